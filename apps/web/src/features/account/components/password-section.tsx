import { newPasswordField, type User } from '@parley/contract';
import { Alert, Button, Stack } from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import { z } from 'zod';
import { PasswordField } from '#src/components/ui/password-field.tsx';
import { useSession } from '#src/lib/auth/session-provider.tsx';
import { formErrorOf, useFieldErrors } from '#src/lib/forms.ts';
import { useChangePassword } from '../api/change-password.ts';
import { SettingsSection } from './settings-section.tsx';

const EMPTY = { currentPassword: '', password: '', confirmation: '' };

function passwordForm(hasPassword: boolean) {
  return z
    .object({
      currentPassword: hasPassword ? z.string().min(1, 'is required') : z.string(),
      password: newPasswordField,
      confirmation: z.string(),
    })
    .refine((values) => values.password === values.confirmation, {
      path: ['confirmation'],
      message: 'does not match the new password',
    });
}

export function PasswordSection({ user }: { user: User }) {
  const { refresh } = useSession();
  const [values, setValues] = useState(EMPTY);
  const form = useFieldErrors();
  const change = useChangePassword();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = form.check(passwordForm(user.hasPassword), values);
    if (checked === undefined) return;
    change.mutate(
      {
        password: checked.password,
        ...(user.hasPassword ? { currentPassword: checked.currentPassword } : {}),
      },
      {
        onSuccess: () => {
          setValues(EMPTY);
          void refresh();
        },
        onError: form.showServerErrors,
      },
    );
  };
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues({ ...values, [name]: event.target.value });
    },
    ...form.field(name),
  });
  const formError = formErrorOf(change.error);

  return (
    <SettingsSection
      id="password"
      title="Password"
      description={
        user.hasPassword
          ? 'Changing it signs out every other session of your account.'
          : 'You sign in through an identity provider. Set a password to sign in with your e-mail address too.'
      }
    >
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        {user.hasPassword && (
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            {...field('currentPassword')}
          />
        )}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          {...field('password')}
          {...form.field('password', 'At least 8 characters, and not a common password.')}
        />
        <PasswordField
          label="Repeat the new password"
          autoComplete="new-password"
          {...field('confirmation')}
        />
        {formError !== undefined && <Alert severity="error">{formError}</Alert>}
        {change.isSuccess && (
          <Alert severity="success">Your password is changed. Other sessions were signed out.</Alert>
        )}
        <Button type="submit" variant="contained" loading={change.isPending} sx={{ alignSelf: 'flex-start' }}>
          {user.hasPassword ? 'Change password' : 'Set password'}
        </Button>
      </Stack>
    </SettingsSection>
  );
}
