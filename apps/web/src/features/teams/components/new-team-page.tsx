import { Stack } from '@mui/material';
import { useNavigate } from 'react-router';
import { ContentContainer } from '#src/components/ui/content-container.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { useCreateTeam } from '../api/create-team.ts';
import { TeamNameForm } from './team-name-form.tsx';

export function NewTeamPage() {
  const create = useCreateTeam();
  const navigate = useNavigate();
  return (
    <ContentContainer sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <PageHeader
          title="New team"
          subtitle="You become its first member. You can invite colleagues next."
          back={{ to: '/console/teams', label: 'Teams' }}
        />
        <TeamNameForm
          initialName=""
          submitLabel="Create team"
          pending={create.isPending}
          error={create.error}
          onSubmit={(name, onError) => {
            create.mutate(name, {
              onSuccess: (team) => {
                void navigate(`/console/team/${team.id}`);
              },
              onError,
            });
          }}
        />
      </Stack>
    </ContentContainer>
  );
}
