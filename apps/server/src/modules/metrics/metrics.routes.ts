import { getActionLog, getAgentMetrics, getScenarioMetrics, getTeamMetrics } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../../platform/http/operation-route.ts';
import type { MetricsService } from './metrics.service.ts';

export function registerMetricsRoutes(app: FastifyInstance, { metrics }: { metrics: MetricsService }): void {
  const userOf = async (request: { auth: { require(): Promise<{ userId: string }> } }) =>
    (await request.auth.require()).userId;

  registerOperation(app, getActionLog, async (request) =>
    metrics.actionLog(await userOf(request), request.params.metricId),
  );
  registerOperation(app, getTeamMetrics, async (request) =>
    metrics.teamReport(
      await userOf(request),
      request.params.teamId,
      request.query.hoursAgo,
      request.query.offset,
    ),
  );
  registerOperation(app, getAgentMetrics, async (request) =>
    metrics.agentReport(await userOf(request), request.params.teamId, request.params.agentId, request.query),
  );
  registerOperation(app, getScenarioMetrics, async (request) =>
    metrics.agentReport(await userOf(request), request.params.teamId, request.params.agentId, {
      hoursAgo: request.query.hoursAgo,
      offset: request.query.offset,
      scenarioIds: [request.params.scenarioId],
    }),
  );
}
