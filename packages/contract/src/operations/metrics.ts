import { z } from 'zod';
import { defineOperation } from '../operation.ts';
import { timestampField } from './fields.ts';

export const NOT_ANSWERED_REASONS = [
  'AGENT_NOT_RUNNING',
  'BLOCKED_BY_INCOMING_COMMUNICATIONS_POLICY',
  'NO_SCENARIO_MATCH',
  'PROCESSING_ERROR',
  'FINAL_FEEDBACK',
  'CUSTOM_TEXT',
  'SPF_FAIL',
  'DKIM_FAIL',
] as const;
export type NotAnsweredReason = (typeof NOT_ANSWERED_REASONS)[number];

export const METRIC_OUTCOMES = [
  'running',
  'answered',
  'not_answered',
  'completed',
  'canceled',
  'error',
] as const;

export const metricSchema = z
  .object({
    id: z.string(),
    teamId: z.string(),
    agentId: z.string().nullable(),
    scenarioId: z.string().nullable(),
    kind: z.string(),
    title: z.string(),
    outcome: z.enum(METRIC_OUTCOMES),
    reason: z.string().nullable(),
    startedAt: timestampField,
    endedAt: timestampField.nullable(),
    latencyMs: z.number().int().nullable(),
    tokensIn: z.number().int(),
    tokensOut: z.number().int(),
    costUsd: z.number(),
  })
  .meta({ id: 'Metric' });
export type Metric = z.infer<typeof metricSchema>;

export const actionLogStepSchema = z
  .object({
    position: z.number().int(),
    name: z.string(),
    status: z.enum(['ok', 'error', 'info', 'skipped']),
    startedAt: timestampField,
    durationMs: z.number().int(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'ActionLogStep' });
export type ActionLogStep = z.infer<typeof actionLogStepSchema>;

export const getActionLog = defineOperation({
  operationId: 'getActionLog',
  method: 'GET',
  path: '/metrics/{metricId}/action-log',
  tags: ['metrics'],
  summary: 'A metric and its action log: every step in order, with timing and details',
  params: z.object({ metricId: z.uuid() }),
  data: z.object({ metric: metricSchema, steps: z.array(actionLogStepSchema) }),
});

const bucketSchema = z.object({
  start: timestampField,
  count: z.number().int(),
  answered: z.number().int(),
  notAnswered: z.number().int(),
  errors: z.number().int(),
  averageLatencyMs: z.number().nullable(),
  tokensIn: z.number().int(),
  tokensOut: z.number().int(),
});

export const metricsReportSchema = z
  .object({
    from: timestampField,
    to: timestampField,
    totals: z.object({
      count: z.number().int(),
      answered: z.number().int(),
      notAnswered: z.number().int(),
      errors: z.number().int(),
      /** Answered among the e-mails that were decided (answered + not answered), 0–1; null with none. */
      answerRate: z.number().nullable(),
      averageLatencyMs: z.number().nullable(),
      tokensIn: z.number().int(),
      tokensOut: z.number().int(),
      costUsd: z.number(),
    }),
    /** Equal time slices of the window, oldest first, for charts. */
    buckets: z.array(bucketSchema),
    reasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
    metrics: z.array(metricSchema),
    offset: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'MetricsReport' });
export type MetricsReport = z.infer<typeof metricsReportSchema>;

export const METRICS_PAGE_SIZE = 50;
const windowQuery = z.object({
  hoursAgo: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 366)
    .default(24),
  offset: z.coerce.number().int().min(0).default(0),
});

export const getTeamMetrics = defineOperation({
  operationId: 'getTeamMetrics',
  method: 'GET',
  path: '/team/{teamId}/metrics',
  tags: ['metrics'],
  summary: "A team's metrics over the last `hoursAgo` hours",
  params: z.object({ teamId: z.uuid() }),
  query: windowQuery,
  data: metricsReportSchema,
});

export const getAgentMetrics = defineOperation({
  operationId: 'getAgentMetrics',
  method: 'GET',
  path: '/team/{teamId}/agent/{agentId}/metrics',
  tags: ['metrics'],
  summary: "An agent's metrics, optionally for some scenarios only",
  params: z.object({ teamId: z.uuid(), agentId: z.uuid() }),
  query: windowQuery.extend({
    scenarioIds: z
      .union([z.uuid(), z.array(z.uuid())])
      .optional()
      .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value])),
  }),
  data: metricsReportSchema,
});

export const getScenarioMetrics = defineOperation({
  operationId: 'getScenarioMetrics',
  method: 'GET',
  path: '/team/{teamId}/agent/{agentId}/scenario/{scenarioId}/metrics',
  tags: ['metrics'],
  summary: "One scenario's metrics",
  params: z.object({ teamId: z.uuid(), agentId: z.uuid(), scenarioId: z.uuid() }),
  query: windowQuery,
  data: metricsReportSchema,
});
