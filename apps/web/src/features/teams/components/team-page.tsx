import type { TeamDetail } from '@parley/contract';
import { Alert, Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ContentContainer } from '#src/components/ui/content-container.tsx';
import { FullPageSpinner } from '#src/components/ui/full-page-spinner.tsx';
import { ApiError } from '#src/lib/api-client.ts';
import { useTeam } from '../api/get-team.ts';
import { useTeamId } from '../use-team-id.ts';

/** Loads the route's team and renders the page for it, or says plainly why it cannot. */
export function TeamPage({ children }: { children: (team: TeamDetail) => ReactNode }) {
  const teamId = useTeamId();
  const team = useTeam(teamId);
  if (team.isPending) return <FullPageSpinner label="Loading the team" />;
  return (
    <ContentContainer sx={{ py: { xs: 3, md: 5 } }}>
      {team.isError ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity={team.error instanceof ApiError && team.error.status === 404 ? 'info' : 'error'}>
            {team.error.message}
          </Alert>
          <Button component={RouterLink} to="/console/teams" variant="outlined">
            Go to your teams
          </Button>
        </Stack>
      ) : (
        <Stack spacing={3}>{children(team.data)}</Stack>
      )}
    </ContentContainer>
  );
}
