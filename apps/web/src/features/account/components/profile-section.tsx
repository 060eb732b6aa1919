import { profileBody, type User } from '@parley/contract';
import { Alert, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import { useSession } from '#src/lib/auth/session-provider.tsx';
import { formErrorOf, useFieldErrors } from '#src/lib/forms.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { SettingsSection } from './settings-section.tsx';

export function ProfileSection({ user }: { user: User }) {
  const { setUser } = useSession();
  const [values, setValues] = useState({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' });
  const form = useFieldErrors();
  const save = useUpdateProfile();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const body = form.check(profileBody, values);
    if (body !== undefined) save.mutate(body, { onSuccess: setUser, onError: form.showServerErrors });
  };
  const formError = formErrorOf(save.error);

  return (
    <SettingsSection id="profile" title="Profile" description="Your name as your team sees it.">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>{user.email}</Typography>
        <Chip
          size="small"
          color={user.emailVerified ? 'success' : 'warning'}
          label={user.emailVerified ? 'Verified' : 'Not verified'}
        />
      </Stack>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="First name"
            autoComplete="given-name"
            fullWidth
            value={values.firstName}
            onChange={(event) => {
              setValues({ ...values, firstName: event.target.value });
            }}
            {...form.field('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            fullWidth
            value={values.lastName}
            onChange={(event) => {
              setValues({ ...values, lastName: event.target.value });
            }}
            {...form.field('lastName')}
          />
        </Stack>
        {formError !== undefined && <Alert severity="error">{formError}</Alert>}
        {save.isSuccess && <Alert severity="success">Your profile is saved.</Alert>}
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          Save profile
        </Button>
      </Stack>
    </SettingsSection>
  );
}
