import { createUserBody } from '@parley/contract';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '#src/components/ui/auth-card.tsx';
import { PasswordField } from '#src/components/ui/password-field.tsx';
import { useSession } from '#src/lib/auth/session-provider.tsx';
import { formErrorOf, useFieldErrors } from '#src/lib/forms.ts';
import { useCreateAccount } from '../api/create-account.ts';
import { redirectTarget, withRedirect } from '../redirect-target.ts';
import { ProviderButtons } from './provider-buttons.tsx';

type Field = 'firstName' | 'lastName' | 'email' | 'password';

export function CreateAccountPage() {
  const [search] = useSearchParams();
  const { isLoggedIn } = useSession();
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const form = useFieldErrors();
  const create = useCreateAccount();

  if (isLoggedIn) return <Navigate to={redirectTarget(search)} replace />;

  if (create.isSuccess) {
    return (
      <AuthCard title="Check your inbox">
        <Typography>
          We sent a link to <strong>{create.data.email}</strong>. Open it to confirm your address, then sign
          in.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Nothing arrived after a few minutes? Check your spam folder. You can also sign in now and ask for a
          new link from the console.
        </Typography>
        <Button
          component={RouterLink}
          to={withRedirect('/login', search, { email: create.data.email })}
          variant="contained"
        >
          Go to sign-in
        </Button>
      </AuthCard>
    );
  }

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const body = form.check(createUserBody, values);
    if (body !== undefined) create.mutate(body, { onError: form.showServerErrors });
  };
  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues({ ...values, [name]: event.target.value });
    },
    ...form.field(name),
  });
  const formError = formErrorOf(create.error);

  return (
    <AuthCard title="Create your account" subtitle="Free, with every feature. Pro is coming soon.">
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="First name"
            autoComplete="given-name"
            autoFocus
            fullWidth
            {...field('firstName')}
          />
          <TextField label="Last name" autoComplete="family-name" fullWidth {...field('lastName')} />
        </Stack>
        <TextField label="E-mail" type="email" autoComplete="email" {...field('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          {...field('password')}
          {...form.field('password', 'At least 8 characters, and not a common password.')}
        />
        {formError !== undefined && <Alert severity="error">{formError}</Alert>}
        <Button type="submit" variant="contained" size="large" loading={create.isPending}>
          Create account
        </Button>
      </Stack>
      <ProviderButtons redirectUrl={redirectTarget(search)} />
      <Typography variant="body2">
        Already have an account?{' '}
        <Link component={RouterLink} to={withRedirect('/login', search)}>
          Sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}
