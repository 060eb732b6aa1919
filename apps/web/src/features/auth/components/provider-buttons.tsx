import { Button, Divider, Stack } from '@mui/material';
import { oauthStartUrl, useOAuthProviders } from '#src/lib/auth/api/oauth-providers.ts';

/** "Continue with …" for each identity provider this deployment offers; nothing when there is none. */
export function ProviderButtons({ redirectUrl }: { redirectUrl: string }) {
  const { data: providers = [] } = useOAuthProviders();
  if (providers.length === 0) return null;
  return (
    <Stack spacing={1.5}>
      <Divider>or</Divider>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="outlined"
          component="a"
          href={oauthStartUrl(provider.id, redirectUrl)}
        >
          Continue with {provider.name}
        </Button>
      ))}
    </Stack>
  );
}
