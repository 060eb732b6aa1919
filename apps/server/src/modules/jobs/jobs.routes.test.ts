import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTeamThrough, signedInClient } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { HttpClient } from '../../test/http-client.ts';

let testApp: TestApp;
let ada: HttpClient;
let teamId: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  ada = await signedInClient(testApp, { email: 'ada-jobs@example.com' });
  teamId = await createTeamThrough(ada, 'Busy team');
});
afterAll(async () => {
  await testApp.close();
});

interface JobBody {
  id: string;
  status: string;
  metricId: string;
  totalTasksCount: number;
  totalTasksCompleteCount: number;
  statusDescription: string | null;
  errorMessage: string | null;
  completedAt: string | null;
  teamName: string;
}

const startDemo = async (body: Record<string, unknown>) =>
  (await ada.post(`/api/teams/${teamId}/jobs/demo`, body)).json<{ data: JobBody }>().data;

async function jobById(id: string): Promise<JobBody | undefined> {
  const response = await ada.get('/api/jobs/active?limit=100');
  return response.json<{ data: { jobs: JobBody[] } }>().data.jobs.find((job) => job.id === id);
}

const waitForJob = (id: string, done: (job: JobBody) => boolean, timeout = 20_000) =>
  vi.waitFor(
    async () => {
      const job = await jobById(id);
      if (job === undefined || !done(job)) throw new Error(`job is ${job?.status ?? 'missing'}`);
      return job;
    },
    { timeout, interval: 100 },
  );

describe('jobs', () => {
  it('are queued, report progress, and complete with their action log', async () => {
    const queued = await startDemo({ tasks: 3, taskMs: 50 });
    expect(queued).toMatchObject({ status: 'pending', teamName: 'Busy team', totalTasksCount: 0 });

    const done = await waitForJob(queued.id, (job) => job.status === 'complete');

    expect(done).toMatchObject({ totalTasksCount: 3, totalTasksCompleteCount: 3, statusDescription: 'Done' });
    expect(done.completedAt).not.toBeNull();
    const log = await ada.get(`/api/metrics/${queued.metricId}/action-log`);
    expect(
      log.json<{ data: { steps: { name: string; status: string }[] } }>().data.steps.map((step) => step.name),
    ).toEqual(['Queued', 'Started', 'Task 1', 'Task 2', 'Task 3']);
    expect(log.json()).toMatchObject({ data: { metric: { outcome: 'completed', kind: 'job' } } });
    expect((await ada.get(`/api/jobs/metric/${queued.metricId}`)).json()).toMatchObject({
      data: { id: queued.id },
    });
  });

  it('retry after a thrown error and then complete', async () => {
    const queued = await startDemo({ tasks: 2, taskMs: 20, failOnTask: 2 });

    const done = await waitForJob(queued.id, (job) => job.status === 'complete', 30_000);

    expect(done.totalTasksCompleteCount).toBe(2);
    const steps = (await ada.get(`/api/metrics/${queued.metricId}/action-log`)).json<{
      data: { steps: { name: string; status: string }[] };
    }>().data.steps;
    expect(steps.filter((step) => step.status === 'error').map((step) => step.name)).toEqual(['Task 2']);
    expect(steps.map((step) => step.name)).toContain('Attempt 2');
  });

  it('cancel an active job, which stops at its next check', async () => {
    const queued = await startDemo({ tasks: 50, taskMs: 100 });
    await waitForJob(queued.id, (job) => job.status === 'active' && job.totalTasksCompleteCount >= 1);

    const cancel = await ada.post(`/api/jobs/${queued.id}/cancel`);
    expect(cancel.json()).toMatchObject({ data: { status: 'cancel_requested' } });

    const canceled = await waitForJob(queued.id, (job) => job.status === 'canceled');
    expect(canceled.totalTasksCompleteCount).toBeLessThan(50);
    expect((await ada.get(`/api/metrics/${queued.metricId}/action-log`)).json()).toMatchObject({
      data: { metric: { outcome: 'canceled' } },
    });
    const again = await ada.post(`/api/jobs/${queued.id}/cancel`);
    expect(again.statusCode).toBe(409);
  });

  it('cancel a pending job at once', async () => {
    const worker = await buildTestApp({ env: { PARLEY_ROLES: 'web' } });
    try {
      const bob = await signedInClient(worker, { email: 'bob-jobs@example.com' });
      const team = await createTeamThrough(bob, 'Waiting team');
      const queued = (await bob.post(`/api/teams/${team}/jobs/demo`, { tasks: 1, taskMs: 10 })).json<{
        data: JobBody;
      }>().data;

      const cancel = await bob.post(`/api/jobs/${queued.id}/cancel`);

      expect(cancel.json()).toMatchObject({
        data: { status: 'canceled', statusDescription: 'Canceled before it started' },
      });
      expect(cancel.json<{ data: JobBody }>().data.completedAt).not.toBeNull();
    } finally {
      await worker.close();
    }
  });

  it('run for one of the team’s agents, and show in that agent’s logs', async () => {
    const agentId = (await ada.post('/api/agent', { teamId, name: 'Sorter' })).json<{
      data: { id: string };
    }>().data.id;

    const queued = await startDemo({ tasks: 1, taskMs: 10, agentId });

    expect(queued).toMatchObject({ agentId, agentName: 'Sorter', teamName: 'Busy team' });
    await waitForJob(queued.id, (job) => job.status === 'complete');
    const logs = await ada.get(`/api/team/${teamId}/agent/${agentId}/metrics?hoursAgo=1`);
    expect(
      logs.json<{ data: { metrics: { id: string }[] } }>().data.metrics.map((metric) => metric.id),
    ).toEqual([queued.metricId]);
  });

  it('refuse an agent of another team, and start nothing', async () => {
    const otherTeam = await createTeamThrough(ada, 'Other team');
    const otherAgent = (await ada.post('/api/agent', { teamId: otherTeam, name: 'Elsewhere' })).json<{
      data: { id: string };
    }>().data.id;
    const before = (await ada.get('/api/jobs/active?limit=100')).json<{ data: { jobs: JobBody[] } }>().data
      .jobs;

    const response = await ada.post(`/api/teams/${teamId}/jobs/demo`, { tasks: 1, agentId: otherAgent });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        details: [{ path: 'agentId', message: 'This agent belongs to another team.' }],
      },
    });
    const after = (await ada.get('/api/jobs/active?limit=100')).json<{ data: { jobs: JobBody[] } }>().data
      .jobs;
    expect(after.length).toBe(before.length);
  });

  it('list open jobs first, then the latest finished, only of the user’s teams', async () => {
    const finished = await startDemo({ tasks: 1, taskMs: 10 });
    await waitForJob(finished.id, (job) => job.status === 'complete');
    const running = await startDemo({ tasks: 30, taskMs: 100 });

    const list = (await ada.get('/api/jobs/active?limit=10')).json<{ data: { jobs: JobBody[] } }>().data.jobs;

    expect(list[0]?.id).toBe(running.id);
    expect(list.map((job) => job.id)).toContain(finished.id);
    expect(list.length).toBeLessThanOrEqual(10);
    const stranger = await signedInClient(testApp, { email: 'stranger-jobs@example.com' });
    expect((await stranger.get('/api/jobs/active')).json()).toEqual({ data: { jobs: [] } });
    expect((await stranger.post(`/api/jobs/${running.id}/cancel`)).statusCode).toBe(404);
    await ada.post(`/api/jobs/${running.id}/cancel`);
  });
});
