import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents, scenarios } from './agents.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/** One measured action: an e-mail answered or not, an ingestion, a learning run, a voice session, a job. */
export const metrics = pgTable(
  'metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    scenarioId: uuid('scenario_id').references(() => scenarios.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    outcome: text('outcome', {
      enum: ['running', 'answered', 'not_answered', 'completed', 'canceled', 'error'],
    }).notNull(),
    /** Why a message was not answered (spec §3), or what else stopped the action. */
    reason: text('reason'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    latencyMs: integer('latency_ms'),
    tokensIn: integer('tokens_in').notNull().default(0),
    tokensOut: integer('tokens_out').notNull().default(0),
    costUsd: doublePrecision('cost_usd').notNull().default(0),
  },
  (table) => [
    index('metrics_team_started_idx').on(table.teamId, table.startedAt),
    index('metrics_agent_started_idx').on(table.agentId, table.startedAt),
  ],
);

/** The steps of a metric's action, in order, with their timing and details. */
export const actionLogSteps = pgTable(
  'action_log_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    metricId: uuid('metric_id')
      .notNull()
      .references(() => metrics.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['ok', 'error', 'info', 'skipped'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    details: jsonb('details').notNull().$type<Record<string, unknown>>().default({}),
  },
  (table) => [uniqueIndex('action_log_steps_position_unique').on(table.metricId, table.position)],
);

/** A user-visible job (spec §3 Job); pg-boss runs it, this row is what people see and cancel. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    status: text('status', {
      enum: ['pending', 'active', 'complete', 'error', 'cancel_requested', 'canceled'],
    }).notNull(),
    statusDescription: text('status_description'),
    errorMessage: text('error_message'),
    totalTasksCount: integer('total_tasks_count').notNull().default(0),
    totalTasksCompleteCount: integer('total_tasks_complete_count').notNull().default(0),
    metricId: uuid('metric_id')
      .notNull()
      .references(() => metrics.id),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    idempotencyKey: text('idempotency_key'),
    queueJobId: text('queue_job_id'),
    attempts: integer('attempts').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_team_created_idx').on(table.teamId, table.createdAt),
    uniqueIndex('jobs_open_idempotency_unique')
      .on(table.kind, table.idempotencyKey)
      .where(sql`${table.status} IN ('pending', 'active', 'cancel_requested')`),
  ],
);
