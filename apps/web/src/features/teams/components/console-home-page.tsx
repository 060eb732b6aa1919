import AddIcon from '@mui/icons-material/Add';
import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ContentContainer } from '#src/components/ui/content-container.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { useSession } from '#src/lib/auth/session-provider.tsx';
import { userLabel } from '#src/lib/auth/user-label.ts';
import { MyInvitations } from './my-invitations.tsx';
import { TeamsList } from './teams-list.tsx';

/** /console and /console/teams: the user's teams and the invitations waiting for an answer. */
export function TeamsOverviewPage({ home }: { home: boolean }) {
  const { user } = useSession();
  return (
    <ContentContainer sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <PageHeader
          title={home ? `Welcome, ${user?.firstName ?? userLabel(user)}` : 'Manage teams'}
          subtitle={home ? 'Pick a team to work on its agents.' : 'The teams you belong to.'}
          actions={
            <Button component={RouterLink} to="/console/team/add" variant="contained" startIcon={<AddIcon />}>
              New team
            </Button>
          }
        />
        <MyInvitations />
        <TeamsList />
      </Stack>
    </ContentContainer>
  );
}
