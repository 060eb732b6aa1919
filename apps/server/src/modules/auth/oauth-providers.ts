import type { OAuthProvider } from '@parley/contract';
import * as client from 'openid-client';
import type { Config } from '../../config/env.ts';

export type ProviderId = OAuthProvider['id'];

/** Where the public providers live. Tests point these at fakes on loopback. */
export interface OAuthEndpoints {
  googleIssuer: string;
  github: { authorizationUrl: string; tokenUrl: string; apiUrl: string };
}

export const PUBLIC_OAUTH_ENDPOINTS: OAuthEndpoints = {
  googleIssuer: 'https://accounts.google.com',
  github: {
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    apiUrl: 'https://api.github.com',
  },
};

/** Who signed in at the provider. */
export interface ExternalIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface ProviderClient extends OAuthProvider {
  authorizationUrl(checks: AuthorizationChecks): Promise<URL>;
  /** Exchanges the code from the callback (checking state, PKCE and, for OpenID, nonce and ID token). */
  identity(callbackUrl: URL, checks: AuthorizationChecks): Promise<ExternalIdentity>;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Plain HTTP is only for providers on this machine (tests, local development). */
function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

function openIdProvider(
  provider: OAuthProvider,
  issuerUrl: string,
  credentials: { clientId: string; clientSecret: string },
  redirectUri: string,
): ProviderClient {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(issuerUrl),
        credentials.clientId,
        credentials.clientSecret,
        undefined,
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- plain HTTP only for loopback providers
        isLoopback(issuerUrl) ? { execute: [client.allowInsecureRequests] } : {},
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
  return {
    ...provider,
    async authorizationUrl({ state, nonce, codeVerifier }) {
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async identity(callbackUrl, { state, nonce, codeVerifier }) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (claims === undefined) throw new Error('the provider sent no ID token');
      const profile =
        typeof claims.email === 'string'
          ? claims
          : await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      return {
        subject: claims.sub,
        email: text(profile.email)?.toLowerCase() ?? null,
        emailVerified: profile.email_verified === true,
        firstName: text(profile.given_name),
        lastName: text(profile.family_name),
      };
    },
  };
}

function gitHubProvider(
  endpoints: OAuthEndpoints['github'],
  credentials: { clientId: string; clientSecret: string },
  redirectUri: string,
): ProviderClient {
  const config = new client.Configuration(
    {
      issuer: 'https://github.com',
      authorization_endpoint: endpoints.authorizationUrl,
      token_endpoint: endpoints.tokenUrl,
    },
    credentials.clientId,
    credentials.clientSecret,
  );
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- plain HTTP only for loopback providers
  if (isLoopback(endpoints.tokenUrl)) client.allowInsecureRequests(config);
  const api = async <T>(accessToken: string, path: string): Promise<T> => {
    const response = await client.fetchProtectedResource(
      config,
      accessToken,
      new URL(`${endpoints.apiUrl}${path}`),
      'GET',
    );
    if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${path}`);
    return (await response.json()) as T;
  };
  return {
    id: 'github',
    name: 'GitHub',
    async authorizationUrl({ state, codeVerifier }) {
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'read:user user:email',
        state,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async identity(callbackUrl, { state, codeVerifier }) {
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
      });
      const user = await api<{ id: number; name: string | null }>(tokens.access_token, '/user');
      const emails = await api<{ email: string; primary: boolean; verified: boolean }[]>(
        tokens.access_token,
        '/user/emails',
      );
      const best =
        emails.find((entry) => entry.primary && entry.verified) ?? emails.find((entry) => entry.verified);
      const [firstName = null, ...rest] = (text(user.name) ?? '').split(/\s+/).filter((part) => part !== '');
      return {
        subject: String(user.id),
        email: best?.email.toLowerCase() ?? null,
        emailVerified: best !== undefined,
        firstName,
        lastName: rest.length > 0 ? rest.join(' ') : null,
      };
    },
  };
}

/** The providers configured for this deployment, in the order they are offered. */
export function configuredProviders(
  config: Pick<Config, 'oauth' | 'rootUrl'>,
  endpoints: OAuthEndpoints = PUBLIC_OAUTH_ENDPOINTS,
): ProviderClient[] {
  const redirectUri = (id: ProviderId) => `${config.rootUrl}/api/authentication/oauth/${id}/callback`;
  const providers: ProviderClient[] = [];
  const { google, github, oidc } = config.oauth;
  if (google !== undefined) {
    providers.push(
      openIdProvider({ id: 'google', name: 'Google' }, endpoints.googleIssuer, google, redirectUri('google')),
    );
  }
  if (github !== undefined) providers.push(gitHubProvider(endpoints.github, github, redirectUri('github')));
  if (oidc !== undefined) {
    providers.push(
      openIdProvider({ id: 'oidc', name: oidc.name }, oidc.issuerUrl, oidc, redirectUri('oidc')),
    );
  }
  return providers;
}
