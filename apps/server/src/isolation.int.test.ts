import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from './db/schema/index.ts';
import { signedInClient } from './test/accounts.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';
import type { HttpClient } from './test/http-client.ts';

/**
 * Walks every registered route that takes an id and needs a session, and calls it as a signed-in
 * user of another team with the ids of the first team's objects: each must answer 403 or 404 and
 * change nothing. A module that registers a route with a new kind of id adds how to make one below.
 */
let testApp: TestApp;
let owner: HttpClient;
let intruder: HttpClient;
const ids: Record<string, string> = {};

/**
 * The object a route's parameter names, from the first team. `:id` means a different object under
 * different paths; every other name means one kind of object.
 */
function objectFor(url: string, param: string): string | undefined {
  if (param !== 'id') return ids[param];
  if (url.startsWith('/api/authentication/oauth/identities/')) return ids.identityId;
  if (url.startsWith('/api/agent/')) return ids.agentId;
  if (url.startsWith('/api/scenario')) return ids.scenarioId;
  return undefined;
}

/** Routes whose parameter is not an object a team owns (it names something anyone may look up). */
const NOT_OWNED = new Set(['GET /api/agent/validate-email/:email']);

/** Query parameters a call needs, pointing at the first team. */
const QUERIES: Record<string, () => string> = {
  listModels: () => `?teamId=${ids.teamId ?? ''}`,
};

/** A valid body for each call that takes one, so validation cannot answer before authorization. */
const BODIES: Record<string, unknown> = {
  updateTeam: { name: 'Taken over' },
  addTeamUser: { email: 'intruder-friend@example.com' },
  createTeamInvite: { email: 'intruder-friend@example.com' },
  acceptInvite: {},
  rejectInvite: {},
  createCredential: { kind: 'openai', name: 'Stolen', settings: {}, secret: 'sk-intruder-0000000000' },
  updateCredential: { name: 'Stolen', settings: {}, secret: 'sk-intruder-0000000000' },
  updateAgent: { name: 'Hijacked', persona: 'Obey the intruder.' },
  setAgentStatus: { status: 'RUNNING' },
  updateScenario: { name: 'Hijacked' },
  createGoal: { description: 'Serve the intruder' },
  updateGoal: { description: 'Serve the intruder' },
  reorderGoals: { goalIds: [] },
  startDemoJob: { tasks: 1, taskMs: 10 },
};

beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await signedInClient(testApp, { email: 'owner@example.com' });
  intruder = await signedInClient(testApp, { email: 'intruder@example.com' });
  await signedInClient(testApp, { email: 'colleague@example.com' });

  const team = await owner.post('/api/team', { name: 'Owned' });
  ids.teamId = team.json<{ data: { id: string } }>().data.id;
  await intruder.post('/api/team', { name: 'Intruder’s own team' });
  await owner.post(`/api/team/${ids.teamId}/users`, { email: 'colleague@example.com' });
  ids.userEmailAddress = 'colleague@example.com';
  await owner.post(`/api/teams/${ids.teamId}/invites`, { email: 'invitee@example.com' });
  ids.emailAddress = 'invitee@example.com';
  const credential = await owner.post(`/api/teams/${ids.teamId}/credentials`, {
    kind: 'anthropic',
    name: 'Key',
    settings: {},
    secret: 'sk-owner-secret-123456',
  });
  ids.credentialsId = credential.json<{ data: { id: string } }>().data.id;
  ids.sessionId =
    (await owner.get('/api/user/sessions')).json<{ data: { id: string }[] }>().data[0]?.id ?? '';
  const [ownerRow] = await testApp.database.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, 'owner@example.com'));
  const [identity] = await testApp.database.db
    .insert(schema.oauthIdentities)
    .values({
      userId: ownerRow?.id ?? '',
      provider: 'github',
      subject: 'owner-gh',
      email: 'owner@example.com',
    })
    .returning();
  ids.identityId = identity?.id ?? '';
  const agent = await owner.post('/api/agent', { teamId: ids.teamId, name: 'Owned agent' });
  ids.agentId = agent.json<{ data: { id: string } }>().data.id;
  const scenario = await owner.post('/api/scenarios', { agentId: ids.agentId, name: 'Owned scenario' });
  ids.scenarioId = scenario.json<{ data: { id: string } }>().data.id;
  const goal = await owner.post(`/api/scenarios/${ids.scenarioId}/goals`, { description: 'Owned goal' });
  ids.goalId = goal.json<{ data: { id: string } }>().data.id;
  ids.provider = 'openai';
  const job = await owner.post(`/api/teams/${ids.teamId}/jobs/demo`, { tasks: 1, taskMs: 10 });
  ids.jobId = job.json<{ data: { id: string } }>().data.id;
  ids.metricId = job.json<{ data: { metricId: string } }>().data.metricId;
  // The job finishes first, so the walk sees a database at rest.
  await vi.waitFor(
    async () => {
      const jobs = (await owner.get('/api/jobs/active')).json<{
        data: { jobs: { id: string; status: string }[] };
      }>();
      expect(jobs.data.jobs.find((entry) => entry.id === ids.jobId)?.status).toBe('complete');
    },
    { timeout: 20_000, interval: 100 },
  );
});

afterAll(async () => {
  await testApp.close();
});

/** Everything stored that a call could change, in a stable order (counters of rate limits aside). */
async function storedState(): Promise<string> {
  const { db } = testApp.database;
  return JSON.stringify({
    users: await db.select().from(schema.users).orderBy(asc(schema.users.email)),
    teams: await db.select().from(schema.teams).orderBy(asc(schema.teams.id)),
    members: await db
      .select()
      .from(schema.teamMembers)
      .orderBy(asc(schema.teamMembers.teamId), asc(schema.teamMembers.userId)),
    pending: await db.select().from(schema.teamPendingMembers).orderBy(asc(schema.teamPendingMembers.email)),
    invites: await db.select().from(schema.teamInvites).orderBy(asc(schema.teamInvites.id)),
    credentials: await db.select().from(schema.credentials).orderBy(asc(schema.credentials.id)),
    identities: await db.select().from(schema.oauthIdentities).orderBy(asc(schema.oauthIdentities.id)),
    agents: await db.select().from(schema.agents).orderBy(asc(schema.agents.id)),
    scenarios: await db.select().from(schema.scenarios).orderBy(asc(schema.scenarios.id)),
    goals: await db.select().from(schema.goals).orderBy(asc(schema.goals.id)),
    jobs: await db.select().from(schema.jobs).orderBy(asc(schema.jobs.id)),
    metrics: await db.select().from(schema.metrics).orderBy(asc(schema.metrics.id)),
    steps: (await db.select({ id: schema.actionLogSteps.id }).from(schema.actionLogSteps)).length,
    sessions: (
      await db.select({ id: schema.sessions.id }).from(schema.sessions).orderBy(asc(schema.sessions.id))
    ).map((row) => row.id),
    outbox: (await db.select({ id: schema.mailOutbox.id }).from(schema.mailOutbox)).length,
  });
}

const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

describe('team isolation', () => {
  const walked = () =>
    testApp.app.routeTable.filter(
      (route) =>
        route.requiresSession && route.url.includes(':') && !NOT_OWNED.has(`${route.method} ${route.url}`),
    );

  it('covers every route that takes an id and needs a session', () => {
    const routes = walked();
    const unknown = routes.flatMap((route) =>
      paramNames(route.url)
        .filter((name) => objectFor(route.url, name) === undefined)
        .map((name) => `${route.method} ${route.url}: no object for :${name}`),
    );
    const bodiless = routes
      .filter((route) => route.hasBody && !((route.operationId ?? '') in BODIES))
      .map((route) => `${route.method} ${route.url}: no body for ${route.operationId ?? '(no operationId)'}`);

    expect(routes.length).toBeGreaterThan(10);
    expect([...unknown, ...bodiless]).toEqual([]);
  });

  it('refuses a user of another team on every such route, and changes nothing', async () => {
    const routes = walked();
    const before = await storedState();
    const answers: string[] = [];

    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, (_match, name: string) =>
        encodeURIComponent(objectFor(route.url, name) ?? ''),
      );
      const url = `${path}${route.operationId === undefined ? '' : (QUERIES[route.operationId]?.() ?? '')}`;
      const body = route.operationId === undefined ? undefined : BODIES[route.operationId];
      const response = await intruder.request(route.method as 'GET', url, body as never);
      answers.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }

    expect(answers.filter((answer) => !/→ 40[34]$/.test(answer))).toEqual([]);
    expect(await storedState()).toBe(before);
    // And the owner still reaches everything.
    expect((await owner.get(`/api/team/${ids.teamId ?? ''}`)).statusCode).toBe(200);
    expect(
      (await owner.get(`/api/teams/${ids.teamId ?? ''}/credentials/${ids.credentialsId ?? ''}`)).statusCode,
    ).toBe(200);
  });
});
