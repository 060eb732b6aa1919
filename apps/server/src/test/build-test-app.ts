import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config/env.ts';
import type { OAuthEndpoints } from '../modules/auth/oauth-providers.ts';
import { createLogger } from '../platform/logger.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  webDistDir?: string;
  /** Where log lines go; by default logging is off. */
  logDestination?: DestinationStream;
  /** Where the public identity providers live (a fake on loopback). */
  oauthEndpoints?: OAuthEndpoints;
}

/** The real app on a fresh database of its own, configured as a deployment would be. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-test-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
    LOG_LEVEL: options.logDestination === undefined ? 'silent' : 'info',
    ...options.env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    logger: createLogger(config.logLevel, options.logDestination),
    ...(options.webDistDir === undefined ? {} : { webDistDir: options.webDistDir }),
    ...(options.oauthEndpoints === undefined ? {} : { oauthEndpoints: options.oauthEndpoints }),
  });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
