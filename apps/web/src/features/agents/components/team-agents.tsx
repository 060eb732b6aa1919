import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTeamAgents } from '../api/agents.ts';
import { agentPath } from './agent-page.tsx';

/** A team's agents with their address and state, and a way to build a new one. */
export function TeamAgents({ teamId }: { teamId: string }) {
  const agents = useTeamAgents(teamId);
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="agents-title">
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography id="agents-title" variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          Agents
        </Typography>
        <Button
          component={RouterLink}
          to={`/console/team/${teamId}/agent/add`}
          startIcon={<AddIcon />}
          variant="contained"
        >
          New agent
        </Button>
      </Stack>
      {agents.isPending && <Skeleton variant="rounded" height={72} />}
      {agents.isError && <Alert severity="error">{agents.error.message}</Alert>}
      {agents.isSuccess && agents.data.length === 0 && (
        <Typography color="text.secondary">
          No agent yet. An agent gets its own e-mail address and answers the mail it is allowed to.
        </Typography>
      )}
      {(agents.data ?? []).map((agent) => (
        <Card key={agent.id} variant="outlined">
          <CardActionArea component={RouterLink} to={agentPath(agent)}>
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Stack sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
                  {agent.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {agent.emailAddress ?? 'No e-mail address'}
                </Typography>
              </Stack>
              <Chip
                size="small"
                color={agent.status === 'RUNNING' ? 'success' : 'default'}
                label={agent.status === 'RUNNING' ? 'Running' : 'Stopped'}
              />
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
