import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.destroy();
  database = undefined;
});

describe('notifications between nodes', () => {
  it('reach every subscriber of the channel, and no longer one that stopped', async () => {
    database = await createTestDatabase();
    const { notifications } = database;
    const first: string[] = [];
    const second: string[] = [];
    const other: string[] = [];
    const stopFirst = await notifications.subscribe('parley_test_a', (payload) => first.push(payload));
    await notifications.subscribe('parley_test_a', (payload) => second.push(payload));
    await notifications.subscribe('parley_test_b', (payload) => other.push(payload));

    await notifications.publish('parley_test_a', 'one');
    await vi.waitFor(() => {
      expect([first, second]).toEqual([['one'], ['one']]);
    });
    await stopFirst();
    await notifications.publish('parley_test_a', 'two');

    await vi.waitFor(() => {
      expect(second).toEqual(['one', 'two']);
    });
    expect(first).toEqual(['one']);
    expect(other).toEqual([]);
  });

  it('keep arriving after the listening connection was cut (on a server)', async () => {
    database = await createTestDatabase();
    const { notifications } = database;
    const received: string[] = [];
    await notifications.subscribe('parley_test_c', (payload) => received.push(payload));
    // An embedded database has no connection to lose; on a server, cut the listener's.
    if (database.kind === 'server') {
      await database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
      );
    }

    await vi.waitFor(
      async () => {
        await notifications.publish('parley_test_c', 'after');
        expect(received).toContain('after');
      },
      { timeout: 5000, interval: 250 },
    );
  });
});
