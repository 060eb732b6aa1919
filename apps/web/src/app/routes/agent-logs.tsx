import { PageHeader } from '#src/components/ui/page-header.tsx';
import { AgentPage, agentPath } from '#src/features/agents/components/agent-page.tsx';
import { useHiddenFeatures } from '#src/features/hidden-features/hidden-features-provider.tsx';
import { DemoJobButton } from '#src/features/jobs/components/demo-job-button.tsx';
import { MetricsLog } from '#src/features/metrics/components/metrics-log.tsx';

export function Component() {
  const hiddenFeatures = useHiddenFeatures();
  return (
    <AgentPage>
      {(agent) => (
        <>
          <PageHeader title="Logs" subtitle={agent.name} back={{ to: agentPath(agent), label: agent.name }} />
          {hiddenFeatures.enabled && <DemoJobButton teamId={agent.teamId} agentId={agent.id} />}
          <MetricsLog
            teamId={agent.teamId}
            agentId={agent.id}
            actionLogPath={(metric) => agentPath(agent, `action-log/${metric.id}`)}
          />
        </>
      )}
    </AgentPage>
  );
}
