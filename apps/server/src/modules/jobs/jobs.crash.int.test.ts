import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listeningUrl, startServerProcess, type ServerProcess } from '../../test/server-process.ts';

let dataDir: string | undefined;
const processes: ServerProcess[] = [];
afterAll(async () => {
  for (const server of processes) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

interface JobBody {
  id: string;
  status: string;
  metricId: string;
  totalTasksCompleteCount: number;
  statusDescription: string | null;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a worker process killed in the middle of a job', () => {
  it('leaves the job to be retried by the next process: not lost, finished once', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-crash-'));
    const env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SECRET_KEY: 'crash-test-secret-key-0123456789abcdef',
    };
    const first = startServerProcess(env);
    processes.push(first);
    const url = await listeningUrl(first);
    const call = async (method: string, route: string, body?: unknown, cookie = '') => {
      const response = await fetch(`${url}${route}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), cookie },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return response;
    };
    await call('POST', '/api/user', {
      email: 'crash@example.com',
      password: 'crash-test-pass-42',
      firstName: 'C',
      lastName: 'T',
    });
    const login = await call('POST', '/api/authentication/login', {
      email: 'crash@example.com',
      password: 'crash-test-pass-42',
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const team = (await (await call('POST', '/api/team', { name: 'Crash' }, cookie)).json()) as {
      data: { id: string };
    };
    const started = (await (
      await call('POST', `/api/teams/${team.data.id}/jobs/demo`, { tasks: 6, taskMs: 700 }, cookie)
    ).json()) as {
      data: JobBody;
    };
    const jobOf = async (base: string) => {
      const response = await fetch(`${base}/api/jobs/active?limit=50`, { headers: { cookie } });
      const body = (await response.json()) as { data: { jobs: JobBody[] } };
      return body.data.jobs.find((job) => job.id === started.data.id);
    };

    await until(
      'two tasks done',
      async () => {
        const job = await jobOf(url);
        return job?.status === 'active' && job.totalTasksCompleteCount >= 2 ? job : undefined;
      },
      30_000,
    );
    first.child.kill('SIGKILL');
    await first.exited;

    // The embedded database's lock goes stale a few seconds after its holder died.
    const second = await until(
      'a second process to start',
      async () => {
        const candidate = startServerProcess(env);
        processes.push(candidate);
        const started = await Promise.race([
          listeningUrl(candidate).then(() => candidate),
          candidate.exited.then(() => undefined),
        ]);
        return started;
      },
      40_000,
    );
    const secondUrl = await listeningUrl(second);

    const done = await until(
      'the job to complete',
      async () => {
        const job = await jobOf(secondUrl);
        return job?.status === 'complete' ? job : undefined;
      },
      60_000,
    );

    expect(done.totalTasksCompleteCount).toBe(6);
    const log = (await (
      await fetch(`${secondUrl}/api/metrics/${started.data.metricId}/action-log`, { headers: { cookie } })
    ).json()) as {
      data: { metric: { outcome: string }; steps: { name: string }[] };
    };
    const names = log.data.steps.map((step) => step.name);
    expect(names).toContain('Attempt 2');
    expect(names.filter((name) => name === 'Task 6')).toHaveLength(1);
    expect(names.filter((name) => name.startsWith('Attempt'))).toEqual(['Attempt 2']);
    expect(log.data.metric.outcome).toBe('completed');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 150_000);
});
