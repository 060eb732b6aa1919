import { Alert, Button, Chip, List, ListItem, ListItemText, Stack } from '@mui/material';
import { formErrorOf } from '#src/lib/forms.ts';
import { relativeTime } from '#src/lib/relative-time.ts';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions.ts';
import { useRevokeSession } from '../api/revoke-session.ts';
import { useSessions } from '../api/sessions.ts';
import { describeUserAgent } from '../user-agent.ts';
import { SettingsSection } from './settings-section.tsx';

export function SessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const list = sessions.data ?? [];
  const error = revoke.error ?? revokeOthers.error ?? sessions.error;

  return (
    <SettingsSection id="sessions" title="Sessions" description="The browsers signed in to your account.">
      {error !== null && <Alert severity="error">{formErrorOf(error)}</Alert>}
      <List disablePadding>
        {list.map((session) => (
          <ListItem
            key={session.id}
            disableGutters
            data-testid="session"
            secondaryAction={
              session.current ? (
                <Chip size="small" color="primary" label="This browser" />
              ) : (
                <Button
                  onClick={() => {
                    revoke.mutate(session.id);
                  }}
                >
                  Sign out
                </Button>
              )
            }
          >
            <ListItemText
              primary={describeUserAgent(session.userAgent)}
              secondary={`Active ${relativeTime(session.lastSeenAt)}${session.ipAddress === null ? '' : ` · ${session.ipAddress}`}`}
            />
          </ListItem>
        ))}
      </List>
      {list.length > 1 && (
        <Stack direction="row">
          <Button
            variant="outlined"
            loading={revokeOthers.isPending}
            onClick={() => {
              revokeOthers.mutate();
            }}
          >
            Sign out all other sessions
          </Button>
        </Stack>
      )}
    </SettingsSection>
  );
}
