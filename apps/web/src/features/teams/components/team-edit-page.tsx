import { useNavigate } from 'react-router';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { useUpdateTeam } from '../api/update-team.ts';
import { TeamNameForm } from './team-name-form.tsx';
import { TeamPage } from './team-page.tsx';

export function TeamEditPage() {
  const update = useUpdateTeam();
  const navigate = useNavigate();
  return (
    <TeamPage>
      {(team) => (
        <>
          <PageHeader
            title="Rename team"
            back={{ to: `/console/team/${team.id}/settings`, label: 'Team settings' }}
          />
          <TeamNameForm
            initialName={team.name}
            submitLabel="Save"
            pending={update.isPending}
            error={update.error}
            onSubmit={(name, onError) => {
              update.mutate(
                { teamId: team.id, name },
                {
                  onSuccess: () => {
                    void navigate(`/console/team/${team.id}/settings`);
                  },
                  onError,
                },
              );
            }}
          />
        </>
      )}
    </TeamPage>
  );
}
