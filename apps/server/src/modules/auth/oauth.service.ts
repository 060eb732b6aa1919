import type { Identity } from '@parley/contract';
import * as client from 'openid-client';
import type { Database } from '../../db/client.ts';
import { sha256 } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import type { UsersService } from '../users/users.service.ts';
import { createAuthRepository } from './auth.repository.ts';
import type { AuthService, ClientInfo, IssuedSession } from './auth.service.ts';
import type { ProviderClient } from './oauth-providers.ts';

const REQUEST_TTL_MS = 10 * 60 * 1000;

/** Why a sign-in through a provider did not happen; the login screen explains each. */
export type OAuthFailureReason =
  'state' | 'denied' | 'provider' | 'no_email' | 'account_exists' | 'identity_in_use';

export class OAuthFailure extends Error {
  readonly reason: OAuthFailureReason;
  /** Set when a signed-in user was linking, so the failure is shown on account settings. */
  readonly linking: boolean;

  constructor(reason: OAuthFailureReason, linking = false) {
    super(`sign-in through the provider failed: ${reason}`);
    this.name = 'OAuthFailure';
    this.reason = reason;
    this.linking = linking;
  }
}

export type OAuthOutcome =
  | { kind: 'signed-in'; session: IssuedSession; redirectUrl: string | null }
  | { kind: 'second-factor-required'; session: IssuedSession; redirectUrl: string | null }
  | { kind: 'linked' };

export function createOAuthService({
  db,
  providers,
  users,
  auth,
}: {
  db: Database;
  providers: ProviderClient[];
  users: UsersService;
  auth: AuthService;
}) {
  const repository = createAuthRepository(db);
  const byId = new Map(providers.map((provider) => [provider.id, provider]));

  function provider(id: string): ProviderClient {
    const found = byId.get(id as ProviderClient['id']);
    if (found === undefined) throw new AppError('not_found', `Signing in with ${id} is not set up here.`);
    return found;
  }

  async function signIn(
    userId: string,
    client: ClientInfo,
    redirectUrl: string | null,
  ): Promise<OAuthOutcome> {
    const account = await users.credentialsById(userId);
    // A provider stands in for the password, never for the second factor.
    if (account?.twoFactorEnabled === true) {
      return {
        kind: 'second-factor-required',
        session: await auth.issueSession(userId, client, { pending: true, redirectUrl }),
        redirectUrl,
      };
    }
    return { kind: 'signed-in', session: await auth.issueSession(userId, client), redirectUrl };
  }

  return {
    providers: () => providers.map(({ id, name }) => ({ id, name })),

    /** The provider's authorization URL for a new request (state and PKCE kept for the callback). */
    async start(
      providerId: string,
      options: { redirectUrl: string | null; linkUserId: string | null },
    ): Promise<URL> {
      const chosen = provider(providerId);
      const checks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      await repository.insertOAuthRequest({
        stateHash: sha256(checks.state),
        provider: chosen.id,
        codeVerifier: checks.codeVerifier,
        nonce: checks.nonce,
        redirectUrl: options.redirectUrl,
        linkUserId: options.linkUserId,
        expiresAt: new Date(Date.now() + REQUEST_TTL_MS),
      });
      return chosen.authorizationUrl(checks);
    },

    /**
     * Handles the provider's redirect back: signs in the identity's user, links it to an account with
     * the same verified address, creates an account for a new one, or links it to the user who asked.
     */
    async finish(providerId: string, callbackUrl: URL, clientInfo: ClientInfo): Promise<OAuthOutcome> {
      const chosen = provider(providerId);
      const state = callbackUrl.searchParams.get('state');
      const request = state === null ? undefined : await repository.takeOAuthRequest(sha256(state));
      if (request?.provider !== chosen.id) throw new OAuthFailure('state');
      const linking = request.linkUserId !== null;
      if (callbackUrl.searchParams.has('error')) throw new OAuthFailure('denied', linking);

      let identity;
      try {
        identity = await chosen.identity(callbackUrl, {
          state: state ?? '',
          nonce: request.nonce,
          codeVerifier: request.codeVerifier,
        });
      } catch {
        throw new OAuthFailure('provider', linking);
      }
      const known = await repository.findIdentity(chosen.id, identity.subject);

      if (request.linkUserId !== null) {
        if (known !== undefined && known.userId !== request.linkUserId)
          throw new OAuthFailure('identity_in_use', true);
        if (known === undefined) {
          await repository.insertIdentity({
            userId: request.linkUserId,
            provider: chosen.id,
            subject: identity.subject,
            email: identity.email,
          });
        }
        return { kind: 'linked' };
      }
      if (known !== undefined) return signIn(known.userId, clientInfo, request.redirectUrl);
      if (identity.email === null) throw new OAuthFailure('no_email');

      const existing = await users.findByEmail(identity.email);
      // Link to an existing account only when both sides have proven the address.
      if (existing !== undefined && !(identity.emailVerified && existing.emailVerified)) {
        throw new OAuthFailure('account_exists');
      }
      const user =
        existing ??
        (await users.createFromIdentity({
          email: identity.email,
          emailVerified: identity.emailVerified,
          firstName: identity.firstName,
          lastName: identity.lastName,
        }));
      if (user === undefined) throw new OAuthFailure('account_exists');
      await repository.insertIdentity({
        userId: user.id,
        provider: chosen.id,
        subject: identity.subject,
        email: identity.email,
      });
      return signIn(user.id, clientInfo, request.redirectUrl);
    },

    async listIdentities(userId: string): Promise<Identity[]> {
      const rows = await repository.listIdentities(userId);
      return rows.map((row) => ({
        id: row.id,
        provider: row.provider,
        providerName: byId.get(row.provider as ProviderClient['id'])?.name ?? row.provider,
        email: row.email,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** Unlinks an identity, unless it is the user's last way to sign in. */
    async deleteIdentity(userId: string, identityId: string): Promise<void> {
      const identities = await repository.listIdentities(userId);
      if (!identities.some((identity) => identity.id === identityId)) {
        throw new AppError('not_found', 'There is no such linked account.');
      }
      const account = await users.credentialsById(userId);
      if (account?.passwordHash === null && identities.length === 1) {
        throw new AppError(
          'conflict',
          'This is your only way to sign in. Set a password or link another provider first.',
        );
      }
      await repository.deleteIdentity(userId, identityId);
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
