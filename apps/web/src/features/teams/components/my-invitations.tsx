import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { formErrorOf } from '#src/lib/forms.ts';
import { useAcceptInvite, useRejectInvite } from '../api/answer-invite.ts';
import { useMyInvites } from '../api/my-invites.ts';

/** Open invitations for the user's address, to accept or decline right here. */
export function MyInvitations() {
  const invites = useMyInvites();
  const accept = useAcceptInvite();
  const reject = useRejectInvite();
  const navigate = useNavigate();
  if (!invites.isSuccess || invites.data.length === 0) return null;
  const error = accept.error ?? reject.error;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="invitations-title">
      <Typography id="invitations-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Invitations
      </Typography>
      {error !== null && <Alert severity="error">{formErrorOf(error)}</Alert>}
      {invites.data.map((invite) => (
        <Card key={invite.teamId} variant="outlined">
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Typography sx={{ flex: 1, minWidth: 200 }}>
              <strong>{invite.invitedBy ?? 'Someone'}</strong> invited you to{' '}
              <strong>{invite.teamName}</strong>.
            </Typography>
            <Button
              variant="contained"
              onClick={() => {
                accept.mutate(
                  { teamId: invite.teamId },
                  {
                    onSuccess: (team) => {
                      void navigate(`/console/team/${team.id}`);
                    },
                  },
                );
              }}
            >
              Accept
            </Button>
            <Button
              onClick={() => {
                reject.mutate({ teamId: invite.teamId });
              }}
            >
              Decline
            </Button>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
