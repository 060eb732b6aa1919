import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('GET /api/system/configuration', () => {
  it('answers the mail domains and root URL of the deployment without a session', async () => {
    testApp = await buildTestApp({
      env: { MAIL_DOMAINS: 'Mail.Example.com, example.org', ROOT_URL: 'https://parley.example.com/' },
    });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/system/configuration' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        domains: ['mail.example.com', 'example.org'],
        rootUrl: 'https://parley.example.com',
        searchMode: testApp.database.searchMode,
      },
    });
  });

  it('derives the root URL from HOST and PORT when ROOT_URL is unset', async () => {
    testApp = await buildTestApp({ env: { HOST: '127.0.0.1', PORT: '4321' } });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/system/configuration' });

    expect(response.json<{ data: { rootUrl: string; domains: string[] } }>().data).toMatchObject({
      rootUrl: 'http://127.0.0.1:4321',
      domains: ['parley.localhost'],
    });
  });
});

describe('health probes', () => {
  it('reports the process up and the database reachable', async () => {
    testApp = await buildTestApp();

    const health = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });

    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ data: { status: 'ok' } });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ data: { status: 'ok' } });
  });

  it('reports not ready once the database is gone, while health stays up', async () => {
    testApp = await buildTestApp();
    await testApp.database.close();

    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    const health = await testApp.app.inject({ method: 'GET', url: '/healthz' });

    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      error: { code: 'not_ready', message: 'The database is not reachable.' },
    });
    expect(health.statusCode).toBe(200);
  });
});
