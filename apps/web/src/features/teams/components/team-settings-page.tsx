import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { CredentialsSection } from './credentials-section.tsx';
import { DeleteTeamDialog } from './delete-team-dialog.tsx';
import { TeamPage } from './team-page.tsx';

export function TeamSettingsPage() {
  const [deleting, setDeleting] = useState(false);
  return (
    <TeamPage>
      {(team) => (
        <>
          <PageHeader
            title="Team settings"
            subtitle={team.name}
            back={{ to: `/console/team/${team.id}`, label: team.name }}
            actions={
              <Button component={RouterLink} to={`/console/team/${team.id}/edit`} variant="outlined">
                Rename
              </Button>
            }
          />
          <CredentialsSection teamId={team.id} />
          <Card
            variant="outlined"
            component="section"
            aria-labelledby="danger-title"
            sx={{ borderColor: 'error.main' }}
          >
            <CardContent>
              <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <Typography id="danger-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                  Delete the team
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Removes the team and everything it owns, for every member.
                </Typography>
                <Button
                  color="error"
                  variant="outlined"
                  onClick={() => {
                    setDeleting(true);
                  }}
                >
                  Delete team…
                </Button>
              </Stack>
            </CardContent>
          </Card>
          {deleting && (
            <DeleteTeamDialog
              team={team}
              onClose={() => {
                setDeleting(false);
              }}
            />
          )}
        </>
      )}
    </TeamPage>
  );
}
