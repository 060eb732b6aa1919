import { z } from 'zod';
import { defineOperation } from '../operation.ts';
import { emptyData, timestampField } from './fields.ts';

export const ANSWER_POLICIES = ['REPLY', 'DRAFT', 'IGNORE', 'HANDOFF'] as const;
export type AnswerPolicy = (typeof ANSWER_POLICIES)[number];

export const goalSchema = z
  .object({
    id: z.string(),
    scenarioId: z.string(),
    description: z.string(),
    /** How to tell the goal is achieved. */
    successCriteria: z.string(),
    position: z.number().int(),
  })
  .meta({ id: 'Goal' });
export type Goal = z.infer<typeof goalSchema>;

const optionalPattern = z.string().trim().max(200).nullable();

export const scenarioSettingsSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  /** When the scenario applies, in words. */
  description: z.string().trim().max(5000),
  /** How to handle a message in this scenario. */
  instructions: z.string().trim().max(20_000),
  exampleMessages: z.array(z.string().trim().min(1).max(5000)).max(20),
  conditions: z.object({
    /** Only for senders whose address contains this text. */
    senderContains: optionalPattern,
    /** Only for subjects that contain this text. */
    subjectContains: optionalPattern,
  }),
  answerPolicy: z.enum(ANSWER_POLICIES),
  /** Team members told when the policy is HANDOFF. */
  handoffTo: z.array(z.string().trim().toLowerCase().pipe(z.email('must be an e-mail address'))).max(50),
  /** Higher wins when several scenarios match. */
  priority: z.number().int().min(0, 'must be between 0 and 100').max(100, 'must be between 0 and 100'),
  enabled: z.boolean(),
});

export const scenarioSchema = scenarioSettingsSchema
  .extend({
    id: z.string(),
    agentId: z.string(),
    goals: z.array(goalSchema),
    createdAt: timestampField,
    updatedAt: timestampField,
  })
  .meta({ id: 'Scenario' });
export type Scenario = z.infer<typeof scenarioSchema>;

export const createScenarioBody = scenarioSettingsSchema
  .partial()
  .extend({ agentId: z.uuid(), name: scenarioSettingsSchema.shape.name });

export const createScenario = defineOperation({
  operationId: 'createScenario',
  method: 'POST',
  path: '/scenarios',
  tags: ['scenarios'],
  summary: 'Add a scenario to an agent',
  body: createScenarioBody,
  data: scenarioSchema,
});

const scenarioParams = z.object({ id: z.uuid() });

export const getScenario = defineOperation({
  operationId: 'getScenario',
  method: 'GET',
  path: '/scenarios/{id}',
  tags: ['scenarios'],
  summary: 'One scenario with its goals in order',
  params: scenarioParams,
  data: scenarioSchema,
});

export const updateScenarioBody = scenarioSettingsSchema.partial();

export const updateScenario = defineOperation({
  operationId: 'updateScenario',
  method: 'PUT',
  path: '/scenario/{id}',
  tags: ['scenarios'],
  summary: 'Change a scenario (fields left out keep their value)',
  params: scenarioParams,
  body: updateScenarioBody,
  data: scenarioSchema,
});

export const deleteScenario = defineOperation({
  operationId: 'deleteScenario',
  method: 'DELETE',
  path: '/scenario/{id}',
  tags: ['scenarios'],
  summary: 'Delete a scenario and its goals',
  params: scenarioParams,
  data: emptyData,
});

export const listAgentScenarios = defineOperation({
  operationId: 'listAgentScenarios',
  method: 'GET',
  path: '/agent/{id}/scenarios',
  tags: ['scenarios'],
  summary: "An agent's scenarios, highest priority first",
  params: z.object({ id: z.uuid() }),
  data: z.array(scenarioSchema),
});

const goalFields = z.object({
  description: z.string().trim().min(1, 'is required').max(2000),
  successCriteria: z.string().trim().max(2000).default(''),
});
const scenarioGoalsParams = z.object({ scenarioId: z.uuid() });

export const listGoals = defineOperation({
  operationId: 'listGoals',
  method: 'GET',
  path: '/scenarios/{scenarioId}/goals',
  tags: ['scenarios'],
  summary: "A scenario's goals, in order",
  params: scenarioGoalsParams,
  data: z.array(goalSchema),
});

export const createGoal = defineOperation({
  operationId: 'createGoal',
  method: 'POST',
  path: '/scenarios/{scenarioId}/goals',
  tags: ['scenarios'],
  summary: 'Add a goal at the end of a scenario’s list',
  params: scenarioGoalsParams,
  body: goalFields,
  data: goalSchema,
});

export const updateGoal = defineOperation({
  operationId: 'updateGoal',
  method: 'PUT',
  path: '/goals/{goalId}',
  tags: ['scenarios'],
  summary: 'Change a goal',
  params: z.object({ goalId: z.uuid() }),
  body: goalFields.partial(),
  data: goalSchema,
});

export const deleteGoal = defineOperation({
  operationId: 'deleteGoal',
  method: 'DELETE',
  path: '/goals/{goalId}',
  tags: ['scenarios'],
  summary: 'Delete a goal',
  params: z.object({ goalId: z.uuid() }),
  data: emptyData,
});

export const reorderGoals = defineOperation({
  operationId: 'reorderGoals',
  method: 'PUT',
  path: '/scenarios/{scenarioId}/goals/order',
  tags: ['scenarios'],
  summary: "Put a scenario's goals in a new order",
  description: '`goalIds` must name every goal of the scenario exactly once.',
  params: scenarioGoalsParams,
  body: z.object({ goalIds: z.array(z.uuid()).max(200) }),
  data: z.array(goalSchema),
});
