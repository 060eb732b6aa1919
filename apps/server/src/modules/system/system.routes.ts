import { getSystemConfiguration } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { registerOperation } from '../../platform/http/operation-route.ts';
import type { SystemService } from './system.service.ts';

const statusSchema = z.object({ data: z.object({ status: z.literal('ok') }) });

export function registerSystemRoutes(app: FastifyInstance, { system }: { system: SystemService }): void {
  registerOperation(app, getSystemConfiguration, () => Promise.resolve(system.getConfiguration()));

  // Probes for process supervisors and load balancers; not part of the product API.
  app.get('/healthz', { schema: { hide: true, response: { 200: statusSchema } } }, () => ({
    data: { status: 'ok' as const },
  }));
  app.get('/readyz', { schema: { hide: true, response: { 200: statusSchema } } }, async () => {
    if (!(await system.isReady())) throw new AppError('not_ready', 'The database is not reachable.');
    return { data: { status: 'ok' as const } };
  });
}
