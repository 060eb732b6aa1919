import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { latestMail, linkIn, PASSWORD, signedInClient } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { httpClient, type HttpClient } from '../../test/http-client.ts';
import { currentTotpCode } from './two-factor.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const THIRTY_SECONDS = 30_000;

/** Signs up, signs in and turns two-factor sign-in on; resolves the secret and recovery codes. */
async function withTwoFactor(
  email: string,
): Promise<{ client: HttpClient; secret: string; recoveryCodes: string[] }> {
  const client = await signedInClient(testApp, { email });
  const setup = await client.post('/api/user/two-factor/setup');
  const { secret } = setup.json<{ data: { secret: string } }>().data;
  const enabled = await client.post('/api/user/two-factor/enable', { code: currentTotpCode(secret) });
  return {
    client,
    secret,
    recoveryCodes: enabled.json<{ data: { recoveryCodes: string[] } }>().data.recoveryCodes,
  };
}

async function passwordStep(email: string, password = PASSWORD): Promise<HttpClient> {
  const browser = httpClient(testApp.app);
  const response = await browser.post('/api/authentication/login', { email, password });
  expect(response.json()).toEqual({ data: { twoFactorRequired: true } });
  return browser;
}

describe('turning two-factor sign-in on', () => {
  it('offers a secret with its QR code, and turns on only with a right code', async () => {
    const client = await signedInClient(testApp, { email: 'tfa-setup@example.com' });

    const setup = await client.post('/api/user/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCodeDataUrl } = setup.json<{
      data: { secret: string; otpauthUrl: string; qrCodeDataUrl: string };
    }>().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('issuer=Parley');
    expect(
      Buffer.from(qrCodeDataUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString(),
    ).toContain('<svg');

    const wrong = await client.post('/api/user/two-factor/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ error: { code: string } }>().error.code).toBe('invalid_code');
    expect(
      (await client.get('/api/user/me')).json<{ data: { twoFactorEnabled: boolean } }>().data
        .twoFactorEnabled,
    ).toBe(false);

    const enabled = await client.post('/api/user/two-factor/enable', { code: currentTotpCode(secret) });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json<{ data: { recoveryCodes: string[] } }>().data;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes[0]).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(
      (await client.get('/api/user/me')).json<{ data: { twoFactorEnabled: boolean } }>().data
        .twoFactorEnabled,
    ).toBe(true);
  });

  it('keeps the secret encrypted at rest', async () => {
    const { secret } = await withTwoFactor('tfa-encrypted@example.com');

    const [row] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'tfa-encrypted@example.com'));

    expect(row?.totpSecret).toMatch(/^v1\./);
    expect(row?.totpSecret).not.toContain(secret);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('asks for the second factor; the pending session signs nobody in until it is given', async () => {
    const { secret } = await withTwoFactor('tfa-login@example.com');
    const browser = await passwordStep('tfa-login@example.com');

    expect((await browser.get('/api/user/me')).statusCode).toBe(401);
    expect((await browser.get('/api/user/me?sessionCheck=true')).statusCode).toBe(204);
    const pendingToken = browser.cookies.get('parley_session');

    const done = await browser.post('/api/authentication/2fa', {
      code: currentTotpCode(secret, Date.now() + THIRTY_SECONDS),
    });

    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      data: { user: { email: 'tfa-login@example.com' }, redirectUrl: null },
    });
    expect(browser.cookies.get('parley_session')).not.toBe(pendingToken);
    expect((await browser.get('/api/user/me')).statusCode).toBe(200);
  });

  it('refuses a wrong code, and a code already used', async () => {
    const { secret } = await withTwoFactor('tfa-replay@example.com');
    const code = currentTotpCode(secret, Date.now() + THIRTY_SECONDS);
    const first = await passwordStep('tfa-replay@example.com');
    expect((await first.post('/api/authentication/2fa', { code: '123456' })).statusCode).toBe(400);
    expect((await first.post('/api/authentication/2fa', { code })).statusCode).toBe(200);

    const second = await passwordStep('tfa-replay@example.com');
    const replay = await second.post('/api/authentication/2fa', { code });

    expect(replay.statusCode).toBe(400);
    expect(replay.json<{ error: { code: string } }>().error.code).toBe('invalid_code');
    expect((await second.get('/api/user/me')).statusCode).toBe(401);
  });

  it('accepts each recovery code once, however it is typed', async () => {
    const { recoveryCodes } = await withTwoFactor('tfa-recovery@example.com');
    const code = recoveryCodes[3] ?? '';

    const browser = await passwordStep('tfa-recovery@example.com');
    const withCode = await browser.post('/api/authentication/2fa', {
      code: ` ${code.toUpperCase().replace('-', ' ')} `,
    });
    expect(withCode.statusCode).toBe(200);

    const again = await passwordStep('tfa-recovery@example.com');
    expect((await again.post('/api/authentication/2fa', { code })).statusCode).toBe(400);
  });

  it('ends the pending sign-in after 5 wrong codes', async () => {
    const { secret } = await withTwoFactor('tfa-guess@example.com');
    const browser = await passwordStep('tfa-guess@example.com');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await browser.post('/api/authentication/2fa', { code: '111111' })).statusCode).toBe(400);
    }

    const fifth = await browser.post('/api/authentication/2fa', { code: '111111' });
    const afterwards = await browser.post('/api/authentication/2fa', { code: currentTotpCode(secret) });

    expect(fifth.statusCode).toBe(401);
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json<{ error: { message: string } }>().error.message).toMatch(
      /Sign in with your password again/,
    );
  });

  it('without a pending sign-in, answers 401', async () => {
    const response = await httpClient(testApp.app).post('/api/authentication/2fa', { code: '123456' });

    expect(response.statusCode).toBe(401);
  });

  it('is still required after a password reset', async () => {
    const { secret } = await withTwoFactor('tfa-reset@example.com');
    await httpClient(testApp.app).post('/api/authentication/forgot-password', {
      email: 'tfa-reset@example.com',
    });
    const link = linkIn(await latestMail(testApp, 'tfa-reset@example.com', 'reset-password'));
    await httpClient(testApp.app).post('/api/authentication/reset-password', {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password: 'after-the-reset-1',
    });

    const browser = await passwordStep('tfa-reset@example.com', 'after-the-reset-1');

    expect((await browser.get('/api/user/me')).statusCode).toBe(401);
    expect(
      (
        await browser.post('/api/authentication/2fa', {
          code: currentTotpCode(secret, Date.now() + THIRTY_SECONDS),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('managing two-factor sign-in', () => {
  it('replaces the recovery codes with a code, and the old ones stop working', async () => {
    const { client, secret, recoveryCodes } = await withTwoFactor('tfa-regenerate@example.com');

    const regenerated = await client.post('/api/user/two-factor/recovery-codes', {
      code: currentTotpCode(secret, Date.now() + THIRTY_SECONDS),
    });

    expect(regenerated.statusCode).toBe(200);
    const fresh = regenerated.json<{ data: { recoveryCodes: string[] } }>().data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    const browser = await passwordStep('tfa-regenerate@example.com');
    expect((await browser.post('/api/authentication/2fa', { code: recoveryCodes[0] })).statusCode).toBe(400);
    expect((await browser.post('/api/authentication/2fa', { code: fresh[0] })).statusCode).toBe(200);
  });

  it('turns off only with a right code', async () => {
    const { client, recoveryCodes } = await withTwoFactor('tfa-off@example.com');

    expect((await client.post('/api/user/two-factor/disable', { code: '999999' })).statusCode).toBe(400);
    expect((await client.post('/api/user/two-factor/disable', { code: recoveryCodes[1] })).statusCode).toBe(
      200,
    );

    const signIn = await httpClient(testApp.app).post('/api/authentication/login', {
      email: 'tfa-off@example.com',
      password: PASSWORD,
    });
    expect(signIn.json()).toMatchObject({ data: { email: 'tfa-off@example.com', twoFactorEnabled: false } });
  });

  it('needs a session', async () => {
    expect((await httpClient(testApp.app).post('/api/user/two-factor/setup')).statusCode).toBe(401);
  });
});
