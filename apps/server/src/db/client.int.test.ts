import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from './client.ts';
import journal from './migrations/meta/_journal.json' with { type: 'json' };
import { systemSettings } from './schema/index.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the embedded database', () => {
  it('keeps its data across a restart and migrates only once', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'parley-db-'));
    const first = await openEmbeddedDatabase({ dataDir: dir });
    await first.db.insert(systemSettings).values({ key: 'installation', value: { name: 'kept' } });
    await first.close();

    const second = await openEmbeddedDatabase({ dataDir: dir });
    const rows = await second.db.select().from(systemSettings).where(eq(systemSettings.key, 'installation'));
    const migrations = await second.db.execute<{ count: number }>(
      'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
    );
    await second.close();

    expect(rows.map((row) => row.value)).toEqual([{ name: 'kept' }]);
    // Each migration is recorded once, however often the database is opened.
    expect(migrations.rows[0]?.count).toBe(journal.entries.length);
  });

  it('has pgvector, so search runs in vector mode', async () => {
    const database = await openEmbeddedDatabase({});
    const extension = await database.db.execute<{ extname: string }>(
      "SELECT extname FROM pg_extension WHERE extname = 'vector'",
    );
    await database.close();

    expect(database.searchMode).toBe('vector');
    expect(extension.rows).toHaveLength(1);
  });
});
