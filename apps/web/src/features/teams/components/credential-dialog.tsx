import { credentialBody, type Credential } from '@parley/contract';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import { PasswordField } from '#src/components/ui/password-field.tsx';
import { formErrorOf, useFieldErrors } from '#src/lib/forms.ts';
import { useCreateCredential, useUpdateCredential } from '../api/credentials.ts';
import { CREDENTIAL_FORMS, EDITABLE_KINDS, settingsFrom } from '../credential-kinds.ts';

type EditableKind = (typeof EDITABLE_KINDS)[number];

function initialValues(credential: Credential | undefined): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(credential?.settings ?? {})) {
    values[key] = typeof value === 'boolean' ? value : String(value);
  }
  return values;
}

/** Adds a credential, or edits one (its kind stays; an empty secret keeps the stored one). */
export function CredentialDialog({
  teamId,
  credential,
  onClose,
}: {
  teamId: string;
  credential: Credential | undefined;
  onClose: () => void;
}) {
  const [kind, setKind] = useState<EditableKind>((credential?.kind as EditableKind | undefined) ?? 'openai');
  const [name, setName] = useState(credential?.name ?? '');
  const [values, setValues] = useState(() => initialValues(credential));
  const [secret, setSecret] = useState('');
  const form = useFieldErrors();
  const create = useCreateCredential(teamId);
  const update = useUpdateCredential(teamId);
  const spec = CREDENTIAL_FORMS[kind];
  const error = create.error ?? update.error;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const body = form.check(credentialBody, {
      kind,
      name,
      settings: settingsFrom(spec, values),
      ...(secret === '' ? {} : { secret }),
    });
    if (body === undefined) return;
    if (credential === undefined) create.mutate(body, { onSuccess: onClose, onError: form.showServerErrors });
    else {
      update.mutate(
        {
          credentialsId: credential.id,
          name: body.name,
          settings: body.settings,
          ...(body.secret === undefined ? {} : { secret: body.secret }),
        },
        { onSuccess: onClose, onError: form.showServerErrors },
      );
    }
  };
  const field = (key: string) => form.field(`settings.${key}`);
  const formError = formErrorOf(error);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="credential-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="credential-dialog-title">
          {credential === undefined ? 'Add a credential' : `Edit ${credential.name}`}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label="Kind"
              value={kind}
              disabled={credential !== undefined}
              onChange={(event) => {
                setKind(event.target.value as EditableKind);
                setValues({});
              }}
            >
              {EDITABLE_KINDS.map((option) => (
                <MenuItem key={option} value={option}>
                  {CREDENTIAL_FORMS[option].label}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="body2" color="text.secondary">
              {spec.description}
            </Typography>
            <TextField
              label="Name"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
              }}
              {...form.field('name', 'To tell it apart, e.g. "Production"')}
            />
            {spec.fields.map((settingField) =>
              settingField.type === 'switch' ? (
                <FormControlLabel
                  key={settingField.name}
                  control={
                    <Switch
                      checked={values[settingField.name] === true}
                      onChange={(event) => {
                        setValues({ ...values, [settingField.name]: event.target.checked });
                      }}
                    />
                  }
                  label={settingField.label}
                />
              ) : (
                <TextField
                  key={settingField.name}
                  label={settingField.label}
                  type={settingField.type === 'url' ? 'url' : settingField.type}
                  value={values[settingField.name] ?? ''}
                  onChange={(event) => {
                    setValues({ ...values, [settingField.name]: event.target.value });
                  }}
                  {...field(settingField.name)}
                  helperText={field(settingField.name).helperText ?? settingField.helper}
                />
              ),
            )}
            {spec.secret !== null && (
              <PasswordField
                label={spec.secret.label}
                autoComplete="off"
                value={secret}
                onChange={(event) => {
                  setSecret(event.target.value);
                }}
                {...form.field(
                  'secret',
                  credential?.hasSecret === true
                    ? `Leave empty to keep the stored one (${credential.secretHint ?? '…'})`
                    : spec.secret.required
                      ? 'Stored encrypted; never shown again'
                      : 'Optional; stored encrypted',
                )}
              />
            )}
            {formError !== undefined && <Alert severity="error">{formError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={create.isPending || update.isPending}>
            {credential === undefined ? 'Add' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
