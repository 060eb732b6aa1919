import type { AgentSettings } from '@parley/contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams } from './teams.ts';

/** An agent: its settings live in columns where queries need them, the rest as typed JSON. */
export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['RUNNING', 'STOPPED'] })
      .notNull()
      .default('STOPPED'),
    /** Lower-cased; unique across the deployment; null when there is no mail domain. */
    emailAddress: text('email_address'),
    description: text('description').notNull().default(''),
    persona: text('persona').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    language: text('language').notNull(),
    tone: text('tone').notNull(),
    signature: text('signature').notNull().default(''),
    model: jsonb('model').notNull().$type<AgentSettings['model']>(),
    embeddingModel: jsonb('embedding_model').$type<AgentSettings['embeddingModel']>(),
    voice: text('voice').notNull(),
    audience: jsonb('audience').notNull().$type<AgentSettings['audience']>(),
    senderPolicy: jsonb('sender_policy').notNull().$type<AgentSettings['senderPolicy']>(),
    capabilities: jsonb('capabilities').notNull().$type<AgentSettings['capabilities']>(),
    maxRepliesPerSenderPerHour: integer('max_replies_per_sender_per_hour').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('agents_email_address_unique').on(table.emailAddress),
    index('agents_team_idx').on(table.teamId),
  ],
);

export const scenarios = pgTable(
  'scenarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    exampleMessages: jsonb('example_messages').notNull().$type<string[]>().default([]),
    senderContains: text('sender_contains'),
    subjectContains: text('subject_contains'),
    answerPolicy: text('answer_policy', { enum: ['REPLY', 'DRAFT', 'IGNORE', 'HANDOFF'] }).notNull(),
    handoffTo: jsonb('handoff_to').notNull().$type<string[]>().default([]),
    priority: integer('priority').notNull().default(50),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('scenarios_agent_idx').on(table.agentId)],
);

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    successCriteria: text('success_criteria').notNull().default(''),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('goals_scenario_idx').on(table.scenarioId, table.position)],
);
