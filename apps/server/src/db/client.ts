import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { SearchMode } from '@parley/contract';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import pg from 'pg';
import { embeddedNotifications, serverNotifications, type Notifications } from './notifications.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers answer raw queries with `rows`; this says so to `db.execute`. */
export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>;
}
interface RowsResult<Row> {
  rows: Row[];
}
/** One Drizzle type over both drivers: repositories never know which database they talk to. */
export type Database = PgDatabase<RowsResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'server';
  /** 'vector' when pgvector is available, else embeddings are ranked exactly. */
  searchMode: SearchMode;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Embedded only: the whole cluster as a tarball, which `loadDataDir` opens again. */
  dump?: () => Promise<Blob>;
  /** How the job queue (pg-boss) reaches the same database. */
  queueConnection: QueueConnection;
  /** LISTEN/NOTIFY between the nodes that share this database. */
  notifications: Notifications;
}

/** pg-boss shares the embedded PGlite instance, or opens its own pool to the server. */
export type QueueConnection =
  { kind: 'embedded'; client: PGlite } | { kind: 'server'; connectionString: string };

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Held while migrating so that several server nodes starting together migrate once. */
const MIGRATION_LOCK_ID = 7_245_310_001;

export interface EmbeddedOptions {
  /** Directory of the PGlite cluster; omitted means in memory. */
  dataDir?: string;
  /** A dump from `PGlite.dumpDataDir` to start from (used by tests to clone a migrated database). */
  loadDataDir?: Blob | File;
}

/** Opens PGlite (with pgvector), applies pending migrations and returns the handle. */
export async function openEmbeddedDatabase(options: EmbeddedOptions): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
    extensions: { vector },
  });
  try {
    await client.exec('CREATE EXTENSION IF NOT EXISTS vector');
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'embedded',
      searchMode: 'vector',
      ping: async () => {
        await client.query('SELECT 1');
      },
      close: () => client.close(),
      dump: () => client.dumpDataDir('none'),
      queueConnection: { kind: 'embedded', client },
      notifications: embeddedNotifications(client),
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/** Connects to a PostgreSQL server, applies pending migrations under an advisory lock. */
export async function openServerDatabase(
  url: string,
  options: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  try {
    const searchMode = await prepareServer(pool, options.migrate ?? true);
    const notifications = serverNotifications(pool, url);
    return {
      db: drizzlePg(pool, { schema }),
      kind: 'server',
      searchMode,
      ping: async () => {
        await pool.query('SELECT 1');
      },
      close: async () => {
        await notifications.close();
        await pool.end();
      },
      queueConnection: { kind: 'server', connectionString: url },
      notifications,
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

async function prepareServer(pool: pg.Pool, runMigrations: boolean): Promise<SearchMode> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      const searchMode = await ensureVectorExtension(client);
      if (runMigrations) await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      return searchMode;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

/** pgvector is optional on a server: without it, search ranks stored embeddings exactly. */
async function ensureVectorExtension(client: pg.PoolClient): Promise<SearchMode> {
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS vector');
    return 'vector';
  } catch {
    const installed = await client.query("SELECT 1 FROM pg_extension WHERE extname = 'vector'");
    return installed.rowCount === 0 ? 'exact' : 'vector';
  }
}
