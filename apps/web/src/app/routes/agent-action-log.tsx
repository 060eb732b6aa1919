import { useParams } from 'react-router';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { AgentPage, agentPath } from '#src/features/agents/components/agent-page.tsx';
import { ActionLogView } from '#src/features/metrics/components/action-log-view.tsx';

export function Component() {
  const { metricId = '' } = useParams();
  return (
    <AgentPage>
      {(agent) => (
        <>
          <PageHeader
            title="Action log"
            subtitle={agent.name}
            back={{ to: agentPath(agent, 'logs'), label: 'Logs' }}
          />
          <ActionLogView metricId={metricId} />
        </>
      )}
    </AgentPage>
  );
}
