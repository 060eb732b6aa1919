import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import type { Config } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerSystemRoutes } from './modules/system/system.routes.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { registerUsersRoutes } from './modules/users/users.routes.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { registerConnectionDrain } from './platform/http/drain.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerSpa } from './platform/http/spa.ts';
import { requestIdFor } from './platform/logger.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /** The built web app to serve; without it only the API and probes answer. */
  webDistDir?: string;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** The whole HTTP application, used by main.ts and by every test. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger,
    genReqId: requestIdFor,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerConnectionDrain(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, { secureOrigin: deps.config.rootUrl.startsWith('https:') });
  await registerOpenApi(app, packageJson.version);

  const system = createSystemService({ config: deps.config, database: deps.database });
  registerSystemRoutes(app, { system });
  registerUsersRoutes(app);

  await registerSpa(app, deps.webDistDir);
  return app;
}
