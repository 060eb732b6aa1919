import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import type { Config } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerAgentsRoutes } from './modules/agents/agents.routes.ts';
import { createAgentsService } from './modules/agents/agents.service.ts';
import { demoJob } from './modules/jobs/demo-job.ts';
import { registerJobsRoutes } from './modules/jobs/jobs.routes.ts';
import { createJobsService } from './modules/jobs/jobs.service.ts';
import { registerMetricsRoutes } from './modules/metrics/metrics.routes.ts';
import { createMetricsService } from './modules/metrics/metrics.service.ts';
import { registerModelsRoutes } from './modules/models/models.routes.ts';
import { createModelsService } from './modules/models/models.service.ts';
import { registerScenariosRoutes } from './modules/scenarios/scenarios.routes.ts';
import { createScenariosService } from './modules/scenarios/scenarios.service.ts';
import { registerAuthRoutes, sessionResolver } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { configuredProviders, type OAuthEndpoints } from './modules/auth/oauth-providers.ts';
import { createOAuthService } from './modules/auth/oauth.service.ts';
import { registerSystemRoutes } from './modules/system/system.routes.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { createCredentialsService } from './modules/teams/credentials.service.ts';
import { registerTeamsRoutes } from './modules/teams/teams.routes.ts';
import { createTeamsService } from './modules/teams/teams.service.ts';
import { registerUsersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createSecretBox } from './platform/crypto.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { registerCrossSiteProtection } from './platform/http/cross-site.ts';
import { registerConnectionDrain } from './platform/http/drain.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerRequestAuth } from './platform/http/request-auth.ts';
import { recordRoutes } from './platform/http/route-table.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { createSessionCookie } from './platform/http/session-cookie.ts';
import { registerSpa } from './platform/http/spa.ts';
import { requestIdFor } from './platform/logger.ts';
import { sweepExpired } from './platform/housekeeping.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createRateLimiter } from './platform/rate-limit.ts';

export interface AppDeps {
  /** The configuration, with `secretKey` resolved (main.ts generates one when it is not set). */
  config: Config;
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /** The built web app to serve; without it only the API and probes answer. */
  webDistDir?: string;
  /** Where the public identity providers live; tests point them at fakes on loopback. */
  oauthEndpoints?: OAuthEndpoints;
}

const BODY_LIMIT_BYTES = 1024 * 1024;
/** Every minute: mail due for another delivery, then rows that have served their purpose. */
export const MAINTENANCE_TASK = 'maintenance';

/** The whole HTTP application, used by main.ts and by every test. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  if (config.secretKey === undefined) throw new Error('buildApp needs the resolved SECRET_KEY');
  const secureOrigin = config.rootUrl.startsWith('https:');

  const app = Fastify({
    loggerInstance: deps.logger,
    genReqId: requestIdFor,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  recordRoutes(app);
  registerErrorHandling(app);
  registerConnectionDrain(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerSecurityHeaders(app, { secureOrigin });
  await app.register(cookie);
  registerCrossSiteProtection(app, { rootUrl: config.rootUrl });
  await registerOpenApi(app, packageJson.version);

  const db = database.db;
  const mailer = createMailer({
    db,
    relayUrl: config.smtpRelayUrl,
    fromAddress: `Parley <no-reply@${config.mailDomains[0] ?? 'localhost'}>`,
    logger: deps.logger,
  });
  app.addHook('onClose', () => mailer.idle());
  const rateLimiter = createRateLimiter(db);
  const secretBox = createSecretBox(config.secretKey);
  const users = createUsersService({ db, mailer, rateLimiter, secretBox, rootUrl: config.rootUrl });
  const auth = createAuthService({
    db,
    notifications: database.notifications,
    logger: deps.logger,
    users,
    rateLimiter,
  });
  const stopListening = await auth.listenForChanges();
  app.addHook('onClose', stopListening);
  const oauth = createOAuthService({
    db,
    providers: configuredProviders(config, deps.oauthEndpoints),
    users,
    auth,
  });
  const teams = createTeamsService({ db, users, mailer, rateLimiter, rootUrl: config.rootUrl });
  const credentials = createCredentialsService({ db, policy: teams, secretBox });
  const models = createModelsService({ config, teams, credentials, logger: deps.logger });
  const agents = createAgentsService({ db, config, teams, models });
  const scenarios = createScenariosService({ db, agents, teams });
  const metrics = createMetricsService({ db, teams, agents });
  const jobs = createJobsService({
    database,
    metrics,
    teams,
    logger: deps.logger,
    runWorkers: config.roles.includes('worker'),
  });
  jobs.define(demoJob);
  jobs.every(MAINTENANCE_TASK, '* * * * *', async () => {
    await mailer.retryDue();
    await sweepExpired(db);
  });
  const sessionCookie = createSessionCookie({ secure: secureOrigin });
  registerRequestAuth(app, sessionResolver(auth, sessionCookie));

  const system = createSystemService({ config, database });
  registerSystemRoutes(app, { system });
  registerUsersRoutes(app, { users });
  registerAuthRoutes(app, { auth, oauth, cookie: sessionCookie, rootUrl: config.rootUrl });
  registerTeamsRoutes(app, { teams, credentials });
  registerModelsRoutes(app, { models });
  registerAgentsRoutes(app, { agents });
  registerScenariosRoutes(app, { scenarios });
  registerMetricsRoutes(app, { metrics });
  registerJobsRoutes(app, { jobs, teams, agents, rateLimiter });

  await registerSpa(app, deps.webDistDir);
  await jobs.start();
  app.addHook('onClose', () => jobs.stop());
  return app;
}
