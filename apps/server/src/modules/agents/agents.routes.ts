import {
  createAgent,
  deleteAgent,
  getAgent,
  getDefaultPrompts,
  listTeamAgents,
  setAgentStatus,
  updateAgent,
  validateAgentEmail,
} from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../../platform/http/operation-route.ts';
import type { AgentsService } from './agents.service.ts';

export function registerAgentsRoutes(app: FastifyInstance, { agents }: { agents: AgentsService }): void {
  const userOf = async (request: { auth: { require(): Promise<{ userId: string }> } }) =>
    (await request.auth.require()).userId;

  registerOperation(app, createAgent, async (request) => agents.create(await userOf(request), request.body));
  registerOperation(app, getAgent, async (request) => agents.get(await userOf(request), request.params.id));
  registerOperation(app, updateAgent, async (request) =>
    agents.update(await userOf(request), request.params.id, request.body),
  );
  registerOperation(app, deleteAgent, async (request) => {
    await agents.remove(await userOf(request), request.params.id);
    return {};
  });
  registerOperation(app, listTeamAgents, async (request) =>
    agents.list(await userOf(request), request.params.teamId),
  );
  registerOperation(app, setAgentStatus, async (request) =>
    agents.setStatus(await userOf(request), request.params.id, request.body.status),
  );
  registerOperation(app, validateAgentEmail, async (request) => {
    await userOf(request);
    return agents.validateEmail(request.params.email, request.query.agentId);
  });
  registerOperation(app, getDefaultPrompts, async (request) => {
    await userOf(request);
    return agents.defaultPrompts();
  });
}
