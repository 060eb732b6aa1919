import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { Agent } from '@parley/contract';
import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { formErrorOf } from '#src/lib/forms.ts';
import { useSetAgentStatus } from '../api/agents.ts';
import { useScenarios } from '../api/scenarios.ts';
import { StatCard } from '#src/components/ui/stat-card.tsx';
import { AgentPage, agentPath } from './agent-page.tsx';

const VIEWS: [string, string, string][] = [
  ['scenarios', 'Scenarios', 'When to answer, how, and what to achieve'],
  ['capabilities', 'Capabilities', 'What the agent is allowed to do'],
  ['settings', 'Settings', 'Address, model, audience and limits'],
  ['edit', 'Persona', 'Name, persona, instructions and signature'],
  ['knowledge', 'Knowledge', 'Sources the agent answers from'],
  ['conversations', 'Conversations', 'The mail it received and sent'],
  ['memories', 'Memories', 'What it remembers about people'],
  ['metrics', 'Metrics', 'Volume, answer rate and latency'],
  ['logs', 'Logs', 'Every action, step by step'],
  ['try', 'Try it', 'Talk to it by voice'],
];

export function AgentHomePage() {
  return <AgentPage>{(agent) => <AgentHome agent={agent} />}</AgentPage>;
}

function AgentHome({ agent }: { agent: Agent }) {
  const status = useSetAgentStatus(agent.id);
  const scenarios = useScenarios(agent.id);
  const [copied, setCopied] = useState(false);
  const running = agent.status === 'RUNNING';
  const goals = (scenarios.data ?? []).reduce((sum, scenario) => sum + scenario.goals.length, 0);
  const model =
    agent.model.provider === 'extractive'
      ? 'Built-in extractive replies'
      : `${agent.model.provider} · ${agent.model.model ?? 'default'}`;

  return (
    <>
      <PageHeader
        title={agent.name}
        subtitle={agent.description === '' ? undefined : agent.description}
        back={{ to: `/console/team/${agent.teamId}`, label: 'Team' }}
        actions={
          <FormControlLabel
            control={
              <Switch
                checked={running}
                disabled={status.isPending}
                onChange={(event) => {
                  status.mutate(event.target.checked ? 'RUNNING' : 'STOPPED');
                }}
              />
            }
            label={running ? 'Running' : 'Stopped'}
          />
        }
      />
      {status.isError && <Alert severity="error">{formErrorOf(status.error)}</Alert>}
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1}>
            <Typography variant="overline" color="text.secondary">
              E-mail address
            </Typography>
            {agent.emailAddress === null ? (
              <Typography color="text.secondary">
                This deployment has no mail domain, so the agent has no address.
              </Typography>
            ) : (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography
                  data-testid="agent-address"
                  sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                >
                  {agent.emailAddress}
                </Typography>
                <Tooltip title={copied ? 'Copied' : 'Copy the address'}>
                  <IconButton
                    aria-label="Copy the address"
                    onClick={() => {
                      void navigator.clipboard.writeText(agent.emailAddress ?? '').then(() => {
                        setCopied(true);
                      });
                    }}
                  >
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            )}
            <Typography variant="body2" color="text.secondary">
              {running
                ? 'It answers the mail it is allowed to.'
                : 'It is stopped: mail to this address is kept, not answered.'}
            </Typography>
          </Stack>
        </CardContent>
      </Card>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}
        aria-label="Quick stats"
      >
        <StatCard label="Scenarios" value={String(scenarios.data?.length ?? '–')} />
        <StatCard label="Goals" value={scenarios.isSuccess ? String(goals) : '–'} />
        <StatCard label="Model" value={model} />
        <StatCard label="Audience" value={agent.audience.kind.replaceAll('_', ' ').toLowerCase()} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {VIEWS.map(([view, title, text]) => (
          <Card key={view} variant="outlined">
            <CardActionArea component={RouterLink} to={agentPath(agent, view)} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {text}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </>
  );
}
