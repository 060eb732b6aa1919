import {
  createGoal,
  createScenario,
  deleteGoal,
  deleteScenario,
  getScenario,
  listAgentScenarios,
  listGoals,
  reorderGoals,
  updateGoal,
  updateScenario,
} from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../../platform/http/operation-route.ts';
import type { ScenariosService } from './scenarios.service.ts';

export function registerScenariosRoutes(
  app: FastifyInstance,
  { scenarios }: { scenarios: ScenariosService },
): void {
  const userOf = async (request: { auth: { require(): Promise<{ userId: string }> } }) =>
    (await request.auth.require()).userId;

  registerOperation(app, createScenario, async (request) =>
    scenarios.create(await userOf(request), request.body),
  );
  registerOperation(app, getScenario, async (request) =>
    scenarios.get(await userOf(request), request.params.id),
  );
  registerOperation(app, updateScenario, async (request) =>
    scenarios.update(await userOf(request), request.params.id, request.body),
  );
  registerOperation(app, deleteScenario, async (request) => {
    await scenarios.remove(await userOf(request), request.params.id);
    return {};
  });
  registerOperation(app, listAgentScenarios, async (request) =>
    scenarios.listByAgent(await userOf(request), request.params.id),
  );
  registerOperation(app, listGoals, async (request) =>
    scenarios.listGoals(await userOf(request), request.params.scenarioId),
  );
  registerOperation(app, createGoal, async (request) =>
    scenarios.addGoal(await userOf(request), request.params.scenarioId, request.body),
  );
  registerOperation(app, updateGoal, async (request) =>
    scenarios.updateGoal(await userOf(request), request.params.goalId, request.body),
  );
  registerOperation(app, deleteGoal, async (request) => {
    await scenarios.removeGoal(await userOf(request), request.params.goalId);
    return {};
  });
  registerOperation(app, reorderGoals, async (request) =>
    scenarios.reorderGoals(await userOf(request), request.params.scenarioId, request.body.goalIds),
  );
}
