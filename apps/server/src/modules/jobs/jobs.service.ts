import type { Job } from '@parley/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { createQueue, WORKER_POLLING } from '../../platform/jobs/queue.ts';
import type { MetricsService, StepRecord } from '../metrics/metrics.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import { createJobsRepository, type JobRow, type JobRowWithNames } from './jobs.repository.ts';

/** Thrown by a job's cancellation check; the engine then marks the job canceled. */
export class JobCanceled extends Error {
  constructor() {
    super('The job was canceled.');
    this.name = 'JobCanceled';
  }
}

export interface JobContext<P> {
  job: {
    id: string;
    teamId: string;
    agentId: string | null;
    metricId: string;
    attempt: number;
    attempts: number;
  };
  payload: P;
  /** Records progress (and checks for cancellation, so a long loop only needs this). */
  progress: (update: { total?: number; completed?: number; description?: string }) => Promise<void>;
  /** Throws JobCanceled when someone asked the job to stop. Call it between tasks. */
  checkCancel: () => Promise<void>;
  /** Runs one step of the work and records it in the action log with its timing. */
  step: <T>(name: string, run: () => Promise<T>, details?: Record<string, unknown>) => Promise<T>;
  /** Records a moment in the action log. */
  note: (name: string, details?: Record<string, unknown>) => Promise<void>;
}

/**
 * A kind of job. `attempts` counts the first try; retries wait `retryDelaySeconds`, doubling. A run
 * longer than `timeoutSeconds`, or a worker silent for `heartbeatSeconds`, is retried. The
 * idempotency key makes a second enqueue of the same work return the job already open.
 */
export interface JobKind<P> {
  name: string;
  attempts: number;
  retryDelaySeconds: number;
  timeoutSeconds: number;
  heartbeatSeconds?: number;
  idempotencyKey?: (payload: P) => string | undefined;
  run(context: JobContext<P>): Promise<void>;
}

const DEFAULT_HEARTBEAT_SECONDS = 10;

interface RecurringTask {
  name: string;
  cron: string;
  run: () => Promise<void>;
}

function toJob(row: JobRowWithNames): Job {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    statusDescription: row.statusDescription,
    errorMessage: row.errorMessage,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    totalTasksCount: row.totalTasksCount,
    totalTasksCompleteCount: row.totalTasksCompleteCount,
    metricId: row.metricId,
    teamId: row.teamId,
    agentId: row.agentId,
    agentName: row.agentName,
    teamName: row.teamName,
  };
}

const noSuchJob = () => new AppError('not_found', 'There is no such job in your teams.');
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createJobsService({
  database,
  metrics,
  teams,
  logger,
  runWorkers,
  workerLoops = 2,
}: {
  database: DatabaseHandle;
  metrics: Pick<MetricsService, 'start' | 'recordStep' | 'finish'>;
  teams: Pick<TeamsService, 'requireMember'>;
  logger: FastifyBaseLogger;
  runWorkers: boolean;
  workerLoops?: number;
}) {
  const repository = createJobsRepository(database.db);
  const queue = createQueue(database.queueConnection);
  queue.on('error', (error) => {
    logger.error({ err: error }, 'the job queue reported an error');
  });
  const kinds = new Map<string, JobKind<never>>();
  const recurring = new Map<string, RecurringTask>();
  let started: Promise<void> | undefined;

  async function runRecurring(task: RecurringTask): Promise<void> {
    const startedAt = Date.now();
    try {
      await task.run();
      logger.debug({ task: task.name, ms: Date.now() - startedAt }, 'a recurring task ran');
    } catch (error) {
      logger.error({ task: task.name, err: messageOf(error) }, 'a recurring task failed');
      throw error;
    }
  }

  async function withNames(id: string): Promise<Job> {
    const row = await repository.findWithNames(id);
    if (row === undefined) throw noSuchJob();
    return toJob(row);
  }

  async function finish(
    row: JobRow,
    status: 'complete' | 'error' | 'canceled',
    values: Partial<JobRow> = {},
  ) {
    await repository.update(row.id, { status, completedAt: new Date(), ...values });
    await metrics.finish(row.metricId, {
      outcome: status === 'complete' ? 'completed' : status === 'canceled' ? 'canceled' : 'error',
      reason: status === 'error' ? (values.errorMessage ?? null) : null,
    });
  }

  /** Runs one delivery of a job from the queue. */
  async function handle(kind: JobKind<unknown>, delivery: JobWithMetadata<{ jobId: string }>) {
    const attempt = delivery.retryCount + 1;
    const found = await repository.find(delivery.data.jobId);
    if (found === undefined || ['complete', 'error', 'canceled'].includes(found.status)) return;
    if (found.status === 'cancel_requested') {
      await finish(found, 'canceled', { statusDescription: 'Canceled' });
      return;
    }
    const resumed = found.status === 'active';
    const row =
      (await repository.update(found.id, {
        status: 'active',
        attempts: attempt,
        startedAt: found.startedAt ?? new Date(),
        statusDescription:
          attempt === 1
            ? 'Started'
            : `Attempt ${attempt} of ${kind.attempts}${resumed ? ' (the previous worker stopped)' : ''}`,
      })) ?? found;
    const record = (step: StepRecord) => metrics.recordStep(row.metricId, step);
    await record({
      name: attempt === 1 ? 'Started' : `Attempt ${attempt}`,
      status: 'info',
      startedAt: new Date(),
      durationMs: 0,
    });

    const checkCancel = async () => {
      if ((await repository.status(row.id)) === 'cancel_requested') throw new JobCanceled();
    };
    const context: JobContext<unknown> = {
      job: {
        id: row.id,
        teamId: row.teamId,
        agentId: row.agentId,
        metricId: row.metricId,
        attempt,
        attempts: kind.attempts,
      },
      payload: row.payload,
      async progress(update) {
        await repository.update(row.id, {
          ...(update.total === undefined ? {} : { totalTasksCount: update.total }),
          ...(update.completed === undefined ? {} : { totalTasksCompleteCount: update.completed }),
          ...(update.description === undefined ? {} : { statusDescription: update.description }),
        });
        await checkCancel();
      },
      checkCancel,
      async step(name, run, details) {
        const startedAt = new Date();
        try {
          const result = await run();
          await record({
            name,
            status: 'ok',
            startedAt,
            durationMs: Date.now() - startedAt.getTime(),
            details,
          });
          return result;
        } catch (error) {
          await record({
            name,
            status: 'error',
            startedAt,
            durationMs: Date.now() - startedAt.getTime(),
            details: { ...details, error: messageOf(error) },
          });
          throw error;
        }
      },
      note: (name, details) =>
        record({ name, status: 'info', startedAt: new Date(), durationMs: 0, details }),
    };

    try {
      await kind.run(context);
      await finish(row, 'complete', { statusDescription: 'Done', errorMessage: null });
    } catch (error) {
      if (error instanceof JobCanceled) {
        await record({ name: 'Canceled', status: 'info', startedAt: new Date(), durationMs: 0 });
        await finish(row, 'canceled', { statusDescription: 'Canceled' });
        return;
      }
      const message = messageOf(error);
      if (attempt < kind.attempts) {
        await repository.update(row.id, {
          status: 'pending',
          errorMessage: message,
          statusDescription: `Attempt ${attempt} failed; retrying`,
        });
        throw error;
      }
      logger.warn({ jobId: row.id, kind: kind.name, err: message }, 'a job failed for good');
      await finish(row, 'error', { errorMessage: message, statusDescription: 'Failed' });
    }
  }

  return {
    /** Declares a kind of job; every kind is declared before `start`. */
    define<P>(kind: JobKind<P>): void {
      kinds.set(kind.name, kind);
    },

    /** Starts the queue, and this process's workers when it has the worker role. */
    start(): Promise<void> {
      started ??= (async () => {
        await queue.start();
        for (const kind of kinds.values()) {
          await queue.createQueue(kind.name, {
            retryLimit: kind.attempts - 1,
            retryDelay: kind.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: kind.timeoutSeconds,
            heartbeatSeconds: kind.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS,
            notify: true,
          });
          if (runWorkers) {
            await queue.work(
              kind.name,
              {
                includeMetadata: true,
                ...WORKER_POLLING,
                batchSize: 1,
                localConcurrency: workerLoops,
              },
              async ([delivery]: JobWithMetadata<{ jobId: string }>[]) => {
                if (delivery !== undefined) await handle(kind as JobKind<unknown>, delivery);
              },
            );
          }
        }
        for (const task of recurring.values()) {
          // One run at a time across every node; the schedule itself is kept once, in the database.
          await queue.createQueue(task.name, {
            policy: 'exclusive',
            retryLimit: 0,
            expireInSeconds: 10 * 60,
          });
          await queue.schedule(task.name, task.cron);
          if (runWorkers) {
            await queue.work(task.name, { ...WORKER_POLLING, batchSize: 1 }, async () => {
              await runRecurring(task);
            });
          }
        }
      })();
      return started;
    },

    /**
     * Declares housekeeping that runs on a cron schedule (UTC) in one worker of the deployment, not
     * in one per node. It is not a user-visible job: its outcome goes to the log.
     */
    every(name: string, cron: string, run: () => Promise<void>): void {
      recurring.set(name, { name, cron, run });
    },

    /** Queues a run of a recurring task now (operators, tests); answers false when one is already queued. */
    async runNow(name: string): Promise<boolean> {
      if (!recurring.has(name)) throw new Error(`no recurring task ${name} is defined`);
      return (await queue.send(name, {})) !== null;
    },

    /** Lets running jobs finish (or be retried elsewhere), then stops. */
    async stop(): Promise<void> {
      if (started === undefined) return;
      await started.catch(() => undefined);
      await queue.stop({ graceful: true, timeout: 8_000, close: database.queueConnection.kind === 'server' });
    },

    /** Records the job (committed) and queues it; an open job with the same idempotency key is returned instead. */
    async enqueue(
      kindName: string,
      payload: Record<string, unknown>,
      meta: { teamId: string; agentId?: string | null; name: string; createdBy?: string | null },
    ): Promise<Job> {
      const kind = kinds.get(kindName);
      if (kind === undefined) throw new Error(`no job kind ${kindName} is defined`);
      const key = (kind as JobKind<Record<string, unknown>>).idempotencyKey?.(payload);
      const open = key === undefined ? undefined : await repository.findOpenByKey(kind.name, key);
      if (open !== undefined) return withNames(open.id);
      const metricId = await metrics.start({
        teamId: meta.teamId,
        agentId: meta.agentId ?? null,
        kind: 'job',
        title: meta.name,
      });
      const row = await repository.insert({
        teamId: meta.teamId,
        agentId: meta.agentId ?? null,
        kind: kind.name,
        name: meta.name,
        status: 'pending',
        statusDescription: 'Waiting for a worker',
        metricId,
        payload,
        idempotencyKey: key ?? null,
        createdBy: meta.createdBy ?? null,
      });
      if (row === undefined) {
        const raced = key === undefined ? undefined : await repository.findOpenByKey(kind.name, key);
        if (raced !== undefined) return withNames(raced.id);
        throw new Error('the job was not stored');
      }
      await metrics.recordStep(metricId, {
        name: 'Queued',
        status: 'info',
        startedAt: new Date(),
        durationMs: 0,
      });
      try {
        const queueJobId = await queue.send(kind.name, { jobId: row.id });
        await repository.update(row.id, { queueJobId });
      } catch (error) {
        await finish(row, 'error', { errorMessage: `It could not be queued: ${messageOf(error)}` });
        throw error;
      }
      return withNames(row.id);
    },

    async listForUser(userId: string, limit: number): Promise<Job[]> {
      return (await repository.forUser(userId, limit)).map(toJob);
    },

    async byMetric(userId: string, metricId: string): Promise<Job> {
      const row = await repository.findByMetric(metricId);
      if (row === undefined) throw noSuchJob();
      await teams.requireMember(userId, row.teamId).catch(() => {
        throw noSuchJob();
      });
      return toJob(row);
    },

    /** Pending: canceled at once. Active: asked to stop at its next check. Finished: 409. */
    async cancel(userId: string, jobId: string): Promise<Job> {
      const job = await repository.find(jobId);
      if (job === undefined) throw noSuchJob();
      await teams.requireMember(userId, job.teamId).catch(() => {
        throw noSuchJob();
      });
      const pending = await repository.transition(jobId, ['pending'], {
        status: 'canceled',
        completedAt: new Date(),
        statusDescription: 'Canceled before it started',
      });
      if (pending !== undefined) {
        await metrics.finish(pending.metricId, { outcome: 'canceled' });
        if (pending.queueJobId !== null)
          await queue.cancel(pending.kind, pending.queueJobId).catch(() => undefined);
        return withNames(jobId);
      }
      const active = await repository.transition(jobId, ['active'], {
        statusDescription: 'Stopping…',
        status: 'cancel_requested',
      });
      if (active !== undefined || (await repository.status(jobId)) === 'cancel_requested')
        return withNames(jobId);
      throw new AppError('conflict', 'This job has already finished, so it cannot be canceled.');
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
