import type { Agent } from '@parley/contract';
import { Alert, Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ContentContainer } from '#src/components/ui/content-container.tsx';
import { FullPageSpinner } from '#src/components/ui/full-page-spinner.tsx';
import { useAgent } from '../api/agents.ts';

/** The route's agent, checked against the route's team, or a plain explanation of why not. */
export function AgentPage({ children }: { children: (agent: Agent) => ReactNode }) {
  const { teamId = '', agentId = '' } = useParams();
  const agent = useAgent(agentId);
  if (agent.isPending) return <FullPageSpinner label="Loading the agent" />;
  const mismatch = agent.isSuccess && agent.data.teamId !== teamId;
  return (
    <ContentContainer sx={{ py: { xs: 3, md: 5 } }}>
      {agent.isError || mismatch ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info">{agent.error?.message ?? 'There is no such agent in this team.'}</Alert>
          <Button component={RouterLink} to={`/console/team/${teamId}`} variant="outlined">
            Go to the team
          </Button>
        </Stack>
      ) : (
        <Stack spacing={3}>{children(agent.data)}</Stack>
      )}
    </ContentContainer>
  );
}

export const agentPath = (agent: Pick<Agent, 'teamId' | 'id'>, view = '') =>
  `/console/team/${agent.teamId}/agent/${agent.id}${view === '' ? '' : `/${view}`}`;
