import { fromPglite, PgBoss } from 'pg-boss';
import type { QueueConnection } from '../../db/client.ts';

/** pg-boss keeps its tables in this schema, beside the product's. */
const SCHEMA = 'pgboss';

/**
 * The job queue on the product's own database: the embedded PGlite instance itself, or a small pool
 * of its own on a server. Queue statistics and heartbeats are checked every few seconds, so a backlog
 * is worked through without pauses and a job whose worker died is retried soon after its heartbeat
 * timeout.
 */
export function createQueue(connection: QueueConnection): PgBoss {
  const monitoring = {
    schema: SCHEMA,
    monitorIntervalSeconds: 2,
    superviseIntervalSeconds: 5,
    queueCacheIntervalSeconds: 2,
  };
  return connection.kind === 'embedded'
    ? new PgBoss({ db: fromPglite(connection.client), backend: 'pglite', ...monitoring })
    : new PgBoss({ connectionString: connection.connectionString, max: 4, ...monitoring });
}

/** Installs (or migrates) the queue's tables, e.g. into a template database. */
export async function installQueue(connection: QueueConnection): Promise<void> {
  const boss = createQueue(connection);
  await boss.start();
  await boss.stop({ graceful: false, close: connection.kind === 'server' });
}

/**
 * How workers fetch: a NOTIFY from `send` wakes them at once, a backlog makes them fetch without
 * pause, and a short poll is the backstop where NOTIFY is not available.
 */
export const WORKER_POLLING = {
  pollingIntervalSeconds: 0.5,
  notifyPollingIntervalSeconds: 5,
  burstWhenReadyExceeds: 1,
} as const;
