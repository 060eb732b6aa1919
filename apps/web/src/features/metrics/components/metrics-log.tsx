import {
  Alert,
  Button,
  Chip,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Metric } from '@parley/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { relativeTime } from '#src/lib/relative-time.ts';
import { useReport } from '../api/metrics.ts';
import { formatDuration, reasonLabel } from '../windows.ts';
import { WindowSelect } from './window-select.tsx';

export const OUTCOME_COLORS = {
  running: 'info',
  answered: 'success',
  not_answered: 'warning',
  completed: 'success',
  canceled: 'default',
  error: 'error',
} as const;

/** An agent's (or a whole team's) measured actions, newest first, each leading to its action log. */
export function MetricsLog({
  teamId,
  agentId,
  actionLogPath,
}: {
  teamId: string;
  agentId?: string;
  actionLogPath: (metric: Metric) => string;
}) {
  const [hoursAgo, setHoursAgo] = useState<number>(24 * 7);
  const [offset, setOffset] = useState(0);
  const report = useReport({ teamId, agentId, hoursAgo, offset, scenarioIds: [] });
  const data = report.data;
  return (
    <Stack spacing={2}>
      <WindowSelect
        hours={hoursAgo}
        onChange={(hours) => {
          setHoursAgo(hours);
          setOffset(0);
        }}
      />
      {report.isError && <Alert severity="error">{report.error.message}</Alert>}
      {data === undefined ? (
        <Skeleton variant="rounded" height={200} />
      ) : data.metrics.length === 0 ? (
        <Typography color="text.secondary">Nothing happened in this window.</Typography>
      ) : (
        <Table size="small" aria-label="Actions">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>What</TableCell>
              <TableCell>Outcome</TableCell>
              <TableCell align="right">Time</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.metrics.map((metric) => (
              <TableRow key={metric.id} hover data-testid="metric-row">
                <TableCell>{relativeTime(metric.startedAt)}</TableCell>
                <TableCell>
                  <RouterLink to={actionLogPath(metric)}>{metric.title}</RouterLink>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={OUTCOME_COLORS[metric.outcome]}
                    label={metric.outcome.replace('_', ' ')}
                  />
                  {metric.reason !== null && (
                    <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                      {reasonLabel(metric.reason)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">
                  {metric.latencyMs === null ? '–' : formatDuration(metric.latencyMs)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data !== undefined && data.total > data.limit && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            disabled={offset === 0}
            onClick={() => {
              setOffset(Math.max(0, offset - data.limit));
            }}
          >
            Newer
          </Button>
          <Typography variant="body2" color="text.secondary">
            {offset + 1}–{Math.min(offset + data.limit, data.total)} of {data.total}
          </Typography>
          <Button
            disabled={offset + data.limit >= data.total}
            onClick={() => {
              setOffset(offset + data.limit);
            }}
          >
            Older
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
