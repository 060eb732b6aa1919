import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@parley/contract';
import { AuthCard } from '#src/components/ui/auth-card.tsx';
import { ApiError } from '#src/lib/api-client.ts';
import { useSession } from '#src/lib/auth/session-provider.tsx';
import { formErrorOf } from '#src/lib/forms.ts';
import { useCompleteTwoFactor } from '../api/complete-two-factor.ts';
import { redirectTarget, withRedirect } from '../redirect-target.ts';

export function TwoFactorPage() {
  const [search] = useSearchParams();
  const { isLoggedIn, setUser } = useSession();
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [landing, setLanding] = useState<string | undefined>(undefined);
  const complete = useCompleteTwoFactor();

  if (isLoggedIn) return <Navigate to={landing ?? redirectTarget(search)} replace />;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setMissing(code.trim() === '');
    if (code.trim() === '') return;
    complete.mutate(code, {
      onSuccess: (result) => {
        setLanding(safeRedirectPath(result.redirectUrl) ?? redirectTarget(search));
        setUser(result.user);
      },
    });
  };
  const expired = complete.error instanceof ApiError && complete.error.status === 401;
  const formError = formErrorOf(complete.error);

  return (
    <AuthCard
      title="Two-factor sign-in"
      subtitle={
        useRecoveryCode
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
          : 'Enter the 6-digit code from your authenticator app.'
      }
    >
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <TextField
          key={useRecoveryCode ? 'recovery' : 'totp'}
          label={useRecoveryCode ? 'Recovery code' : 'Code'}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
          }}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: useRecoveryCode ? {} : { inputMode: 'numeric', maxLength: 6 } }}
          error={missing}
          helperText={missing ? 'Enter a code' : undefined}
          autoFocus
        />
        {formError !== undefined && (
          <Alert
            severity="error"
            action={
              expired ? (
                <Button
                  component={RouterLink}
                  to={withRedirect('/login', search)}
                  color="inherit"
                  size="small"
                >
                  Sign in
                </Button>
              ) : undefined
            }
          >
            {formError}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" loading={complete.isPending}>
          Verify
        </Button>
      </Stack>
      <Link
        component="button"
        type="button"
        onClick={() => {
          setUseRecoveryCode((current) => !current);
          setCode('');
          complete.reset();
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {useRecoveryCode ? 'Use a code from your app instead' : 'Use a recovery code instead'}
      </Link>
    </AuthCard>
  );
}
