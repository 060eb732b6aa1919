import GroupsIcon from '@mui/icons-material/Groups';
import { Alert, Button, Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTeams } from '#src/lib/teams.ts';

export function TeamsList() {
  const teams = useTeams();
  if (teams.isPending) return <Skeleton variant="rounded" height={72} />;
  if (teams.isError) return <Alert severity="error">{teams.error.message}</Alert>;
  if (teams.data.length === 0) {
    return (
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h6" component="p">
              You are not in a team yet
            </Typography>
            <Typography color="text.secondary">
              Teams own agents, knowledge and credentials. Create one, or accept an invitation from a
              colleague.
            </Typography>
            <Button component={RouterLink} to="/console/team/add" variant="contained">
              Create your first team
            </Button>
          </Stack>
        </CardContent>
      </Card>
    );
  }
  return (
    <Stack component="ul" spacing={1.5} aria-label="Your teams" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {teams.data.map((team) => (
        <li key={team.id}>
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={`/console/team/${team.id}`}>
              <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <GroupsIcon color="primary" />
                <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
                  {team.name}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
