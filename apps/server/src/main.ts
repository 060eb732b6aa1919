import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config/env.ts';
import { openEmbeddedDatabase, openServerDatabase, type DatabaseHandle } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './platform/data-dir-lock.ts';
import { createLogger } from './platform/logger.ts';
import { createShutdown } from './platform/shutdown.ts';
import { resolveSecretKey } from './platform/secret-key.ts';

const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../web/dist');
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const logger = createLogger(config.logLevel);

async function openDatabase(): Promise<{ database: DatabaseHandle; release: () => Promise<void> }> {
  if (config.databaseUrl !== undefined) {
    return { database: await openServerDatabase(config.databaseUrl), release: () => Promise.resolve() };
  }
  const release = await lockDataDir(config.dataDir, (error) => {
    logger.fatal({ err: error }, 'lost the lock on the data directory; stopping to protect the database');
    process.exit(1);
  });
  try {
    return {
      database: await openEmbeddedDatabase({ dataDir: path.join(config.dataDir, 'pgdata') }),
      release,
    };
  } catch (error) {
    await release();
    throw error;
  }
}

async function start(): Promise<void> {
  const startedAt = performance.now();
  const { database, release } = await openDatabase();
  const secretKey = await resolveSecretKey(config.secretKey, config.dataDir);
  const app = await buildApp({
    config: { ...config, secretKey },
    database,
    logger,
    webDistDir: WEB_DIST_DIR,
  });

  const shutdown = createShutdown({ app, resources: [() => database.close(), release], logger });
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    signalled = true;
    setTimeout(() => {
      logger.error('in-flight work did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  if (config.roles.includes('web')) {
    await app.listen({ port: config.port, host: config.host });
  } else {
    await app.ready();
  }
  logger.info(
    {
      roles: config.roles,
      database: database.kind,
      searchMode: database.searchMode,
      url: config.roles.includes('web') ? config.rootUrl : undefined,
      startupMs: Math.round(performance.now() - startedAt),
    },
    'Parley is running',
  );
}

start().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    logger.fatal({ err: error }, 'Parley could not start');
  }
  process.exit(1);
});
