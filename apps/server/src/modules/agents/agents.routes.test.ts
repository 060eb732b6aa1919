import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamThrough, signedInClient } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { HttpClient } from '../../test/http-client.ts';

let testApp: TestApp;
let ada: HttpClient;
let accounts = 0;
beforeAll(async () => {
  testApp = await buildTestApp({ env: { MAIL_DOMAINS: 'agents.example.com,mail.example.org' } });
  ada = await signedInClient(testApp, { email: 'ada-agents@example.com' });
});
afterAll(async () => {
  await testApp.close();
});

interface AgentBody {
  id: string;
  emailAddress: string | null;
  status: string;
  [key: string]: unknown;
}

async function newTeam(name: string): Promise<string> {
  return createTeamThrough(ada, name);
}

async function createAgent(teamId: string, name: string, extra: Record<string, unknown> = {}) {
  return ada.post('/api/agent', { teamId, name, ...extra });
}

const agentOf = (response: Awaited<ReturnType<typeof createAgent>>) =>
  response.json<{ data: AgentBody }>().data;

describe('creating an agent', () => {
  it('needs only a team and a name; everything else has a working default', async () => {
    const teamId = await newTeam('Acme Support');

    const response = await createAgent(teamId, 'Billing Bot');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: expect.any(String),
        teamId,
        name: 'Billing Bot',
        status: 'STOPPED',
        emailAddress: 'acme-support+billing-bot@agents.example.com',
        description: '',
        persona: expect.stringContaining('You are Billing Bot'),
        instructions: expect.any(String),
        language: 'en',
        tone: 'friendly',
        signature: '— Billing Bot, Acme Support',
        model: { provider: 'extractive', model: null, temperature: 0.3, credentialId: null },
        embeddingModel: null,
        voice: 'Puck',
        audience: { kind: 'ALL_TEAM_USERS', list: [] },
        senderPolicy: { kind: 'SENDER', list: [] },
        capabilities: {
          answerEmail: true,
          sendMode: 'SEND',
          useKnowledgeGraph: true,
          formMemories: true,
          voice: true,
        },
        maxRepliesPerSenderPerHour: 10,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
  });

  it('thinks with the team’s provider when it has a key', async () => {
    const teamId = await newTeam('Keyed');
    await ada.post(`/api/teams/${teamId}/credentials`, {
      kind: 'anthropic',
      name: 'Claude',
      settings: {},
      secret: 'sk-ant-test-123456789',
    });

    const agent = agentOf(await createAgent(teamId, 'Thinker'));

    expect(agent.model).toEqual({
      provider: 'anthropic',
      model: 'claude-3-5-haiku-latest',
      temperature: 0.3,
      credentialId: null,
    });
  });

  it.each([
    ['Support', 'Sales Bot', 'support+sales-bot@agents.example.com'],
    ['  Sales & Marketing!  ', 'Lead--Qualifier', 'sales-marketing+lead-qualifier@agents.example.com'],
    ['R&D', 'Über Agent', 'r-d+ber-agent@agents.example.com'],
    ['!!!', '???', 'team+agent@agents.example.com'],
  ])('generates the address from team %j and agent %j', async (team, name, address) => {
    const teamId = await newTeam(team);

    expect(agentOf(await createAgent(teamId, name)).emailAddress).toBe(address);
  });

  it('makes the address unique across the deployment with -2, -3', async () => {
    const first = await newTeam('Twins');
    const second = await newTeam('Twins');

    const addresses = [
      agentOf(await createAgent(first, 'Helper')).emailAddress,
      agentOf(await createAgent(first, 'Helper')).emailAddress,
      agentOf(await createAgent(second, 'Helper')).emailAddress,
    ];

    expect(addresses).toEqual([
      'twins+helper@agents.example.com',
      'twins+helper-2@agents.example.com',
      'twins+helper-3@agents.example.com',
    ]);
  });

  it('has no address when the deployment has no mail domain', async () => {
    const bare = await buildTestApp({ env: { MAIL_DOMAINS: '' } });
    try {
      accounts += 1;
      const grace = await signedInClient(bare, { email: `grace-${accounts}@example.com` });
      const teamId = await createTeamThrough(grace, 'No mail');
      const response = await grace.post('/api/agent', { teamId, name: 'Quiet' });

      expect(response.json<{ data: AgentBody }>().data.emailAddress).toBeNull();
    } finally {
      await bare.close();
    }
  });

  it('names the field at fault and creates nothing', async () => {
    const teamId = await newTeam('Strict');

    const noName = await ada.post('/api/agent', { teamId });
    const badTone = await createAgent(teamId, 'Tony', { tone: 'sarcastic' });
    const badList = await createAgent(teamId, 'Picky', { audience: { kind: 'DOMAINS', list: [] } });
    const badTemperature = await createAgent(teamId, 'Hot', {
      model: { provider: 'openai', model: 'gpt-4o', temperature: 3, credentialId: null },
    });

    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ error: { details: [{ path: 'body.name' }] } });
    expect(badTone.statusCode).toBe(400);
    expect(badTone.json()).toMatchObject({ error: { details: [{ path: 'body.tone' }] } });
    expect(badList.json()).toMatchObject({
      error: { details: [{ path: 'body.audience.list', message: 'needs at least one entry for this kind' }] },
    });
    expect(badTemperature.json()).toMatchObject({
      error: { details: [{ path: 'body.model.temperature', message: 'must be between 0 and 2' }] },
    });
    expect((await ada.get(`/api/team/${teamId}/agents`)).json()).toEqual({ data: [] });
  });

  it('accepts only team members as specific team users', async () => {
    const teamId = await newTeam('Members only');

    const outsider = await createAgent(teamId, 'Gatekeeper', {
      audience: { kind: 'SPECIFIC_TEAM_USERS', list: ['stranger@example.com'] },
    });
    const member = await createAgent(teamId, 'Gatekeeper', {
      audience: { kind: 'SPECIFIC_TEAM_USERS', list: ['ADA-agents@example.com'] },
    });

    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toMatchObject({
      error: { details: [{ path: 'body.audience.list.0', message: 'is not a member of this team' }] },
    });
    expect(agentOf(member).audience).toEqual({
      kind: 'SPECIFIC_TEAM_USERS',
      list: ['ada-agents@example.com'],
    });
  });
});

describe('an agent', () => {
  it('is listed for its team, read, and deleted', async () => {
    const teamId = await newTeam('Listing');
    const agent = agentOf(await createAgent(teamId, 'Zed'));
    await createAgent(teamId, 'Amy');

    expect(
      (await ada.get(`/api/team/${teamId}/agents`))
        .json<{ data: { name: string }[] }>()
        .data.map((a) => a.name),
    ).toEqual(['Amy', 'Zed']);
    expect((await ada.get(`/api/agent/${agent.id}`)).json()).toMatchObject({
      data: { id: agent.id, name: 'Zed', teamId },
    });
    expect((await ada.delete(`/api/agent/${agent.id}`)).statusCode).toBe(200);
    expect((await ada.get(`/api/agent/${agent.id}`)).statusCode).toBe(404);
  });

  it('starts and stops', async () => {
    const agent = agentOf(await createAgent(await newTeam('Switches'), 'Runner'));

    const started = await ada.put(`/api/agent/${agent.id}/status`, { status: 'RUNNING' });
    expect(started.json()).toMatchObject({ data: { status: 'RUNNING' } });
    const stopped = await ada.put(`/api/agent/${agent.id}/status`, { status: 'STOPPED' });
    expect(stopped.json()).toMatchObject({ data: { status: 'STOPPED' } });
    const bad = await ada.put(`/api/agent/${agent.id}/status`, { status: 'PAUSED' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { details: [{ path: 'body.status' }] } });
  });

  it('changes only what is sent, and keeps its address when renamed', async () => {
    const agent = agentOf(await createAgent(await newTeam('Editing'), 'Original'));

    const renamed = await ada.put(`/api/agent/${agent.id}`, { name: 'Renamed', persona: 'You are terse.' });

    expect(renamed.json()).toMatchObject({
      data: {
        name: 'Renamed',
        persona: 'You are terse.',
        emailAddress: agent.emailAddress,
        tone: 'friendly',
      },
    });
  });

  it('moves to another free address on a configured domain, and refuses a taken or foreign one', async () => {
    const teamId = await newTeam('Addresses');
    const first = agentOf(await createAgent(teamId, 'First'));
    const second = agentOf(await createAgent(teamId, 'Second'));

    const moved = await ada.put(`/api/agent/${first.id}`, { emailAddress: 'Help@Mail.Example.org' });
    const taken = await ada.put(`/api/agent/${second.id}`, { emailAddress: 'help@mail.example.org' });
    const foreign = await ada.put(`/api/agent/${second.id}`, { emailAddress: 'help@gmail.com' });

    expect(moved.json()).toMatchObject({ data: { emailAddress: 'help@mail.example.org' } });
    expect(taken.statusCode).toBe(409);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ error: { details: [{ path: 'body.emailAddress' }] } });
    expect((await ada.get(`/api/agent/${second.id}`)).json()).toMatchObject({
      data: { emailAddress: second.emailAddress },
    });
  });
});

describe('GET /api/agent/validate-email/{email}', () => {
  it.each([
    ['sales@agents.example.com', { valid: true, available: true, reason: null }],
    [
      'sales@gmail.com',
      {
        valid: false,
        available: false,
        reason: "Use one of this deployment's domains: agents.example.com, mail.example.org.",
      },
    ],
    [
      '-sales@agents.example.com',
      { valid: false, available: false, reason: expect.stringContaining('Before the @') },
    ],
    ['no-at-sign', { valid: false, available: false, reason: expect.stringContaining('Before the @') }],
  ])('answers for %s', async (email, answer) => {
    const response = await ada.get(`/api/agent/validate-email/${encodeURIComponent(email)}`);

    expect(response.json()).toEqual({ data: answer });
  });

  it('says when an agent already has it, unless it is the one asking', async () => {
    const agent = agentOf(await createAgent(await newTeam('Validation'), 'Owner'));
    const address: string = agent.emailAddress ?? '';

    expect((await ada.get(`/api/agent/validate-email/${encodeURIComponent(address)}`)).json()).toEqual({
      data: { valid: true, available: false, reason: 'Another agent already uses this address.' },
    });
    expect(
      (await ada.get(`/api/agent/validate-email/${encodeURIComponent(address)}?agentId=${agent.id}`)).json(),
    ).toEqual({
      data: { valid: true, available: true, reason: null },
    });
  });
});

describe('GET /api/prompts/default-prompts', () => {
  it('lists the templates the product uses', async () => {
    const response = await ada.get('/api/prompts/default-prompts');

    expect(response.json<{ data: { id: string }[] }>().data.map((prompt) => prompt.id)).toEqual([
      'agent-persona',
      'email-reply',
      'scenario-matching',
      'memory-formation',
      'voice',
    ]);
  });
});
