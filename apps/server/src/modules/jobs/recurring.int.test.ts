import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAINTENANCE_TASK } from '../../app.ts';
import { createLogger } from '../../platform/logger.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createJobsService } from './jobs.service.ts';

let database: TestDatabase | undefined;
let testApp: TestApp | undefined;
let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  await testApp?.close();
  await database?.destroy();
  stop = undefined;
  testApp = undefined;
  database = undefined;
});

const unused = () => {
  throw new Error('recurring tasks record no metrics and check no membership');
};

describe('recurring tasks', () => {
  it('are kept on their schedule in the database, and a queued run is worked at once', async () => {
    database = await createTestDatabase();
    const jobs = createJobsService({
      database,
      metrics: { start: unused, recordStep: unused, finish: unused },
      teams: { requireMember: unused },
      logger: createLogger('silent'),
      runWorkers: true,
    });
    const runs: number[] = [];
    jobs.every('sweep-test', '*/5 * * * *', () => {
      runs.push(Date.now());
      return Promise.resolve();
    });
    await jobs.start();
    stop = () => jobs.stop();

    const schedules = await database.db.execute<{ name: string; cron: string }>(
      sql`SELECT name, cron FROM pgboss.schedule`,
    );
    expect(schedules.rows).toEqual([{ name: 'sweep-test', cron: '*/5 * * * *' }]);

    expect(await jobs.runNow('sweep-test')).toBe(true);
    await vi.waitFor(
      () => {
        expect(runs).toHaveLength(1);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it('include the app’s maintenance, every minute', async () => {
    testApp = await buildTestApp();

    const schedules = await testApp.database.db.execute<{ name: string; cron: string }>(
      sql`SELECT name, cron FROM pgboss.schedule`,
    );

    expect(schedules.rows).toContainEqual({ name: MAINTENANCE_TASK, cron: '* * * * *' });
  });
});
