import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, PASSWORD, signedInClient, signUp } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  FAKE_CLIENT,
  startFakeIdentityProvider,
  type FakeIdentityProvider,
} from '../../test/fake-identity-provider.ts';
import { httpClient, type HttpClient } from '../../test/http-client.ts';
import { currentTotpCode } from './two-factor.ts';

let idp: FakeIdentityProvider;
let testApp: TestApp;
beforeAll(async () => {
  idp = await startFakeIdentityProvider();
  testApp = await buildTestApp({
    env: {
      GOOGLE_CLIENT_ID: FAKE_CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: FAKE_CLIENT.clientSecret,
      GITHUB_CLIENT_ID: FAKE_CLIENT.clientId,
      GITHUB_CLIENT_SECRET: FAKE_CLIENT.clientSecret,
      OIDC_ISSUER_URL: idp.oidcIssuer,
      OIDC_CLIENT_ID: FAKE_CLIENT.clientId,
      OIDC_CLIENT_SECRET: FAKE_CLIENT.clientSecret,
      OIDC_NAME: 'Acme SSO',
    },
    oauthEndpoints: idp.endpoints,
  });
});
afterAll(async () => {
  await testApp.close();
  await idp.close();
});

function locationOf(response: { headers: Record<string, unknown> }): string {
  const location = response.headers.location;
  if (typeof location !== 'string') throw new Error('expected a redirect');
  return location;
}

/**
 * Goes through the whole browser round trip: Parley's start URL, the provider's authorize page (which
 * signs in as `idp.nextAccount` and redirects back), then Parley's callback. Resolves the final redirect.
 */
async function signInThrough(browser: HttpClient, provider: string, redirectUrl?: string): Promise<string> {
  const query = redirectUrl === undefined ? '' : `?redirectUrl=${encodeURIComponent(redirectUrl)}`;
  const start = await browser.get(`/api/authentication/oauth/${provider}${query}`);
  expect(start.statusCode).toBe(302);
  const atProvider = await fetch(locationOf(start), { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location') ?? '');
  const back = await browser.get(`${callback.pathname}${callback.search}`);
  expect(back.statusCode).toBe(302);
  return locationOf(back);
}

describe('GET /api/authentication/oauth/providers', () => {
  it('lists the configured providers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/authentication/oauth/providers' });

    expect(response.json()).toEqual({
      data: [
        { id: 'google', name: 'Google' },
        { id: 'github', name: 'GitHub' },
        { id: 'oidc', name: 'Acme SSO' },
      ],
    });
  });

  it('lists none when none is configured, and refuses to start one', async () => {
    const bare = await buildTestApp();
    try {
      expect(
        (await bare.app.inject({ method: 'GET', url: '/api/authentication/oauth/providers' })).json(),
      ).toEqual({
        data: [],
      });
      expect(
        (await bare.app.inject({ method: 'GET', url: '/api/authentication/oauth/google' })).statusCode,
      ).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('signing in through a provider', () => {
  it('redirects to the provider with state and an S256 PKCE challenge', async () => {
    const browser = httpClient(testApp.app);
    const start = await browser.get('/api/authentication/oauth/oidc');
    const location = new URL(locationOf(start));

    expect(`${location.origin}${location.pathname}`).toBe(`${idp.oidcIssuer}/authorize`);
    expect(location.searchParams.get('client_id')).toBe(FAKE_CLIENT.clientId);
    expect(location.searchParams.get('redirect_uri')).toBe(
      `${testApp.config.rootUrl}/api/authentication/oauth/oidc/callback`,
    );
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBe(browser.cookies.get('parley_oauth_state'));
    expect(location.searchParams.get('scope')).toBe('openid email profile');
  });

  it('creates the account at first sign-in and lands on the saved redirect URL', async () => {
    idp.nextAccount = {
      subject: 'sso-1',
      email: 'New.Person@Acme.test',
      emailVerified: true,
      givenName: 'New',
      familyName: 'Person',
    };
    const browser = httpClient(testApp.app);

    const landing = await signInThrough(browser, 'oidc', '/console/teams?tab=2');

    expect(landing).toBe('/console/teams?tab=2');
    const me = await browser.get('/api/user/me');
    expect(me.json()).toMatchObject({
      data: {
        email: 'new.person@acme.test',
        firstName: 'New',
        lastName: 'Person',
        emailVerified: true,
        hasPassword: false,
      },
    });
    const identities = await browser.get('/api/authentication/oauth/identities');
    expect(identities.json()).toMatchObject({
      data: [{ provider: 'oidc', providerName: 'Acme SSO', email: 'new.person@acme.test' }],
    });

    // The same identity signs in to the same account next time, to /console by default.
    const again = httpClient(testApp.app);
    expect(await signInThrough(again, 'oidc')).toBe('/console');
    expect((await again.get('/api/user/me')).json<{ data: { id: string } }>().data.id).toBe(
      me.json<{ data: { id: string } }>().data.id,
    );
  });

  it('works the same through Google and GitHub', async () => {
    idp.nextAccount = {
      subject: 'g-77',
      email: 'grace@gmail.test',
      emailVerified: true,
      givenName: 'Grace',
      familyName: 'Hopper',
    };
    const google = httpClient(testApp.app);
    expect(await signInThrough(google, 'google')).toBe('/console');
    expect((await google.get('/api/user/me')).json()).toMatchObject({ data: { email: 'grace@gmail.test' } });

    idp.nextAccount = {
      subject: '4242',
      email: 'octo@github.test',
      emailVerified: true,
      givenName: 'Octo',
      familyName: 'Cat Junior',
    };
    const github = httpClient(testApp.app);
    expect(await signInThrough(github, 'github')).toBe('/console');
    expect((await github.get('/api/user/me')).json()).toMatchObject({
      data: { email: 'octo@github.test', firstName: 'Octo', lastName: 'Cat Junior' },
    });
  });

  it('refuses a callback whose state does not match the browser that started', async () => {
    idp.nextAccount = { subject: 'victim-flow', email: 'attacker@acme.test', emailVerified: true };
    const attacker = httpClient(testApp.app);
    const start = await attacker.get('/api/authentication/oauth/oidc');
    const atProvider = await fetch(locationOf(start), { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location') ?? '');

    const victim = httpClient(testApp.app);
    const forged = await victim.get(`${callback.pathname}${callback.search}`);

    expect(forged.headers.location).toBe('/login?error=oauth_state');
    expect(victim.cookies.has('parley_session')).toBe(false);
  });

  it('refuses a state that was already used', async () => {
    idp.nextAccount = { subject: 'once', email: 'once@acme.test', emailVerified: true };
    const browser = httpClient(testApp.app);
    const start = await browser.get('/api/authentication/oauth/oidc');
    const atProvider = await fetch(locationOf(start), { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location') ?? '');
    const state = browser.cookies.get('parley_oauth_state') ?? '';
    await browser.get(`${callback.pathname}${callback.search}`);

    const replay = await testApp.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `parley_oauth_state=${state}` },
    });

    expect(replay.headers.location).toBe('/login?error=oauth_state');
  });

  it('links to an existing account only when both sides verified the address', async () => {
    await createVerifiedUser(testApp, { email: 'linked@acme.test' });
    idp.nextAccount = { subject: 'unverified-claim', email: 'linked@acme.test', emailVerified: false };
    expect(await signInThrough(httpClient(testApp.app), 'oidc')).toBe('/login?error=oauth_account_exists');

    idp.nextAccount = { subject: 'verified-claim', email: 'linked@acme.test', emailVerified: true };
    const browser = httpClient(testApp.app);
    expect(await signInThrough(browser, 'oidc')).toBe('/console');
    expect((await browser.get('/api/user/me')).json()).toMatchObject({
      data: { email: 'linked@acme.test', hasPassword: true },
    });
  });

  it('does not link to an account whose address was never verified', async () => {
    await signUp(testApp, { email: 'squatted@acme.test' });
    idp.nextAccount = { subject: 'real-owner', email: 'squatted@acme.test', emailVerified: true };

    expect(await signInThrough(httpClient(testApp.app), 'oidc')).toBe('/login?error=oauth_account_exists');
  });

  it('still asks for the second factor of an account that has one', async () => {
    const client = await signedInClient(testApp, { email: 'sso-2fa@acme.test' });
    const { secret } = (await client.post('/api/user/two-factor/setup')).json<{ data: { secret: string } }>()
      .data;
    await client.post('/api/user/two-factor/enable', { code: currentTotpCode(secret) });
    idp.nextAccount = { subject: 'sso-2fa', email: 'sso-2fa@acme.test', emailVerified: true };
    const browser = httpClient(testApp.app);

    const landing = await signInThrough(browser, 'oidc', '/console/account');

    expect(landing).toBe(`/2fa?redirectUrl=${encodeURIComponent('/console/account')}`);
    expect((await browser.get('/api/user/me')).statusCode).toBe(401);
    const done = await browser.post('/api/authentication/2fa', {
      code: currentTotpCode(secret, Date.now() + 30_000),
    });
    expect(done.json()).toMatchObject({ data: { redirectUrl: '/console/account' } });
  });

  it('ignores a redirect URL that leaves the site', async () => {
    idp.nextAccount = { subject: 'redirect-test', email: 'redirect@acme.test', emailVerified: true };

    expect(await signInThrough(httpClient(testApp.app), 'oidc', 'https://evil.example/phish')).toBe(
      '/console',
    );
  });
});

describe('linked identities', () => {
  it('a signed-in user links a provider, and may unlink it while a password remains', async () => {
    const client = await signedInClient(testApp, { email: 'linker@example.com' });
    idp.nextAccount = { subject: 'gh-linker', email: 'someone-else@github.test', emailVerified: true };

    expect(await signInThrough(client, 'github')).toBe('/console/account?linked=1');

    const identities = (await client.get('/api/authentication/oauth/identities')).json<{
      data: { id: string; provider: string }[];
    }>().data;
    expect(identities.map((identity) => identity.provider)).toEqual(['github']);
    const signInWithGitHub = httpClient(testApp.app);
    expect(await signInThrough(signInWithGitHub, 'github')).toBe('/console');
    expect((await signInWithGitHub.get('/api/user/me')).json()).toMatchObject({
      data: { email: 'linker@example.com' },
    });

    expect(
      (await client.delete(`/api/authentication/oauth/identities/${identities[0]?.id ?? ''}`)).statusCode,
    ).toBe(200);
    expect((await client.get('/api/authentication/oauth/identities')).json()).toEqual({ data: [] });
  });

  it('refuses to link an identity that belongs to another account', async () => {
    idp.nextAccount = { subject: 'taken-identity', email: 'first-owner@acme.test', emailVerified: true };
    await signInThrough(httpClient(testApp.app), 'oidc');
    const client = await signedInClient(testApp, { email: 'second-owner@example.com' });

    expect(await signInThrough(client, 'oidc')).toBe('/console/account?error=oauth_identity_in_use');
  });

  it('refuses to remove the last way to sign in', async () => {
    idp.nextAccount = { subject: 'only-way', email: 'only-way@acme.test', emailVerified: true };
    const browser = httpClient(testApp.app);
    await signInThrough(browser, 'oidc');
    const [identity] = (await browser.get('/api/authentication/oauth/identities')).json<{
      data: { id: string }[];
    }>().data;

    const refused = await browser.delete(`/api/authentication/oauth/identities/${identity?.id ?? ''}`);

    expect(refused.statusCode).toBe(409);
    expect(
      (await browser.get('/api/authentication/oauth/identities')).json<{ data: unknown[] }>().data,
    ).toHaveLength(1);

    // Once the account has a password, the identity may go.
    expect((await browser.put('/api/user/password', { password: 'a-password-at-last' })).statusCode).toBe(
      200,
    );
    expect(
      (await browser.delete(`/api/authentication/oauth/identities/${identity?.id ?? ''}`)).statusCode,
    ).toBe(200);
    const withPassword = await httpClient(testApp.app).post('/api/authentication/login', {
      email: 'only-way@acme.test',
      password: 'a-password-at-last',
    });
    expect(withPassword.statusCode).toBe(200);
  });

  it('cannot remove another user’s identity', async () => {
    idp.nextAccount = { subject: 'mine', email: 'mine@acme.test', emailVerified: true };
    const owner = httpClient(testApp.app);
    await signInThrough(owner, 'oidc');
    const [identity] = (await owner.get('/api/authentication/oauth/identities')).json<{
      data: { id: string }[];
    }>().data;
    const stranger = await signedInClient(testApp, { email: 'stranger@example.com', password: PASSWORD });

    expect(
      (await stranger.delete(`/api/authentication/oauth/identities/${identity?.id ?? ''}`)).statusCode,
    ).toBe(404);
    expect(
      (await owner.get('/api/authentication/oauth/identities')).json<{ data: unknown[] }>().data,
    ).toHaveLength(1);
  });
});
