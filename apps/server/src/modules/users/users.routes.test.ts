import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('GET /api/user/me without a session', () => {
  it('answers 401 in the error envelope', async () => {
    testApp = await buildTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/user/me' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: 'Sign in to continue.' } });
  });

  it('answers a session check with 204 and no body', async () => {
    testApp = await buildTestApp();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/me?sessionCheck=true',
      headers: { cookie: 'parley_session=made-up' },
    });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('refuses a session check value other than true or false', async () => {
    testApp = await buildTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/user/me?sessionCheck=yes' });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { details: { path: string }[] } }>().error.details[0]?.path).toBe(
      'query.sessionCheck',
    );
  });
});
