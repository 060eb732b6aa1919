import { z } from 'zod';
import { defineOperation } from '../operation.ts';
import { timestampField } from './fields.ts';

export const JOB_STATUSES = [
  'pending',
  'active',
  'complete',
  'error',
  'cancel_requested',
  'canceled',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Spec §3 Job. */
export const jobSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(JOB_STATUSES),
    statusDescription: z.string().nullable(),
    errorMessage: z.string().nullable(),
    createdAt: timestampField,
    completedAt: timestampField.nullable(),
    totalTasksCount: z.number().int(),
    totalTasksCompleteCount: z.number().int(),
    metricId: z.string(),
    teamId: z.string(),
    agentId: z.string().nullable(),
    agentName: z.string().nullable(),
    teamName: z.string(),
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

export const ACTIVE_JOBS_LIMIT = 10;

export const listActiveJobs = defineOperation({
  operationId: 'listActiveJobs',
  method: 'GET',
  path: '/jobs/active',
  tags: ['jobs'],
  summary: "Jobs of the user's teams: active and pending first, then the most recent finished ones",
  query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(ACTIVE_JOBS_LIMIT) }),
  data: z.object({ jobs: z.array(jobSchema) }),
});

export const cancelJob = defineOperation({
  operationId: 'cancelJob',
  method: 'POST',
  path: '/jobs/{jobId}/cancel',
  tags: ['jobs'],
  summary: 'Cancel a job',
  description:
    'A pending job is canceled at once; an active one becomes cancel_requested and stops at its next check. A finished job answers 409.',
  params: z.object({ jobId: z.uuid() }),
  data: jobSchema,
});

export const getJobByMetric = defineOperation({
  operationId: 'getJobByMetric',
  method: 'GET',
  path: '/jobs/metric/{metricId}',
  tags: ['jobs'],
  summary: 'The job a metric belongs to',
  params: z.object({ metricId: z.uuid() }),
  data: jobSchema,
});

export const startDemoJob = defineOperation({
  operationId: 'startDemoJob',
  method: 'POST',
  path: '/teams/{teamId}/jobs/demo',
  tags: ['jobs'],
  summary: 'Start a demo job that works through a number of short tasks',
  description: 'For trying the job centre (progress, cancel) without side effects.',
  params: z.object({ teamId: z.uuid() }),
  body: z.object({
    tasks: z.number().int().min(1).max(100).default(10),
    taskMs: z.number().int().min(10).max(60_000).default(1000),
    /** Fail on this task (1-based) on the first attempt, to show a retry. */
    failOnTask: z.number().int().min(1).max(100).optional(),
    /** Run it for one of the team's agents (it then shows in that agent's logs and metrics). */
    agentId: z.uuid().optional(),
  }),
  data: jobSchema,
});
