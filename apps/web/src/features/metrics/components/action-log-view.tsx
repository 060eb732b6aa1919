import { Alert, Box, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { relativeTime } from '#src/lib/relative-time.ts';
import { useActionLog, useJobOfMetric } from '../api/metrics.ts';
import { formatDuration, reasonLabel } from '../windows.ts';
import { OUTCOME_COLORS } from './metrics-log.tsx';

const STEP_COLORS = { ok: 'success', error: 'error', info: 'default', skipped: 'warning' } as const;

/** One action, step by step: what happened, when, how long each step took, and its details. */
export function ActionLogView({ metricId }: { metricId: string }) {
  const log = useActionLog(metricId);
  const job = useJobOfMetric(metricId, log.data?.metric.kind === 'job');
  if (log.isPending) return <Skeleton variant="rounded" height={240} />;
  if (log.isError) return <Alert severity="info">{log.error.message}</Alert>;
  const { metric, steps } = log.data;
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {metric.title}
              </Typography>
              <Chip
                size="small"
                color={OUTCOME_COLORS[metric.outcome]}
                label={metric.outcome.replace('_', ' ')}
                data-testid="metric-outcome"
              />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              Started {relativeTime(metric.startedAt)}
              {metric.latencyMs === null ? '' : ` · took ${formatDuration(metric.latencyMs)}`}
              {metric.tokensIn + metric.tokensOut === 0
                ? ''
                : ` · ${metric.tokensIn} tokens in, ${metric.tokensOut} out`}
              {metric.reason === null ? '' : ` · ${reasonLabel(metric.reason)}`}
            </Typography>
            {job.data !== undefined && (
              <Typography variant="body2" data-testid="job-state">
                Job {job.data.status.replace('_', ' ')}: {job.data.totalTasksCompleteCount} of{' '}
                {job.data.totalTasksCount} tasks
                {job.data.statusDescription === null ? '' : ` · ${job.data.statusDescription}`}
              </Typography>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Stack component="ol" spacing={1} aria-label="Steps" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {steps.map((step) => (
          <Box component="li" key={step.position} data-testid="step" sx={{ display: 'flex', gap: 1.5 }}>
            <Box sx={{ width: 12, display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }}>
              <Box
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: step.status === 'error' ? 'error.main' : 'primary.main',
                }}
              />
              <Box sx={{ flex: 1, width: 2, bgcolor: 'divider' }} />
            </Box>
            <Stack sx={{ flex: 1, pb: 1.5, minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{step.name}</Typography>
                <Chip size="small" variant="outlined" color={STEP_COLORS[step.status]} label={step.status} />
                <Typography variant="caption" color="text.secondary">
                  {new Date(step.startedAt).toLocaleTimeString()} · {formatDuration(step.durationMs)}
                </Typography>
              </Stack>
              {Object.keys(step.details).length > 0 && (
                <Box
                  component="pre"
                  sx={{
                    m: 0,
                    mt: 0.5,
                    p: 1,
                    bgcolor: 'action.hover',
                    borderRadius: 1,
                    fontSize: 12,
                    overflowX: 'auto',
                  }}
                >
                  {JSON.stringify(step.details, null, 2)}
                </Box>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
