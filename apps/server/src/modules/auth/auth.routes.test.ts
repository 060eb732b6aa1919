import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, sessions, users } from '../../db/schema/index.ts';
import { createVerifiedUser, latestMail, linkIn, PASSWORD, signedInClient } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { httpClient, type HttpClient } from '../../test/http-client.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;
const sessionCount = async (email: string) => {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
  return row?.count ?? 0;
};
const login = (client: HttpClient, email: string, password = PASSWORD) =>
  client.post('/api/authentication/login', { email, password });

describe('POST /api/authentication/login', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and answers the user', async () => {
    await createVerifiedUser(testApp, { email: 'login@example.com' });
    const client = httpClient(testApp.app);

    const response = await login(client, 'Login@Example.com');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { email: 'login@example.com', firstName: 'Ada' } });
    const cookie = response.cookies.find((entry) => entry.name === 'parley_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(14 * 24 * 60 * 60);
    expect((await client.get('/api/user/me')).statusCode).toBe(200);
  });

  it('marks the cookie Secure when the deployment is served over https', async () => {
    const secure = await buildTestApp({ env: { ROOT_URL: 'https://parley.example.com' } });
    try {
      await createVerifiedUser(secure, { email: 'secure@example.com' });
      const response = await login(httpClient(secure.app), 'secure@example.com');

      expect(response.cookies.find((entry) => entry.name === 'parley_session')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('answers the same 401 for a wrong password and an unknown address', async () => {
    await createVerifiedUser(testApp, { email: 'wrong@example.com' });

    const wrongPassword = await login(httpClient(testApp.app), 'wrong@example.com', 'not-the-password');
    const unknown = await login(httpClient(testApp.app), 'nobody@example.com', 'not-the-password');

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'The e-mail address or password is not right.' },
    });
    expect(wrongPassword.cookies).toEqual([]);
  });

  it('gives a new session id on every sign-in and ends the one the browser had', async () => {
    await createVerifiedUser(testApp, { email: 'rotate@example.com' });
    const client = httpClient(testApp.app);
    await login(client, 'rotate@example.com');
    const first = client.cookies.get('parley_session');

    await login(client, 'rotate@example.com');

    const second = client.cookies.get('parley_session');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(await sessionCount('rotate@example.com')).toBe(1);
    const stale = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie: `parley_session=${first ?? ''}` },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const client = await signedInClient(testApp, { email: 'hashed@example.com' });
    const token = client.cookies.get('parley_session') ?? '';

    const stored = await db().select({ tokenHash: sessions.tokenHash }).from(sessions);

    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });
});

describe('rate limits on sign-in', () => {
  it('refuses an account after 10 failures from one client, with Retry-After, until the window ends', async () => {
    await createVerifiedUser(testApp, { email: 'limited@example.com' });
    const client = httpClient(testApp.app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(client, 'limited@example.com', 'wrong-password')).statusCode).toBe(401);
    }

    const refused = await login(client, 'limited@example.com');

    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    // Another client is not locked out of the account by this one.
    expect((await login(httpClient(testApp.app), 'limited@example.com')).statusCode).toBe(200);

    // The window ends: the account is open again for this client too.
    await db()
      .update(rateLimits)
      .set({ windowStartedAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(sql`${rateLimits.key} LIKE 'login-account-client:limited@example.com|%'`);
    expect((await login(client, 'limited@example.com')).statusCode).toBe(200);
  });

  it('refuses a client after 50 attempts of any kind', async () => {
    const client = httpClient(testApp.app);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await login(client, `guess-${attempt}@example.com`, 'whatever-password');
    }

    const refused = await login(client, 'guess-final@example.com', 'whatever-password');

    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing call from another origin and changes nothing', async () => {
    const client = await signedInClient(testApp, { email: 'csrf@example.com', firstName: 'Ada' });

    const forged = await client.request(
      'PUT',
      '/api/user/profile',
      { firstName: 'Mallory', lastName: 'X' },
      {
        origin: 'https://evil.example',
      },
    );
    const fetchSite = await client.request('POST', '/api/authentication/logout', undefined, {
      'sec-fetch-site': 'cross-site',
    });

    expect(forged.statusCode).toBe(403);
    expect(forged.json<{ error: { code: string } }>().error.code).toBe('cross_site_request');
    expect(fetchSite.statusCode).toBe(403);
    const me = await client.get('/api/user/me');
    expect(me.json<{ data: { firstName: string } }>().data.firstName).toBe('Ada');
  });

  it('accepts the same origin, by its root URL or its host', async () => {
    const client = await signedInClient(testApp, { email: 'same-origin@example.com' });

    const byRootUrl = await client.request(
      'PUT',
      '/api/user/profile',
      { firstName: 'A', lastName: 'B' },
      {
        origin: testApp.config.rootUrl,
      },
    );
    const byHost = await client.request(
      'PUT',
      '/api/user/profile',
      { firstName: 'A', lastName: 'B' },
      {
        origin: 'http://parley.internal:8080',
        host: 'parley.internal:8080',
      },
    );

    expect(byRootUrl.statusCode).toBe(200);
    expect(byHost.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('a session check neither extends the session nor renews the cookie; use does', async () => {
    const client = await signedInClient(testApp, { email: 'extend@example.com' });
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    const [{ id: userId } = { id: '' }] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'extend@example.com'));
    await db().update(sessions).set({ lastSeenAt: tenMinutesAgo }).where(eq(sessions.userId, userId));

    const check = await client.get('/api/user/me?sessionCheck=true');
    const [afterCheck] = await db().select().from(sessions).where(eq(sessions.userId, userId));

    expect(check.statusCode).toBe(200);
    expect(check.cookies).toEqual([]);
    expect(afterCheck?.lastSeenAt).toEqual(tenMinutesAgo);

    const use = await client.get('/api/user/me');
    const [afterUse] = await db().select().from(sessions).where(eq(sessions.userId, userId));

    expect(use.cookies.find((entry) => entry.name === 'parley_session')?.maxAge).toBeGreaterThan(
      13 * 24 * 60 * 60,
    );
    expect(afterUse?.lastSeenAt.getTime()).toBeGreaterThan(tenMinutesAgo.getTime());
    expect(afterUse?.expiresAt.getTime()).toBeGreaterThan(afterCheck?.expiresAt.getTime() ?? Infinity);
  });

  it('an expired session signs nobody in', async () => {
    const client = await signedInClient(testApp, { email: 'expired@example.com' });
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${sessions.userId} = (SELECT id FROM users WHERE email = 'expired@example.com')`);

    expect((await client.get('/api/user/me')).statusCode).toBe(401);
    expect((await client.get('/api/user/me?sessionCheck=true')).statusCode).toBe(204);
  });

  it('logout deletes the session on the server and clears the cookie', async () => {
    const client = await signedInClient(testApp, { email: 'logout@example.com' });
    const token = client.cookies.get('parley_session') ?? '';

    const response = await client.post('/api/authentication/logout');

    expect(response.statusCode).toBe(200);
    expect(client.cookies.has('parley_session')).toBe(false);
    expect(await sessionCount('logout@example.com')).toBe(0);
    const replayed = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie: `parley_session=${token}` },
    });
    expect(replayed.statusCode).toBe(401);
  });

  it('lists the user’s sessions and signs out one, or all the others', async () => {
    const laptop = await signedInClient(testApp, { email: 'devices@example.com' });
    const phone = httpClient(testApp.app);
    await login(phone, 'devices@example.com');
    const tablet = httpClient(testApp.app);
    await login(tablet, 'devices@example.com');

    const listed = await laptop.get('/api/user/sessions');
    const entries = listed.json<{ data: { id: string; current: boolean; ipAddress: string }[] }>().data;
    expect(entries).toHaveLength(3);
    expect(entries.filter((entry) => entry.current)).toHaveLength(1);
    expect(entries.map((entry) => entry.ipAddress).sort()).toEqual(
      [laptop.remoteAddress, phone.remoteAddress, tablet.remoteAddress].sort(),
    );

    const phoneSession = entries.find((entry) => entry.ipAddress === phone.remoteAddress);
    expect((await laptop.delete(`/api/user/sessions/${phoneSession?.id ?? ''}`)).statusCode).toBe(200);
    expect((await phone.get('/api/user/me')).statusCode).toBe(401);

    const others = await laptop.delete('/api/user/sessions');
    expect(others.json()).toEqual({ data: { revoked: 1 } });
    expect((await tablet.get('/api/user/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/user/me')).statusCode).toBe(200);
  });

  it('cannot sign out another user’s session', async () => {
    const alice = await signedInClient(testApp, { email: 'alice-sessions@example.com' });
    const bob = await signedInClient(testApp, { email: 'bob-sessions@example.com' });
    const bobSession =
      (await bob.get('/api/user/sessions')).json<{ data: { id: string }[] }>().data[0]?.id ?? '';

    const response = await alice.delete(`/api/user/sessions/${bobSession}`);

    expect(response.statusCode).toBe(404);
    expect((await bob.get('/api/user/me')).statusCode).toBe(200);
  });
});

describe('PUT /api/user/password', () => {
  it('needs the current password, then changes it and signs out the other sessions', async () => {
    const client = await signedInClient(testApp, { email: 'change@example.com' });
    const other = httpClient(testApp.app);
    await login(other, 'change@example.com');

    const wrong = await client.put('/api/user/password', {
      currentPassword: 'nope-nope',
      password: 'brand-new-pass-9',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { details: [{ path: 'body.currentPassword' }] } });

    const changed = await client.put('/api/user/password', {
      currentPassword: PASSWORD,
      password: 'brand-new-pass-9',
    });

    expect(changed.statusCode).toBe(200);
    expect((await client.get('/api/user/me')).statusCode).toBe(200);
    expect((await other.get('/api/user/me')).statusCode).toBe(401);
    expect((await login(httpClient(testApp.app), 'change@example.com')).statusCode).toBe(401);
    expect((await login(httpClient(testApp.app), 'change@example.com', 'brand-new-pass-9')).statusCode).toBe(
      200,
    );
  });

  it('refuses a common new password', async () => {
    const client = await signedInClient(testApp, { email: 'change-common@example.com' });

    const response = await client.put('/api/user/password', {
      currentPassword: PASSWORD,
      password: 'password1',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { details: [{ path: 'body.password' }] } });
  });
});

describe('password recovery', () => {
  it('answers the same whether or not the address has an account', async () => {
    await createVerifiedUser(testApp, { email: 'forgot@example.com' });

    const known = await httpClient(testApp.app).post('/api/authentication/forgot-password', {
      email: 'forgot@example.com',
    });
    const unknown = await httpClient(testApp.app).post('/api/authentication/forgot-password', {
      email: 'ghost@example.com',
    });

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await latestMail(testApp, 'forgot@example.com', 'reset-password')).toBeDefined();
    expect(await latestMail(testApp, 'ghost@example.com', 'reset-password')).toBeUndefined();
  });

  it('resets with the link once, ends every session, and does not sign in', async () => {
    const client = await signedInClient(testApp, { email: 'reset@example.com' });
    await httpClient(testApp.app).post('/api/authentication/forgot-password', { email: 'reset@example.com' });
    const link = linkIn(await latestMail(testApp, 'reset@example.com', 'reset-password'));
    expect(link.pathname).toBe('/reset-password');
    const email = link.searchParams.get('email') ?? '';
    const token = link.searchParams.get('token') ?? '';

    const check = await httpClient(testApp.app).get(
      `/api/authentication/reset-password?${link.searchParams.toString()}`,
    );
    expect(check.json()).toEqual({ data: { valid: true } });

    const browser = httpClient(testApp.app);
    const reset = await browser.post('/api/authentication/reset-password', {
      email,
      token,
      password: 'fresh-start-2024',
    });

    expect(reset.statusCode).toBe(200);
    expect(browser.cookies.size).toBe(0);
    expect(await sessionCount('reset@example.com')).toBe(0);
    expect((await client.get('/api/user/me')).statusCode).toBe(401);
    expect((await login(httpClient(testApp.app), 'reset@example.com', 'fresh-start-2024')).statusCode).toBe(
      200,
    );

    const reused = await httpClient(testApp.app).post('/api/authentication/reset-password', {
      email,
      token,
      password: 'another-one-2024',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ error: { code: string } }>().error.code).toBe('invalid_token');
    const recheck = await httpClient(testApp.app).get(
      `/api/authentication/reset-password?${link.searchParams.toString()}`,
    );
    expect(recheck.statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    await createVerifiedUser(testApp, { email: 'late@example.com' });
    await httpClient(testApp.app).post('/api/authentication/forgot-password', { email: 'late@example.com' });
    const link = linkIn(await latestMail(testApp, 'late@example.com', 'reset-password'));
    await db().execute(
      sql`UPDATE user_tokens SET expires_at = now() - interval '1 minute' WHERE purpose = 'reset_password'`,
    );

    const response = await httpClient(testApp.app).post('/api/authentication/reset-password', {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password: 'too-late-password',
    });

    expect(response.statusCode).toBe(400);
    expect((await login(httpClient(testApp.app), 'late@example.com')).statusCode).toBe(200);
  });

  it('limits reset requests for one address', async () => {
    await createVerifiedUser(testApp, { email: 'flood@example.com' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push(
        (
          await httpClient(testApp.app).post('/api/authentication/forgot-password', {
            email: 'flood@example.com',
          })
        ).statusCode,
      );
    }

    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
