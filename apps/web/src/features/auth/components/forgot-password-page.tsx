import { forgotPasswordBody } from '@parley/contract';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from '#src/components/ui/auth-card.tsx';
import { formErrorOf, useFieldErrors } from '#src/lib/forms.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

export function ForgotPasswordPage() {
  const [search] = useSearchParams();
  const [email, setEmail] = useState(search.get('email') ?? '');
  const form = useFieldErrors();
  const request = useForgotPassword();

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your inbox">
        <Typography>
          If <strong>{email.trim()}</strong> has a Parley account, we sent it a link to choose a new password.
          The link works once, for one hour.
        </Typography>
        <Button component={RouterLink} to="/login" variant="outlined">
          Back to sign-in
        </Button>
      </AuthCard>
    );
  }

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const body = form.check(forgotPasswordBody, { email });
    if (body !== undefined) request.mutate(body.email, { onError: form.showServerErrors });
  };
  const formError = formErrorOf(request.error);

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your e-mail address and we will send you a link to choose a new one."
    >
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
          {...form.field('email')}
          autoFocus
        />
        {formError !== undefined && <Alert severity="error">{formError}</Alert>}
        <Button type="submit" variant="contained" size="large" loading={request.isPending}>
          Send the link
        </Button>
      </Stack>
      <Link component={RouterLink} to="/login">
        Back to sign-in
      </Link>
    </AuthCard>
  );
}
