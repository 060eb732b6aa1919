import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionLogSteps, metrics } from '../../db/schema/index.ts';
import { createTeamThrough, signedInClient } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { bucketSecondsFor } from './metrics.service.ts';

let testApp: TestApp;
let ada: HttpClient;
let teamId: string;
let agentId: string;
let scenarioId: string;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await buildTestApp();
  ada = await signedInClient(testApp, { email: 'ada-metrics@example.com' });
  teamId = await createTeamThrough(ada, 'Measured');
  agentId = (await ada.post('/api/agent', { teamId, name: 'Counter' })).json<{ data: { id: string } }>().data
    .id;
  scenarioId = (await ada.post('/api/scenarios', { agentId, name: 'Refunds' })).json<{
    data: { id: string };
  }>().data.id;
  const now = Date.now();
  const email = (
    hoursAgo: number,
    outcome: 'answered' | 'not_answered' | 'error',
    extra: Partial<typeof metrics.$inferInsert> = {},
  ) => ({
    teamId,
    agentId,
    kind: 'email',
    title: 'A message',
    outcome,
    startedAt: new Date(now - hoursAgo * HOUR),
    endedAt: new Date(now - hoursAgo * HOUR + 1500),
    latencyMs: 1500,
    tokensIn: 100,
    tokensOut: 40,
    costUsd: 0.001,
    ...extra,
  });
  await testApp.database.db
    .insert(metrics)
    .values([
      email(1, 'answered', { scenarioId, latencyMs: 1000 }),
      email(1.5, 'answered', { latencyMs: 3000 }),
      email(2, 'not_answered', { reason: 'NO_SCENARIO_MATCH', tokensIn: 0, tokensOut: 0, latencyMs: 200 }),
      email(3, 'not_answered', { reason: 'AGENT_NOT_RUNNING', tokensIn: 0, tokensOut: 0, latencyMs: 100 }),
      email(3.2, 'not_answered', { reason: 'NO_SCENARIO_MATCH', tokensIn: 0, tokensOut: 0, latencyMs: 100 }),
      email(5, 'error', { reason: 'PROCESSING_ERROR', latencyMs: 700 }),
      email(40, 'answered'),
    ]);
});
afterAll(async () => {
  await testApp.close();
});

interface Report {
  totals: Record<string, number | null>;
  buckets: { start: string; count: number; answered: number }[];
  reasons: { reason: string; count: number }[];
  metrics: { id: string; outcome: string }[];
  total: number;
}

describe('metric reports', () => {
  it('totals the window, slices it for charts and counts the reasons for not answering', async () => {
    const report = (await ada.get(`/api/team/${teamId}/metrics?hoursAgo=24`)).json<{ data: Report }>().data;

    expect(report.totals).toMatchObject({
      count: 6,
      answered: 2,
      notAnswered: 3,
      errors: 1,
      answerRate: 2 / 5,
      tokensIn: 300,
      tokensOut: 120,
    });
    expect(report.totals.averageLatencyMs).toBeCloseTo((1000 + 3000 + 200 + 100 + 100 + 700) / 6, 5);
    expect(report.reasons).toEqual([
      { reason: 'NO_SCENARIO_MATCH', count: 2 },
      { reason: 'AGENT_NOT_RUNNING', count: 1 },
    ]);
    expect(report.buckets.length).toBeGreaterThanOrEqual(24);
    expect(report.buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(6);
    const starts = report.buckets.map((bucket) => new Date(bucket.start).getTime());
    expect(starts.every((start, index) => index === 0 || start - (starts[index - 1] ?? 0) === HOUR)).toBe(
      true,
    );
    expect(report.metrics).toHaveLength(6);
    expect(report.total).toBe(6);
  });

  it('widens the window and its slices', async () => {
    const report = (await ada.get(`/api/team/${teamId}/metrics?hoursAgo=72`)).json<{ data: Report }>().data;

    expect(report.totals.count).toBe(7);
    expect(bucketSecondsFor(72)).toBe(6 * 60 * 60);
    expect(report.buckets.length).toBeGreaterThanOrEqual(12);
  });

  it('narrows to an agent and to a scenario', async () => {
    const byScenario = (
      await ada.get(`/api/team/${teamId}/agent/${agentId}/metrics?scenarioIds=${scenarioId}`)
    ).json<{
      data: Report;
    }>().data;
    const scenarioRoute = (
      await ada.get(`/api/team/${teamId}/agent/${agentId}/scenario/${scenarioId}/metrics`)
    ).json<{
      data: Report;
    }>().data;

    expect(byScenario.totals.count).toBe(1);
    expect(scenarioRoute.totals).toEqual(byScenario.totals);
  });

  it('pages through the list', async () => {
    const second = (await ada.get(`/api/team/${teamId}/metrics?hoursAgo=72&offset=5`)).json<{
      data: Report;
    }>().data;

    expect(second.metrics).toHaveLength(2);
    expect(second.total).toBe(7);
  });

  it('refuses strangers and an agent of another team', async () => {
    const stranger = await signedInClient(testApp, { email: 'stranger-metrics@example.com' });
    const otherTeam = await createTeamThrough(ada, 'Other');

    expect((await stranger.get(`/api/team/${teamId}/metrics`)).statusCode).toBe(404);
    expect((await ada.get(`/api/team/${otherTeam}/agent/${agentId}/metrics`)).statusCode).toBe(404);
    expect((await ada.get(`/api/team/${teamId}/metrics?hoursAgo=0`)).statusCode).toBe(400);
  });
});

describe('GET /api/metrics/{metricId}/action-log', () => {
  it('answers the metric and its steps in order', async () => {
    const [metric] = await testApp.database.db
      .insert(metrics)
      .values({ teamId, agentId, kind: 'email', title: 'Logged', outcome: 'answered' })
      .returning();
    const metricId = metric?.id ?? '';
    await testApp.database.db.insert(actionLogSteps).values([
      {
        metricId,
        position: 2,
        name: 'Generated the reply',
        status: 'ok',
        startedAt: new Date(),
        durationMs: 900,
        details: { tokens: 140 },
      },
      {
        metricId,
        position: 1,
        name: 'Matched a scenario',
        status: 'ok',
        startedAt: new Date(),
        durationMs: 120,
      },
    ]);

    const log = await ada.get(`/api/metrics/${metricId}/action-log`);
    const stranger = await signedInClient(testApp, { email: 'stranger-log@example.com' });

    expect(log.json()).toMatchObject({
      data: {
        metric: { id: metricId, title: 'Logged', outcome: 'answered' },
        steps: [
          { position: 1, name: 'Matched a scenario', durationMs: 120 },
          { position: 2, name: 'Generated the reply', details: { tokens: 140 } },
        ],
      },
    });
    expect((await stranger.get(`/api/metrics/${metricId}/action-log`)).statusCode).toBe(404);
  });
});
