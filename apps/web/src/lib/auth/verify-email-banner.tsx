import type { User } from '@parley/contract';
import { Alert, Button } from '@mui/material';
import { ContentContainer } from '#src/components/ui/content-container.tsx';
import { formErrorOf } from '../forms.ts';
import { useResendVerification } from './api/resend-verification.ts';

/** Shown across the console until the user confirms their address; they can ask for a new link. */
export function VerifyEmailBanner({ user }: { user: User }) {
  const resend = useResendVerification();
  if (user.emailVerified) return null;
  return (
    <ContentContainer sx={{ pt: 2 }}>
      <Alert
        severity={resend.isError ? 'error' : 'warning'}
        action={
          resend.isSuccess ? undefined : (
            <Button
              color="inherit"
              size="small"
              loading={resend.isPending}
              onClick={() => {
                resend.mutate();
              }}
            >
              Resend link
            </Button>
          )
        }
      >
        {resend.isSuccess
          ? `We sent a new link to ${user.email}.`
          : resend.isError
            ? formErrorOf(resend.error)
            : `Please confirm your e-mail address: open the link we sent to ${user.email}.`}
      </Alert>
    </ContentContainer>
  );
}
