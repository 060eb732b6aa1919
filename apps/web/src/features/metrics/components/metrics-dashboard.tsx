import {
  Alert,
  Box,
  Card,
  CardContent,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useState, type ReactNode } from 'react';
import { useReport } from '../api/metrics.ts';
import { StatCard } from '#src/components/ui/stat-card.tsx';
import { bucketLabel, formatDuration, reasonLabel } from '../windows.ts';
import { WindowSelect } from './window-select.tsx';

const CHART_HEIGHT = 220;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** An axis of counts: whole numbers from zero, reaching at least 1 so an empty window reads 0 and 1. */
const countAxis = (totals: number[]) => [
  { min: 0, tickMinStep: 1, ...(totals.every((total) => total === 0) ? { max: 1 } : {}) },
];

/** An agent's charts: volume, answer rate, reasons for not answering, latency and tokens. */
export function MetricsDashboard({
  teamId,
  agentId,
  scenarios,
}: {
  teamId: string;
  agentId: string;
  scenarios: { id: string; name: string }[];
}) {
  const [hoursAgo, setHoursAgo] = useState<number>(24);
  const [scenarioIds, setScenarioIds] = useState<string[]>([]);
  const report = useReport({ teamId, agentId, hoursAgo, offset: 0, scenarioIds });
  const data = report.data;
  // The axis holds each slice's start (unique: a day's window shows 4 PM twice) and prints its label.
  const starts = (data?.buckets ?? []).map((bucket) => bucket.start);
  const timeAxis = (scaleType: 'band' | 'point') => [
    {
      scaleType,
      data: starts,
      valueFormatter: (start: string) => bucketLabel(start, hoursAgo),
      // About eight labels whatever the window, so they never run into each other.
      tickLabelInterval: (_start: string, index: number) => index % Math.ceil(starts.length / 8) === 0,
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <WindowSelect hours={hoursAgo} onChange={setHoursAgo} />
        <TextField
          select
          label="Scenarios"
          value={scenarioIds}
          onChange={(event) => {
            const value = event.target.value as unknown as string[] | string;
            setScenarioIds(typeof value === 'string' ? value.split(',') : value);
          }}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) =>
                (selected as string[]).length === 0
                  ? 'All'
                  : scenarios
                      .filter((scenario) => (selected as string[]).includes(scenario.id))
                      .map((scenario) => scenario.name)
                      .join(', '),
              displayEmpty: true,
            },
            inputLabel: { shrink: true },
          }}
          sx={{ minWidth: 240 }}
        >
          {scenarios.map((scenario) => (
            <MenuItem key={scenario.id} value={scenario.id}>
              {scenario.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {report.isError && <Alert severity="error">{report.error.message}</Alert>}
      {data === undefined ? (
        <Skeleton variant="rounded" height={CHART_HEIGHT} />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
            <StatCard label="Actions" value={String(data.totals.count)} testId="total-Actions" />
            <StatCard
              label="Answer rate"
              value={data.totals.answerRate === null ? '–' : `${Math.round(data.totals.answerRate * 100)}%`}
            />
            <StatCard
              label="Latency"
              value={
                data.totals.averageLatencyMs === null ? '–' : formatDuration(data.totals.averageLatencyMs)
              }
            />
            <StatCard label="Tokens" value={String(data.totals.tokensIn + data.totals.tokensOut)} />
          </Box>
          {data.totals.count === 0 && (
            <Typography color="text.secondary">Nothing was measured in this window yet.</Typography>
          )}
          <Panel title="Volume">
            <BarChart
              height={CHART_HEIGHT}
              xAxis={timeAxis('band')}
              yAxis={countAxis(data.buckets.map((bucket) => bucket.count))}
              series={[
                { data: data.buckets.map((bucket) => bucket.answered), label: 'Answered', stack: 'all' },
                {
                  data: data.buckets.map((bucket) => bucket.notAnswered),
                  label: 'Not answered',
                  stack: 'all',
                },
                { data: data.buckets.map((bucket) => bucket.errors), label: 'Errors', stack: 'all' },
                {
                  // Jobs and other actions that are not messages.
                  data: data.buckets.map(
                    (bucket) => bucket.count - bucket.answered - bucket.notAnswered - bucket.errors,
                  ),
                  label: 'Other actions',
                  stack: 'all',
                },
              ]}
            />
          </Panel>
          <Panel title="Answer rate">
            <LineChart
              height={CHART_HEIGHT}
              xAxis={timeAxis('point')}
              yAxis={[{ min: 0, max: 100 }]}
              series={[
                {
                  label: 'Answered %',
                  connectNulls: true,
                  data: data.buckets.map((bucket) => {
                    const decided = bucket.answered + bucket.notAnswered;
                    return decided === 0 ? null : Math.round((bucket.answered / decided) * 100);
                  }),
                },
              ]}
            />
          </Panel>
          <Panel title="Why messages were not answered">
            {data.reasons.length === 0 ? (
              <Typography color="text.secondary">Every decided message was answered.</Typography>
            ) : (
              <BarChart
                height={Math.max(120, data.reasons.length * 40)}
                layout="horizontal"
                yAxis={[
                  {
                    scaleType: 'band',
                    data: data.reasons.map((entry) => reasonLabel(entry.reason)),
                    width: 160,
                  },
                ]}
                series={[{ data: data.reasons.map((entry) => entry.count), label: 'Messages' }]}
              />
            )}
          </Panel>
          <Panel title="Latency">
            <LineChart
              height={CHART_HEIGHT}
              xAxis={timeAxis('point')}
              series={[
                {
                  label: 'Average seconds',
                  connectNulls: true,
                  data: data.buckets.map((bucket) =>
                    bucket.averageLatencyMs === null
                      ? null
                      : Number((bucket.averageLatencyMs / 1000).toFixed(2)),
                  ),
                },
              ]}
            />
          </Panel>
          <Panel title="Tokens">
            <BarChart
              height={CHART_HEIGHT}
              xAxis={timeAxis('band')}
              yAxis={countAxis(data.buckets.map((bucket) => bucket.tokensIn + bucket.tokensOut))}
              series={[
                { data: data.buckets.map((bucket) => bucket.tokensIn), label: 'In', stack: 'tokens' },
                { data: data.buckets.map((bucket) => bucket.tokensOut), label: 'Out', stack: 'tokens' },
              ]}
            />
          </Panel>
        </>
      )}
    </Stack>
  );
}
