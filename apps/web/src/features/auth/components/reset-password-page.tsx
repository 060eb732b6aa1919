import { newPasswordField } from '@parley/contract';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { z } from 'zod';
import { AuthCard } from '#src/components/ui/auth-card.tsx';
import { FullPageSpinner } from '#src/components/ui/full-page-spinner.tsx';
import { PasswordField } from '#src/components/ui/password-field.tsx';
import { formErrorOf, useFieldErrors } from '#src/lib/forms.ts';
import { useCheckResetToken } from '../api/check-reset-token.ts';
import { useResetPassword } from '../api/reset-password.ts';

const newPasswordForm = z
  .object({ password: newPasswordField, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    message: 'does not match the new password',
  });

export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const email = search.get('email') ?? '';
  const token = search.get('token') ?? '';
  const check = useCheckResetToken(email, token);
  const reset = useResetPassword();
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const form = useFieldErrors();

  if (email === '' || token === '' || check.isError) {
    return (
      <AuthCard title="This link does not work">
        <Alert severity="warning">
          {check.error?.message ??
            'The link is incomplete. Open the whole link from the e-mail, or ask for a new one.'}
        </Alert>
        <Button
          component={RouterLink}
          to={`/forgot-password?email=${encodeURIComponent(email)}`}
          variant="contained"
        >
          Ask for a new link
        </Button>
      </AuthCard>
    );
  }
  if (check.isPending) return <FullPageSpinner label="Checking the link" />;

  if (reset.isSuccess) {
    return (
      <AuthCard title="Your password is changed">
        <Typography>
          Sign in with your new password. Every other session of your account has been signed out.
        </Typography>
        <Button component={RouterLink} to={`/login?email=${encodeURIComponent(email)}`} variant="contained">
          Sign in
        </Button>
      </AuthCard>
    );
  }

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = form.check(newPasswordForm, values);
    if (checked !== undefined) {
      reset.mutate({ email, token, password: checked.password }, { onError: form.showServerErrors });
    }
  };
  const formError = formErrorOf(reset.error);

  return (
    <AuthCard title="Choose a new password" subtitle={`For ${email}.`}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => {
            setValues({ ...values, password: event.target.value });
          }}
          {...form.field('password', 'At least 8 characters, and not a common password.')}
          autoFocus
        />
        <PasswordField
          label="Repeat the new password"
          autoComplete="new-password"
          value={values.confirmation}
          onChange={(event) => {
            setValues({ ...values, confirmation: event.target.value });
          }}
          {...form.field('confirmation')}
        />
        {formError !== undefined && <Alert severity="error">{formError}</Alert>}
        <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
          Change password
        </Button>
      </Stack>
    </AuthCard>
  );
}
