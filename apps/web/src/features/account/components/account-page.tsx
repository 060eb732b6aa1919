import { Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { ContentContainer } from '#src/components/ui/content-container.tsx';
import { oauthErrorMessage } from '#src/lib/auth/oauth-errors.ts';
import { useSession } from '#src/lib/auth/session-provider.tsx';
import { IdentitiesSection } from './identities-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

export function AccountPage() {
  const { user } = useSession();
  const [search] = useSearchParams();
  if (user === null) return null;
  const error = oauthErrorMessage(search.get('error'));
  const notice =
    error !== undefined
      ? ({ severity: 'error', text: error } as const)
      : search.get('linked') === '1'
        ? ({
            severity: 'success',
            text: 'The account is linked. You can sign in with it from now on.',
          } as const)
        : undefined;

  return (
    <ContentContainer sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          Account settings
        </Typography>
        <ProfileSection user={user} />
        <PasswordSection user={user} />
        <TwoFactorSection user={user} />
        <IdentitiesSection user={user} notice={notice} />
        <SessionsSection />
      </Stack>
    </ContentContainer>
  );
}
