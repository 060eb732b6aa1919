import { Stack, Typography } from '@mui/material';
import { TeamAgents } from '#src/features/agents/components/team-agents.tsx';
import { useHiddenFeatures } from '#src/features/hidden-features/hidden-features-provider.tsx';
import { DemoJobButton } from '#src/features/jobs/components/demo-job-button.tsx';
import { MetricsLog } from '#src/features/metrics/components/metrics-log.tsx';
import { TeamHomePage } from '#src/features/teams/components/team-home-page.tsx';
import { actionLogPath } from '#src/lib/action-log-path.ts';

function TeamActivity({ teamId }: { teamId: string }) {
  const hiddenFeatures = useHiddenFeatures();
  return (
    <Stack component="section" aria-labelledby="team-activity" spacing={2}>
      <Typography id="team-activity" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Activity
      </Typography>
      {hiddenFeatures.enabled && <DemoJobButton teamId={teamId} />}
      <MetricsLog
        teamId={teamId}
        actionLogPath={(metric) => actionLogPath({ ...metric, metricId: metric.id })}
      />
    </Stack>
  );
}

export function Component() {
  return (
    <TeamHomePage
      agents={(teamId) => <TeamAgents teamId={teamId} />}
      extra={(teamId) => <TeamActivity teamId={teamId} />}
    />
  );
}
