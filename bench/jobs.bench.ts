// Jobs completed per second for no-op jobs, through Parley's job engine (a job record, a metric and
// its action log per job) and, as the baseline in the same run, through bare pg-boss on the same
// database: on the embedded database and, when one answers on 127.0.0.1:5432, on a PostgreSQL
// server; with 1 and 4 worker loops.
import { createConnection } from 'node:net';
import pg from 'pg';
import type { PgBoss } from 'pg-boss';
import {
  openEmbeddedDatabase,
  openServerDatabase,
  type DatabaseHandle,
} from '../apps/server/src/db/client.ts';
import { teams } from '../apps/server/src/db/schema/index.ts';
import { createJobsService } from '../apps/server/src/modules/jobs/jobs.service.ts';
import { createMetricsService } from '../apps/server/src/modules/metrics/metrics.service.ts';
import { createLogger } from '../apps/server/src/platform/logger.ts';
import { createQueue, installQueue, WORKER_POLLING } from '../apps/server/src/platform/jobs/queue.ts';

const JOBS = 200;
const SERVER_URL = 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DATABASE = 'parley_bench_jobs';
const logger = createLogger('silent');
const refuse = () => Promise.reject(new Error('not used by the benchmark'));

async function until(done: () => Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Jobs per second through Parley's engine. */
async function engineRate(database: DatabaseHandle, workerLoops: number): Promise<number> {
  const [team] = await database.db.insert(teams).values({ name: 'Bench' }).returning();
  const teamId = team?.id ?? '';
  const metrics = createMetricsService({
    db: database.db,
    teams: { requireMember: refuse },
    agents: { requireAgent: refuse },
  });
  let completed = 0;
  const jobs = createJobsService({
    database,
    metrics,
    teams: { requireMember: refuse },
    logger,
    runWorkers: true,
    workerLoops,
  });
  const kind = `noop_${workerLoops}_${Date.now()}`;
  jobs.define({
    name: kind,
    attempts: 1,
    retryDelaySeconds: 1,
    timeoutSeconds: 60,
    run: () => Promise.resolve(void (completed += 1)),
  });
  await jobs.start();
  const started = performance.now();
  for (let index = 0; index < JOBS; index += 1) await jobs.enqueue(kind, {}, { teamId, name: 'No-op' });
  await until(() => Promise.resolve(completed >= JOBS));
  const seconds = (performance.now() - started) / 1000;
  await jobs.stop();
  return JOBS / seconds;
}

/** Jobs per second through bare pg-boss, the baseline. */
async function bareRate(database: DatabaseHandle, workerLoops: number): Promise<number> {
  const queue: PgBoss = createQueue(database.queueConnection);
  await queue.start();
  const name = `bare_${workerLoops}_${Date.now()}`;
  await queue.createQueue(name, { notify: true });
  let completed = 0;
  await queue.work(name, { ...WORKER_POLLING, batchSize: 1, localConcurrency: workerLoops }, () => {
    completed += 1;
    return Promise.resolve();
  });
  const started = performance.now();
  for (let index = 0; index < JOBS; index += 1) await queue.send(name, {});
  await until(() => Promise.resolve(completed >= JOBS));
  const seconds = (performance.now() - started) / 1000;
  await queue.stop({ graceful: true, close: database.queueConnection.kind === 'server' });
  return JOBS / seconds;
}

async function measure(label: string, database: DatabaseHandle): Promise<void> {
  for (const loops of [1, 4]) {
    const baseline = await bareRate(database, loops);
    const rate = await engineRate(database, loops);
    console.log(
      `jobs-${label}-${loops}-loop${loops === 1 ? '' : 's'}: ${rate.toFixed(1)} jobs/s (baseline ${baseline.toFixed(1)} jobs/s bare pg-boss, ratio ${(rate / baseline).toFixed(2)})`,
    );
  }
}

const serverAnswers = await new Promise<boolean>((resolve) => {
  const socket = createConnection({ host: '127.0.0.1', port: 5432 }, () => {
    socket.end();
    resolve(true);
  });
  socket.on('error', () => {
    resolve(false);
  });
});

const embedded = await openEmbeddedDatabase({});
await installQueue(embedded.queueConnection);
await measure('embedded', embedded);
await embedded.close();

if (serverAnswers) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  const server = await openServerDatabase(url.toString());
  await installQueue(server.queueConnection);
  await measure('server', server);
  await server.close();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
  await admin.end();
} else {
  console.log('jobs-server: skipped (no PostgreSQL server on 127.0.0.1:5432)');
}
