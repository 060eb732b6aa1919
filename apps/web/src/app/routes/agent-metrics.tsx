import { PageHeader } from '#src/components/ui/page-header.tsx';
import { AgentPage, agentPath } from '#src/features/agents/components/agent-page.tsx';
import { useScenarios } from '#src/features/agents/api/scenarios.ts';
import { MetricsDashboard } from '#src/features/metrics/components/metrics-dashboard.tsx';
import type { Agent } from '@parley/contract';

function AgentMetrics({ agent }: { agent: Agent }) {
  const scenarios = useScenarios(agent.id);
  return (
    <>
      <PageHeader title="Metrics" subtitle={agent.name} back={{ to: agentPath(agent), label: agent.name }} />
      <MetricsDashboard
        teamId={agent.teamId}
        agentId={agent.id}
        scenarios={(scenarios.data ?? []).map(({ id, name }) => ({ id, name }))}
      />
    </>
  );
}

export function Component() {
  return <AgentPage>{(agent) => <AgentMetrics agent={agent} />}</AgentPage>;
}
