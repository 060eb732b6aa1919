import { loginBody } from '@parley/contract';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '#src/components/ui/auth-card.tsx';
import { PasswordField } from '#src/components/ui/password-field.tsx';
import { oauthErrorMessage } from '#src/lib/auth/oauth-errors.ts';
import { useSession } from '#src/lib/auth/session-provider.tsx';
import { formErrorOf, useFieldErrors } from '#src/lib/forms.ts';
import { useLogin } from '../api/login.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { redirectTarget, withRedirect } from '../redirect-target.ts';
import { ProviderButtons } from './provider-buttons.tsx';

export function LoginPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { isLoggedIn, setUser } = useSession();
  const verification = useVerifyEmail(search.get('email') ?? '', search.get('token') ?? '');
  const [values, setValues] = useState({ email: search.get('email') ?? '', password: '' });
  const form = useFieldErrors();
  const signIn = useLogin();
  const target = redirectTarget(search);

  if (isLoggedIn && !signIn.isPending) return <Navigate to={target} replace />;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const body = form.check(loginBody, values);
    if (body === undefined) return;
    signIn.mutate(body, {
      onSuccess: (result) => {
        if ('twoFactorRequired' in result) {
          void navigate(withRedirect('/2fa', search));
          return;
        }
        // Signed in: the next render leaves for the target.
        setUser(result);
      },
      onError: form.showServerErrors,
    });
  };

  const providerError = oauthErrorMessage(search.get('error'));
  const formError = formErrorOf(signIn.error);
  return (
    <AuthCard title="Sign in to Parley">
      {verification.isSuccess && (
        <Alert severity="success">Your e-mail address is confirmed. Sign in to continue.</Alert>
      )}
      {verification.isError && <Alert severity="warning">{verification.error.message}</Alert>}
      {providerError !== undefined && <Alert severity="error">{providerError}</Alert>}
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => {
            setValues({ ...values, email: event.target.value });
          }}
          {...form.field('email')}
          autoFocus={values.email === ''}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => {
            setValues({ ...values, password: event.target.value });
          }}
          {...form.field('password')}
          autoFocus={values.email !== ''}
        />
        {formError !== undefined && <Alert severity="error">{formError}</Alert>}
        <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>
          Sign in
        </Button>
      </Stack>
      <ProviderButtons redirectUrl={target} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link
          component={RouterLink}
          to={
            values.email === ''
              ? '/forgot-password'
              : `/forgot-password?email=${encodeURIComponent(values.email)}`
          }
        >
          Forgot your password?
        </Link>
        <Link component={RouterLink} to={withRedirect('/create-account', search)}>
          Create an account
        </Link>
      </Stack>
    </AuthCard>
  );
}
