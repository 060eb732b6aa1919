import type { User } from '@parley/contract';
import { Alert, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { oauthStartUrl, useOAuthProviders } from '#src/lib/auth/api/oauth-providers.ts';
import { formErrorOf } from '#src/lib/forms.ts';
import { useDeleteIdentity } from '../api/delete-identity.ts';
import { useIdentities } from '../api/identities.ts';
import { SettingsSection } from './settings-section.tsx';

export function IdentitiesSection({
  user,
  notice,
}: {
  user: User;
  notice: { severity: 'success' | 'error'; text: string } | undefined;
}) {
  const { data: providers = [] } = useOAuthProviders();
  const identities = useIdentities();
  const remove = useDeleteIdentity();
  const linked = identities.data ?? [];
  // Hidden when the deployment offers no provider and none is linked.
  if (providers.length === 0 && linked.length === 0) return null;

  return (
    <SettingsSection
      id="identities"
      title="Linked accounts"
      description="Sign in to Parley with these accounts as well as with your password."
    >
      {notice !== undefined && <Alert severity={notice.severity}>{notice.text}</Alert>}
      {remove.isError && <Alert severity="error">{formErrorOf(remove.error)}</Alert>}
      {linked.length === 0 ? (
        <Typography color="text.secondary">No account is linked yet.</Typography>
      ) : (
        <List disablePadding>
          {linked.map((identity) => (
            <ListItem
              key={identity.id}
              disableGutters
              secondaryAction={
                <Button
                  color="error"
                  onClick={() => {
                    remove.mutate(identity.id);
                  }}
                  aria-label={`Unlink ${identity.providerName}`}
                >
                  Unlink
                </Button>
              }
            >
              <ListItemText primary={identity.providerName} secondary={identity.email ?? undefined} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {providers
          .filter((provider) => !linked.some((identity) => identity.provider === provider.id))
          .map((provider) => (
            <Button
              key={provider.id}
              variant="outlined"
              component="a"
              href={oauthStartUrl(provider.id, '/console/account')}
            >
              Link {provider.name}
            </Button>
          ))}
      </Stack>
      {!user.hasPassword && linked.length === 1 && (
        <Typography variant="body2" color="text.secondary">
          This is your only way to sign in: set a password or link another account before unlinking it.
        </Typography>
      )}
    </SettingsSection>
  );
}
