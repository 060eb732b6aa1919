import { listModelProviders, listModels } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../../platform/http/operation-route.ts';
import type { ModelsService } from './models.service.ts';

export function registerModelsRoutes(app: FastifyInstance, { models }: { models: ModelsService }): void {
  registerOperation(app, listModelProviders, async (request) => {
    const { userId } = await request.auth.require();
    return models.listProviders(userId, request.query.teamId);
  });
  registerOperation(app, listModels, async (request) => {
    const { userId } = await request.auth.require();
    return models.listModels(
      userId,
      request.query.teamId,
      request.params.provider,
      request.query.credentialId,
    );
  });
}
