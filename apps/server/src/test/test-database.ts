import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openEmbeddedDatabase, openServerDatabase, type DatabaseHandle } from '../db/client.ts';
import { TEMPLATE_DATABASE, withDatabaseName } from './database-names.ts';

export type TestDatabase = DatabaseHandle & { destroy(): Promise<void> };

/**
 * A fresh, migrated database of its own: a PGlite copy of the run's template, or, when
 * TEST_DATABASE_URL is set, a new database on that server copied from the template database.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('serverDatabaseUrl');
  if (serverUrl !== undefined && serverUrl !== '') return createServerTestDatabase(serverUrl);
  const dump = new Blob([await readFile(inject('pgliteTemplate'))]);
  const handle = await openEmbeddedDatabase({ loadDataDir: dump });
  const close = closeOnce(handle);
  return { ...handle, close, destroy: close };
}

/** Tests may close a database themselves (to see the app notice) before the file's teardown does. */
function closeOnce(handle: DatabaseHandle): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= handle.close());
}

async function createServerTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `parley_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  const handle = await openServerDatabase(withDatabaseName(adminUrl, name), { migrate: false });
  const close = closeOnce(handle);
  return {
    ...handle,
    close,
    destroy: async () => {
      await close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
