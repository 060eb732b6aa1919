import { teamBody } from '@parley/contract';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import { formErrorOf, useFieldErrors } from '#src/lib/forms.ts';

/** The one field a team has: its name (1–100 characters). */
export function TeamNameForm({
  initialName,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  initialName: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (name: string, onError: (error: unknown) => void) => void;
}) {
  const [name, setName] = useState(initialName);
  const form = useFieldErrors();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const body = form.check(teamBody, { name });
    if (body !== undefined) onSubmit(body.name, form.showServerErrors);
  };
  const formError = formErrorOf(error);
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} sx={{ maxWidth: 480 }}>
      <TextField
        label="Team name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
        }}
        autoFocus
        {...form.field('name')}
      />
      {formError !== undefined && <Alert severity="error">{formError}</Alert>}
      <Button type="submit" variant="contained" loading={pending} sx={{ alignSelf: 'flex-start' }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
