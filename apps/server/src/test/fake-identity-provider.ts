import Fastify from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { OAuthEndpoints } from '../modules/auth/oauth-providers.ts';

export const FAKE_CLIENT = { clientId: 'parley-test-client', clientSecret: 'parley-test-secret' };

/** Who signs in at the provider on the next authorization request. */
export interface FakeAccount {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

interface IssuedCode {
  tenant: string;
  account: FakeAccount;
  codeChallenge: string;
  redirectUri: string;
  nonce: string | undefined;
}

export interface FakeIdentityProvider {
  /** OpenID Connect issuers of this fake: one standing in for Google, one for a company's SSO. */
  googleIssuer: string;
  oidcIssuer: string;
  endpoints: OAuthEndpoints;
  /** The account the next authorization request signs in as. */
  nextAccount: FakeAccount;
  /** The query of the last authorization request, as the browser sent it. */
  lastAuthorization: URLSearchParams | undefined;
  close(): Promise<void>;
}

/**
 * OpenID Connect (discovery, authorize, token with PKCE, signed ID tokens, JWKS, userinfo) and the
 * GitHub OAuth API on loopback, so the real client code runs against real HTTP in tests.
 */
export async function startFakeIdentityProvider(): Promise<FakeIdentityProvider> {
  const app = Fastify();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, FakeAccount>();
  let base = '';

  const fake: FakeIdentityProvider = {
    googleIssuer: '',
    oidcIssuer: '',
    endpoints: { googleIssuer: '', github: { authorizationUrl: '', tokenUrl: '', apiUrl: '' } },
    nextAccount: {
      subject: 'user-1',
      email: 'ada@example.com',
      emailVerified: true,
      givenName: 'Ada',
      familyName: 'Lovelace',
    },
    lastAuthorization: undefined,
    close: () => app.close(),
  };

  const issuerOf = (tenant: string) => `${base}/${tenant}`;
  const clientAuthenticated = (authorization: string | undefined, body: Record<string, string>) => {
    const basic = authorization?.startsWith('Basic ')
      ? Buffer.from(authorization.slice(6), 'base64').toString().split(':').map(decodeURIComponent)
      : [body.client_id, body.client_secret];
    return basic[0] === FAKE_CLIENT.clientId && basic[1] === FAKE_CLIENT.clientSecret;
  };

  app.get<{ Params: { tenant: string } }>('/:tenant/.well-known/openid-configuration', (request) => {
    const issuer = issuerOf(request.params.tenant);
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    };
  });

  // Both the OpenID tenants and GitHub's authorize step: sign in as `nextAccount` and go back.
  const authorize = (tenant: string, query: Record<string, string>) => {
    fake.lastAuthorization = new URLSearchParams(query);
    const code = randomBytes(12).toString('hex');
    codes.set(code, {
      tenant,
      account: fake.nextAccount,
      codeChallenge: query.code_challenge ?? '',
      redirectUri: query.redirect_uri ?? '',
      nonce: query.nonce,
    });
    const back = new URL(query.redirect_uri ?? '');
    back.searchParams.set('code', code);
    back.searchParams.set('state', query.state ?? '');
    return back.href;
  };
  app.get<{ Params: { tenant: string }; Querystring: Record<string, string> }>(
    '/:tenant/authorize',
    (request, reply) => reply.redirect(authorize(request.params.tenant, request.query), 302),
  );
  app.get<{ Querystring: Record<string, string> }>('/github/login/oauth/authorize', (request, reply) =>
    reply.redirect(authorize('github', request.query), 302),
  );

  /** Checks the code, the client, the redirect URI and PKCE; hands out an access token. */
  const redeem = (tenant: string, authorization: string | undefined, body: Record<string, string>) => {
    const issued = codes.get(body.code ?? '');
    codes.delete(body.code ?? '');
    const verifier = body.code_verifier ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (
      issued?.tenant !== tenant ||
      !clientAuthenticated(authorization, body) ||
      issued.redirectUri !== body.redirect_uri ||
      issued.codeChallenge !== challenge
    ) {
      return undefined;
    }
    const accessToken = randomBytes(16).toString('hex');
    tokens.set(accessToken, issued.account);
    return { issued, accessToken };
  };

  app.post<{ Params: { tenant: string }; Body: Record<string, string> }>(
    '/:tenant/token',
    async (request, reply) => {
      const redeemed = redeem(request.params.tenant, request.headers.authorization, request.body);
      if (redeemed === undefined) return reply.code(400).send({ error: 'invalid_grant' });
      const { issued, accessToken } = redeemed;
      const idToken = await new SignJWT({
        nonce: issued.nonce,
        email: issued.account.email ?? undefined,
        email_verified: issued.account.emailVerified,
        given_name: issued.account.givenName,
        family_name: issued.account.familyName,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'fake-key' })
        .setIssuer(issuerOf(request.params.tenant))
        .setSubject(issued.account.subject)
        .setAudience(FAKE_CLIENT.clientId)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      return { access_token: accessToken, token_type: 'Bearer', expires_in: 300, id_token: idToken };
    },
  );

  app.get('/:tenant/jwks', () => ({ keys: [jwk] }));

  const bearer = (authorization: string | undefined) =>
    tokens.get(authorization?.replace(/^Bearer /i, '') ?? '');

  app.get('/:tenant/userinfo', (request, reply) => {
    const account = bearer(request.headers.authorization);
    if (account === undefined) return reply.code(401).send();
    return { sub: account.subject, email: account.email, email_verified: account.emailVerified };
  });

  app.post<{ Body: Record<string, string> }>('/github/login/oauth/access_token', (request, reply) => {
    const redeemed = redeem('github', request.headers.authorization, request.body);
    if (redeemed === undefined) return reply.code(200).send({ error: 'bad_verification_code' });
    return { access_token: redeemed.accessToken, token_type: 'bearer', scope: 'read:user,user:email' };
  });
  app.get('/github/api/user', (request, reply) => {
    const account = bearer(request.headers.authorization);
    if (account === undefined) return reply.code(401).send({ message: 'Bad credentials' });
    const name = [account.givenName, account.familyName].filter(Boolean).join(' ');
    return {
      id: Number(account.subject.replace(/\D/g, '') || 1),
      login: 'octo',
      name: name === '' ? null : name,
    };
  });
  app.get('/github/api/user/emails', (request, reply) => {
    const account = bearer(request.headers.authorization);
    if (account === undefined) return reply.code(401).send({ message: 'Bad credentials' });
    return account.email === null
      ? []
      : [{ email: account.email, primary: true, verified: account.emailVerified }];
  });

  base = await app.listen({ port: 0, host: '127.0.0.1' });
  fake.googleIssuer = issuerOf('google');
  fake.oidcIssuer = issuerOf('oidc');
  fake.endpoints = {
    googleIssuer: fake.googleIssuer,
    github: {
      authorizationUrl: `${base}/github/login/oauth/authorize`,
      tokenUrl: `${base}/github/login/oauth/access_token`,
      apiUrl: `${base}/github/api`,
    },
  };
  return fake;
}
