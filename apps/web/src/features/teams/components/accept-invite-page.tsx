import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { AuthCard } from '#src/components/ui/auth-card.tsx';
import { FullPageSpinner } from '#src/components/ui/full-page-spinner.tsx';
import { useSession } from '#src/lib/auth/session-provider.tsx';
import { formErrorOf } from '#src/lib/forms.ts';
import { useAcceptInvite, useRejectInvite } from '../api/answer-invite.ts';
import { useInvitation } from '../api/invitation.ts';

/**
 * The page an invitation e-mail links to. A signed-out visitor is sent to sign in (or to create an
 * account) and brought back here; a signed-in one sees the team and who invited them, and answers.
 */
export function AcceptInvitePage() {
  const { teamId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? undefined;
  const location = useLocation();
  const { isLoggedIn, isLoading, logout } = useSession();
  const invitation = useInvitation(teamId, token, isLoggedIn);
  const accept = useAcceptInvite();
  const reject = useRejectInvite();
  const navigate = useNavigate();

  if (isLoading) return <FullPageSpinner />;
  if (!isLoggedIn) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <AuthCard
        title="You are invited to a team"
        subtitle="Sign in, or create an account, to see the invitation and answer it."
      >
        <Button component={RouterLink} to={`/login?redirectUrl=${back}`} variant="contained">
          Sign in
        </Button>
        <Button component={RouterLink} to={`/create-account?redirectUrl=${back}`} variant="outlined">
          Create an account
        </Button>
      </AuthCard>
    );
  }
  if (invitation.isPending) return <FullPageSpinner label="Loading the invitation" />;
  if (invitation.isError) {
    return (
      <AuthCard title="This invitation cannot be answered">
        <Alert severity="warning">{invitation.error.message}</Alert>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/console" variant="contained">
            Go to the console
          </Button>
          <Button onClick={() => void logout()}>Sign in as someone else</Button>
        </Stack>
      </AuthCard>
    );
  }
  if (reject.isSuccess) {
    return (
      <AuthCard title="Invitation declined">
        <Typography>You will not join {invitation.data.teamName}.</Typography>
        <Button component={RouterLink} to="/console" variant="contained">
          Go to the console
        </Button>
      </AuthCard>
    );
  }

  const { teamName, invitedBy, email } = invitation.data;
  const error = accept.error ?? reject.error;
  return (
    <AuthCard title={`Join ${teamName}`}>
      <Typography>
        <strong>{invitedBy ?? 'A member'}</strong> invited <strong>{email}</strong> to the team{' '}
        <strong>{teamName}</strong>.
      </Typography>
      {error !== null && <Alert severity="error">{formErrorOf(error)}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          loading={accept.isPending}
          onClick={() => {
            accept.mutate(
              { teamId, token },
              {
                onSuccess: (team) => {
                  void navigate(`/console/team/${team.id}`, { replace: true });
                },
              },
            );
          }}
        >
          Accept and join
        </Button>
        <Button
          loading={reject.isPending}
          onClick={() => {
            reject.mutate({ teamId, token });
          }}
        >
          Decline
        </Button>
      </Stack>
    </AuthCard>
  );
}
