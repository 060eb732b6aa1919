import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import {
  createVerifiedUser,
  latestMail,
  linkIn,
  PASSWORD,
  signedInClient,
  signUp,
} from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { httpClient } from '../../test/http-client.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ env: { ROOT_URL: 'http://parley.test:3000' } });
});
afterAll(async () => {
  await testApp.close();
});

const storedUser = async (email: string) =>
  (await testApp.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST /api/user (sign-up)', () => {
  it('creates an unverified account and e-mails a link to the verify screen', async () => {
    const response = await signUp(testApp, {
      email: 'New.User@Example.com',
      firstName: ' Grace ',
      lastName: 'Hopper',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { email: 'new.user@example.com' } });
    const stored = await storedUser('new.user@example.com');
    expect(stored).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', emailVerifiedAt: null });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(response.cookies).toEqual([]);

    const mail = await latestMail(testApp, 'new.user@example.com', 'verify-email');
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe('http://parley.test:3000/login');
    expect(link.searchParams.get('email')).toBe('new.user@example.com');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(mail?.html).toContain(link.searchParams.get('token'));
  });

  it('answers the same for an address that has an account, and tells its owner instead', async () => {
    await signUp(testApp, { email: 'taken@example.com', firstName: 'First' });
    const before = await storedUser('taken@example.com');

    const again = await signUp(testApp, { email: 'taken@example.com', firstName: 'Intruder' });

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { email: 'taken@example.com' } });
    expect(await storedUser('taken@example.com')).toEqual(before);
    expect(await latestMail(testApp, 'taken@example.com', 'account-exists')).toBeDefined();
  });

  it('names each invalid field and creates nothing', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: { email: 'not-an-address', password: 'short', firstName: '', lastName: 'x' },
    });

    expect(response.statusCode).toBe(400);
    expect(
      response.json<{ error: { details: { path: string; message: string }[] } }>().error.details,
    ).toEqual(
      expect.arrayContaining([
        { path: 'body.email', message: 'must be an e-mail address' },
        { path: 'body.password', message: 'must be at least 8 characters' },
        { path: 'body.firstName', message: 'is required' },
      ]),
    );
    expect(await storedUser('not-an-address')).toBeUndefined();
  });

  it('refuses one of the most common passwords', async () => {
    const response = await signUp(testApp, { email: 'common@example.com', password: 'iloveyou123' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        details: [{ path: 'body.password', message: expect.stringMatching(/most common/) }],
      },
    });
    expect(await storedUser('common@example.com')).toBeUndefined();
  });
});

describe('GET /api/user/verify', () => {
  it('marks the address verified once; the link does not work twice', async () => {
    await signUp(testApp, { email: 'verify@example.com' });
    const link = linkIn(await latestMail(testApp, 'verify@example.com', 'verify-email'));
    const url = `/api/user/verify?${link.searchParams.toString()}`;

    const first = await testApp.app.inject({ method: 'GET', url });
    const second = await testApp.app.inject({ method: 'GET', url });

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { email: 'verify@example.com', verified: true } });
    expect((await storedUser('verify@example.com'))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(second.statusCode).toBe(400);
    expect(second.json<{ error: { code: string } }>().error.code).toBe('invalid_token');
  });

  it('refuses a token sent to another address', async () => {
    await signUp(testApp, { email: 'owner@example.com' });
    await signUp(testApp, { email: 'other@example.com' });
    const token = linkIn(await latestMail(testApp, 'owner@example.com', 'verify-email')).searchParams.get(
      'token',
    );

    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/user/verify?email=other%40example.com&token=${token ?? ''}`,
    });

    expect(response.statusCode).toBe(400);
    expect((await storedUser('other@example.com'))?.emailVerifiedAt).toBeNull();
  });
});

describe('POST /api/user/resend-verification', () => {
  it('sends a new link to a signed-in, unverified user and retires the old one', async () => {
    await signUp(testApp, { email: 'resend@example.com' });
    const oldLink = linkIn(await latestMail(testApp, 'resend@example.com', 'verify-email'));
    const client = httpClient(testApp.app);
    await client.post('/api/authentication/login', { email: 'resend@example.com', password: PASSWORD });

    const response = await client.post('/api/user/resend-verification');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { email: 'resend@example.com' } });
    const newLink = linkIn(await latestMail(testApp, 'resend@example.com', 'verify-email'));
    expect(newLink.searchParams.get('token')).not.toBe(oldLink.searchParams.get('token'));
    const old = await testApp.app.inject({
      method: 'GET',
      url: `/api/user/verify?${oldLink.searchParams.toString()}`,
    });
    expect(old.statusCode).toBe(400);
  });

  it('refuses an already verified user and a signed-out visitor', async () => {
    const client = await signedInClient(testApp, { email: 'already@example.com' });

    expect((await client.post('/api/user/resend-verification')).statusCode).toBe(409);
    expect((await httpClient(testApp.app).post('/api/user/resend-verification')).statusCode).toBe(401);
  });
});

describe('GET /api/user/me', () => {
  it('answers the signed-in user', async () => {
    const client = await signedInClient(testApp, {
      email: 'me@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });

    const response = await client.get('/api/user/me');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: expect.any(String),
        email: 'me@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        emailVerified: true,
        twoFactorEnabled: false,
        hasPassword: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect(response.body).not.toContain('argon2');
  });

  it('answers 401 without a session, and a session check 204', async () => {
    const anonymous = httpClient(testApp.app);

    expect((await anonymous.get('/api/user/me')).statusCode).toBe(401);
    const check = await anonymous.get('/api/user/me?sessionCheck=true');
    expect(check.statusCode).toBe(204);
    expect(check.body).toBe('');
  });

  it('answers 401 for a made-up session cookie', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie: 'parley_session=made-up-token' },
    });

    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/user/profile', () => {
  it('changes the name and answers the user', async () => {
    const client = await signedInClient(testApp, { email: 'profile@example.com' });

    const response = await client.put('/api/user/profile', { firstName: ' Katherine ', lastName: 'Johnson' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { firstName: 'Katherine', lastName: 'Johnson' } });
    expect(await storedUser('profile@example.com')).toMatchObject({
      firstName: 'Katherine',
      lastName: 'Johnson',
    });
  });

  it('refuses an empty name and changes nothing', async () => {
    const client = await signedInClient(testApp, { email: 'profile2@example.com', firstName: 'Ada' });

    const response = await client.put('/api/user/profile', { firstName: '  ', lastName: 'Lovelace' });

    expect(response.statusCode).toBe(400);
    expect((await storedUser('profile2@example.com'))?.firstName).toBe('Ada');
  });

  it('needs a session', async () => {
    await createVerifiedUser(testApp, { email: 'nobody-signed-in@example.com' });
    const response = await httpClient(testApp.app).put('/api/user/profile', {
      firstName: 'A',
      lastName: 'B',
    });

    expect(response.statusCode).toBe(401);
  });
});
