import type { Goal, Scenario } from '@parley/contract';
import type { z } from 'zod';
import type { createScenarioBody, updateScenarioBody } from '@parley/contract';
import type { Database } from '../../db/client.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import type { AgentsService } from '../agents/agents.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import { createScenariosRepository, type GoalRow, type ScenarioRow } from './scenarios.repository.ts';

type ScenarioPatch = z.output<typeof updateScenarioBody>;
type NewScenario = z.output<typeof createScenarioBody>;

const noSuchScenario = () => new AppError('not_found', 'There is no such scenario.');
const noSuchGoal = () => new AppError('not_found', 'There is no such goal.');

const toGoal = (row: GoalRow): Goal => ({
  id: row.id,
  scenarioId: row.scenarioId,
  description: row.description,
  successCriteria: row.successCriteria,
  position: row.position,
});

function toScenario(row: ScenarioRow, goals: GoalRow[]): Scenario {
  return {
    id: row.id,
    agentId: row.agentId,
    name: row.name,
    description: row.description,
    instructions: row.instructions,
    exampleMessages: row.exampleMessages,
    conditions: { senderContains: row.senderContains, subjectContains: row.subjectContains },
    answerPolicy: row.answerPolicy,
    handoffTo: row.handoffTo,
    priority: row.priority,
    enabled: row.enabled,
    goals: goals.filter((goal) => goal.scenarioId === row.id).map(toGoal),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns a scenario patch sets. */
function columnsOf(patch: ScenarioPatch) {
  const { conditions, ...rest } = patch;
  return {
    ...rest,
    ...(conditions === undefined
      ? {}
      : { senderContains: conditions.senderContains, subjectContains: conditions.subjectContains }),
  };
}

export function createScenariosService({
  db,
  agents,
  teams,
}: {
  db: Database;
  agents: Pick<AgentsService, 'requireAgent'>;
  teams: Pick<TeamsService, 'listUsers'>;
}) {
  const repository = createScenariosRepository(db);

  /** A scenario the user may act on: one of an agent of one of their teams. */
  async function requireScenario(userId: string, scenarioId: string) {
    const scenario = await repository.find(scenarioId);
    if (scenario === undefined) throw noSuchScenario();
    try {
      return { scenario, agent: await agents.requireAgent(userId, scenario.agentId) };
    } catch {
      throw noSuchScenario();
    }
  }

  async function requireGoal(userId: string, goalId: string) {
    const goal = await repository.findGoal(goalId);
    if (goal === undefined) throw noSuchGoal();
    try {
      await requireScenario(userId, goal.scenarioId);
    } catch {
      throw noSuchGoal();
    }
    return goal;
  }

  /** People handed a conversation over must be members of the agent's team. */
  async function assertHandoff(
    userId: string,
    teamId: string,
    handoffTo: string[] | undefined,
  ): Promise<void> {
    if (handoffTo === undefined || handoffTo.length === 0) return;
    const members = new Set((await teams.listUsers(userId, teamId)).map((person) => person.email));
    const index = handoffTo.findIndex((email) => !members.has(email));
    if (index !== -1) throw invalidField(`body.handoffTo.${index}`, 'is not a member of this team');
  }

  async function withGoals(row: ScenarioRow): Promise<Scenario> {
    return toScenario(row, await repository.goalsOf([row.id]));
  }

  return {
    async create(userId: string, input: NewScenario): Promise<Scenario> {
      const agent = await agents.requireAgent(userId, input.agentId);
      await assertHandoff(userId, agent.teamId, input.handoffTo);
      const row = await repository.insert({
        agentId: agent.id,
        answerPolicy: 'REPLY',
        ...columnsOf(input),
        name: input.name,
      });
      return toScenario(row, []);
    },

    async get(userId: string, scenarioId: string): Promise<Scenario> {
      return withGoals((await requireScenario(userId, scenarioId)).scenario);
    },

    async listByAgent(userId: string, agentId: string): Promise<Scenario[]> {
      const agent = await agents.requireAgent(userId, agentId);
      const rows = await repository.listByAgent(agent.id);
      const goals = await repository.goalsOf(rows.map((row) => row.id));
      return rows.map((row) => toScenario(row, goals));
    },

    async update(userId: string, scenarioId: string, patch: ScenarioPatch): Promise<Scenario> {
      const { agent } = await requireScenario(userId, scenarioId);
      await assertHandoff(userId, agent.teamId, patch.handoffTo);
      if (patch.answerPolicy === 'HANDOFF' && patch.handoffTo?.length === 0) {
        throw invalidField('body.handoffTo', 'needs at least one person to hand over to');
      }
      const row = await repository.update(scenarioId, columnsOf(patch));
      if (row === undefined) throw noSuchScenario();
      return withGoals(row);
    },

    async remove(userId: string, scenarioId: string): Promise<void> {
      await requireScenario(userId, scenarioId);
      await repository.delete(scenarioId);
    },

    async listGoals(userId: string, scenarioId: string): Promise<Goal[]> {
      await requireScenario(userId, scenarioId);
      return (await repository.goalsOf([scenarioId])).map(toGoal);
    },

    async addGoal(
      userId: string,
      scenarioId: string,
      input: { description: string; successCriteria: string },
    ): Promise<Goal> {
      await requireScenario(userId, scenarioId);
      return toGoal(await repository.appendGoal(scenarioId, input));
    },

    async updateGoal(
      userId: string,
      goalId: string,
      patch: { description?: string | undefined; successCriteria?: string | undefined },
    ): Promise<Goal> {
      await requireGoal(userId, goalId);
      const row = await repository.updateGoal(goalId, {
        ...(patch.description === undefined ? {} : { description: patch.description }),
        ...(patch.successCriteria === undefined ? {} : { successCriteria: patch.successCriteria }),
      });
      if (row === undefined) throw noSuchGoal();
      return toGoal(row);
    },

    async removeGoal(userId: string, goalId: string): Promise<void> {
      await requireGoal(userId, goalId);
      await repository.deleteGoal(goalId);
    },

    /** Reorders a scenario's goals; the list must name each of them exactly once. */
    async reorderGoals(userId: string, scenarioId: string, goalIds: string[]): Promise<Goal[]> {
      await requireScenario(userId, scenarioId);
      const current = await repository.goalsOf([scenarioId]);
      const same =
        goalIds.length === current.length &&
        new Set(goalIds).size === goalIds.length &&
        current.every((goal) => goalIds.includes(goal.id));
      if (!same) throw invalidField('body.goalIds', "must list each of the scenario's goals exactly once");
      await repository.reorderGoals(goalIds);
      return (await repository.goalsOf([scenarioId])).map(toGoal);
    },
  };
}

export type ScenariosService = ReturnType<typeof createScenariosService>;
