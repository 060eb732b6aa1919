import AddIcon from '@mui/icons-material/Add';
import type { Agent } from '@parley/contract';
import { Alert, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { formErrorOf } from '#src/lib/forms.ts';
import { useDeleteScenario, useScenarios } from '../api/scenarios.ts';
import { AgentPage, agentPath } from './agent-page.tsx';

export const POLICY_LABELS = {
  REPLY: 'Reply',
  DRAFT: 'Draft for approval',
  IGNORE: 'Ignore',
  HANDOFF: 'Hand off to people',
} as const;

export function ScenariosPage() {
  return <AgentPage>{(agent) => <Scenarios agent={agent} />}</AgentPage>;
}

function Scenarios({ agent }: { agent: Agent }) {
  const scenarios = useScenarios(agent.id);
  const remove = useDeleteScenario();
  return (
    <>
      <PageHeader
        title="Scenarios"
        subtitle="The kinds of message the agent handles, in order of priority."
        back={{ to: agentPath(agent), label: agent.name }}
        actions={
          <Button
            component={RouterLink}
            to={agentPath(agent, 'scenario/add')}
            variant="contained"
            startIcon={<AddIcon />}
          >
            New scenario
          </Button>
        }
      />
      {scenarios.isError && <Alert severity="error">{scenarios.error.message}</Alert>}
      {remove.isError && <Alert severity="error">{formErrorOf(remove.error)}</Alert>}
      {scenarios.isSuccess && scenarios.data.length === 0 && (
        <Typography color="text.secondary">
          No scenario yet. Without one, the agent does not answer: each message must match a scenario.
        </Typography>
      )}
      {(scenarios.data ?? []).map((scenario) => (
        <Card key={scenario.id} variant="outlined" data-testid="scenario">
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                    {scenario.name}
                  </Typography>
                  <Chip size="small" label={POLICY_LABELS[scenario.answerPolicy]} />
                  {!scenario.enabled && <Chip size="small" color="warning" label="Off" />}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  Priority {scenario.priority} · {scenario.goals.length} goal
                  {scenario.goals.length === 1 ? '' : 's'}
                  {scenario.description === '' ? '' : ` · ${scenario.description}`}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={1}>
                <Button component={RouterLink} to={agentPath(agent, `scenario/${scenario.id}/edit`)}>
                  Edit
                </Button>
                <Button
                  color="error"
                  aria-label={`Delete ${scenario.name}`}
                  onClick={() => {
                    remove.mutate(scenario.id);
                  }}
                >
                  Delete
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </>
  );
}
