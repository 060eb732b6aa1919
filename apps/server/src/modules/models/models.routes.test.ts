import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamThrough, signedInClient } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { CURATED_MODELS } from './models.service.ts';

let fake: FakeOpenAi;
let testApp: TestApp;
let ada: HttpClient;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  testApp = await buildTestApp({ env: { ANTHROPIC_API_KEY: 'sk-ant-deployment-default' } });
  ada = await signedInClient(testApp, { email: 'ada-models@example.com' });
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

describe('model providers', () => {
  it('says which are set up for the team, and where the key comes from', async () => {
    const teamId = await createTeamThrough(ada, 'Providers');
    await ada.post(`/api/teams/${teamId}/credentials`, {
      kind: 'openai-compatible',
      name: 'Local server',
      settings: { baseUrl: fake.baseUrl },
      secret: 'sk-team-key-for-fake-1',
    });

    const response = await ada.get(`/api/model-providers?teamId=${teamId}`);

    expect(response.json()).toEqual({
      data: [
        { id: 'openai', name: 'OpenAI', configured: false, source: null, supportsEmbeddings: true },
        {
          id: 'anthropic',
          name: 'Anthropic',
          configured: true,
          source: 'deployment',
          supportsEmbeddings: false,
        },
        { id: 'google', name: 'Google Gemini', configured: false, source: null, supportsEmbeddings: true },
        { id: 'ollama', name: 'Ollama', configured: false, source: null, supportsEmbeddings: true },
        {
          id: 'openai-compatible',
          name: 'OpenAI-compatible server',
          configured: true,
          source: 'team',
          supportsEmbeddings: true,
        },
      ],
    });
  });
});

describe('GET /api/models/{provider}', () => {
  it("reads the provider's own list with the team's key", async () => {
    const teamId = await createTeamThrough(ada, 'Listing models');
    await ada.post(`/api/teams/${teamId}/credentials`, {
      kind: 'openai-compatible',
      name: 'Local server',
      settings: { baseUrl: fake.baseUrl },
      secret: 'sk-team-key-for-fake-2',
    });

    const response = await ada.get(`/api/models/openai-compatible?teamId=${teamId}`);

    expect(response.json()).toEqual({
      data: {
        provider: 'openai-compatible',
        source: 'provider',
        models: [{ id: 'fake-chat-large' }, { id: 'fake-chat-small' }, { id: 'fake-embed' }],
      },
    });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/models',
      authorization: 'Bearer sk-team-key-for-fake-2',
    });
  });

  it('keeps the list for a few minutes', async () => {
    const teamId = await createTeamThrough(ada, 'Cached models');
    await ada.post(`/api/teams/${teamId}/credentials`, {
      kind: 'openai-compatible',
      name: 'Local server',
      settings: { baseUrl: fake.baseUrl },
    });
    const calls = () => fake.requests.filter((request) => request.path === '/v1/models').length;

    await ada.get(`/api/models/openai-compatible?teamId=${teamId}`);
    const before = calls();
    await ada.get(`/api/models/openai-compatible?teamId=${teamId}`);

    expect(calls()).toBe(before);
  });

  it('falls back to the curated list when the provider cannot be reached or is not set up', async () => {
    const teamId = await createTeamThrough(ada, 'Offline');
    await ada.post(`/api/teams/${teamId}/credentials`, {
      kind: 'ollama',
      name: 'Gone',
      settings: { baseUrl: 'http://127.0.0.1:9' },
    });

    const unreachable = await ada.get(`/api/models/ollama?teamId=${teamId}`);
    const unconfigured = await ada.get(`/api/models/google?teamId=${teamId}`);

    expect(unreachable.json()).toEqual({
      data: { provider: 'ollama', source: 'curated', models: CURATED_MODELS.ollama.map((id) => ({ id })) },
    });
    expect(unconfigured.json()).toMatchObject({ data: { provider: 'google', source: 'curated' } });
  });

  it('refuses an unknown provider and a team the user is not in', async () => {
    const teamId = await createTeamThrough(ada, 'Guarded');
    const stranger = await signedInClient(testApp, { email: 'stranger-models@example.com' });

    expect((await ada.get(`/api/models/skynet?teamId=${teamId}`)).statusCode).toBe(400);
    expect((await stranger.get(`/api/models/openai?teamId=${teamId}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/model-providers?teamId=${teamId}`)).statusCode).toBe(404);
  });
});
