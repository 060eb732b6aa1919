import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openEmbeddedDatabase, openServerDatabase } from '../db/client.ts';
import { installQueue } from '../platform/jobs/queue.ts';
import { TEMPLATE_DATABASE, withDatabaseName } from './database-names.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated PGlite cluster; each test file opens its own copy. */
    pgliteTemplate: string;
    /** Set when integration tests run against a PostgreSQL server. */
    serverDatabaseUrl: string | undefined;
  }
}

/**
 * Creating and migrating a database takes seconds, so it happens once per run: PGlite is dumped to
 * a file that every test file loads; on a server a template database is made that each file copies.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'parley-test-template-'));
  const templateFile = path.join(dir, 'pglite.tar');
  const embedded = await openEmbeddedDatabase({});
  await installQueue(embedded.queueConnection);
  const dump = await embedded.dump?.();
  await embedded.close();
  if (dump === undefined) throw new Error('the embedded database could not be dumped');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', templateFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  project.provide('serverDatabaseUrl', serverUrl);
  if (serverUrl !== undefined && serverUrl !== '') await createServerTemplate(serverUrl);

  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

async function createServerTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const template = await openServerDatabase(withDatabaseName(adminUrl, TEMPLATE_DATABASE));
  await installQueue(template.queueConnection);
  await template.close();
}
