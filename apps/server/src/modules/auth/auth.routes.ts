import {
  changePassword,
  checkResetToken,
  completeTwoFactorLogin,
  deleteIdentity,
  disableTwoFactor,
  enableTwoFactor,
  forgotPassword,
  listIdentities,
  listOAuthProviders,
  listSessions,
  login,
  logout,
  oauthProviderSchema,
  regenerateRecoveryCodes,
  resetPassword,
  revokeOtherSessions,
  revokeSession,
  safeRedirectPath,
  setupTwoFactor,
} from '@parley/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { registerOperation } from '../../platform/http/operation-route.ts';
import type { SessionResolver } from '../../platform/http/request-auth.ts';
import type { SessionCookie } from '../../platform/http/session-cookie.ts';
import type { AuthService, ClientInfo } from './auth.service.ts';
import { OAuthFailure, type OAuthService } from './oauth.service.ts';

/** Binds an authorization request to the browser that started it (login CSRF protection). */
const OAUTH_STATE_COOKIE = 'parley_oauth_state';
const OAUTH_STATE_MAX_AGE_SECONDS = 10 * 60;

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Resolves `request.auth` from the session cookie, renewing the cookie when the session is extended. */
export function sessionResolver(auth: AuthService, cookie: SessionCookie): SessionResolver {
  return async (request, reply, { extend }) => {
    const token = cookie.read(request);
    if (token === undefined) return null;
    const resolved = await auth.resolve(token, extend);
    if (resolved === undefined) return null;
    if (resolved.renewed !== undefined)
      cookie.set(reply, resolved.renewed.token, resolved.renewed.maxAgeSeconds);
    return { sessionId: resolved.session.id, userId: resolved.session.userId };
  };
}

export function registerAuthRoutes(
  app: FastifyInstance,
  {
    auth,
    oauth,
    cookie,
    rootUrl,
  }: { auth: AuthService; oauth: OAuthService; cookie: SessionCookie; rootUrl: string },
): void {
  /** A new sign-in replaces whatever session the browser had (the session id changes every time). */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    maxAgeSeconds: number,
  ) {
    const previous = cookie.read(request);
    if (previous !== undefined && previous !== token) await auth.logout(previous);
    cookie.set(reply, token, maxAgeSeconds);
  }

  registerOperation(app, login, async (request, reply) => {
    const outcome = await auth.login(request.body, clientOf(request), null);
    await startSession(request, reply, outcome.session.token, outcome.session.maxAgeSeconds);
    return outcome.kind === 'signed-in' ? outcome.user : { twoFactorRequired: true as const };
  });

  registerOperation(app, completeTwoFactorLogin, async (request, reply) => {
    const result = await auth.completeSecondFactor(
      cookie.read(request),
      request.body.code,
      clientOf(request),
    );
    cookie.set(reply, result.session.token, result.session.maxAgeSeconds);
    return { user: result.user, redirectUrl: safeRedirectPath(result.redirectUrl) ?? null };
  });

  registerOperation(app, logout, async (request, reply) => {
    await auth.logout(cookie.read(request));
    cookie.clear(reply);
    return {};
  });

  registerOperation(app, forgotPassword, async (request) => {
    await auth.forgotPassword(request.body.email, clientOf(request));
    return {};
  });

  registerOperation(app, checkResetToken, async (request) => {
    await auth.checkResetToken(request.query.email, request.query.token, clientOf(request));
    return { valid: true as const };
  });

  registerOperation(app, resetPassword, async (request) => {
    await auth.resetPassword(request.body, clientOf(request));
    return {};
  });

  registerOperation(app, changePassword, async (request) => {
    const { userId, sessionId } = await request.auth.require();
    await auth.changePassword(userId, sessionId, request.body);
    return {};
  });

  registerOperation(app, listSessions, async (request) => {
    const { userId, sessionId } = await request.auth.require();
    return auth.listSessions(userId, sessionId);
  });

  registerOperation(app, revokeSession, async (request, reply) => {
    const { userId, sessionId } = await request.auth.require();
    await auth.revokeSession(userId, request.params.sessionId);
    if (request.params.sessionId === sessionId) cookie.clear(reply);
    return {};
  });

  registerOperation(app, revokeOtherSessions, async (request) => {
    const { userId, sessionId } = await request.auth.require();
    return { revoked: await auth.revokeOtherSessions(userId, sessionId) };
  });

  registerOperation(app, setupTwoFactor, async (request) => {
    const { userId } = await request.auth.require();
    return auth.setupTwoFactor(userId);
  });

  registerOperation(app, enableTwoFactor, async (request) => {
    const { userId } = await request.auth.require();
    return { recoveryCodes: await auth.enableTwoFactor(userId, request.body.code) };
  });

  registerOperation(app, disableTwoFactor, async (request) => {
    const { userId } = await request.auth.require();
    await auth.disableTwoFactor(userId, request.body.code);
    return {};
  });

  registerOperation(app, regenerateRecoveryCodes, async (request) => {
    const { userId } = await request.auth.require();
    return { recoveryCodes: await auth.regenerateRecoveryCodes(userId, request.body.code) };
  });

  registerOperation(app, listOAuthProviders, () => Promise.resolve(oauth.providers()));

  registerOperation(app, listIdentities, async (request) => {
    const { userId } = await request.auth.require();
    return oauth.listIdentities(userId);
  });

  registerOperation(app, deleteIdentity, async (request) => {
    const { userId } = await request.auth.require();
    await oauth.deleteIdentity(userId, request.params.id);
    return {};
  });

  const providerParams = z.object({ provider: oauthProviderSchema.shape.id });
  const stateCookie = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: rootUrl.startsWith('https:'),
    path: '/api/authentication/oauth',
  };

  app.get(
    '/api/authentication/oauth/:provider',
    {
      schema: {
        operationId: 'startOAuth',
        tags: ['authentication'],
        summary: 'Sign in (or, when signed in, link an account) with an identity provider',
        description:
          'A browser navigation: answers 302 to the provider with state and PKCE. `redirectUrl` (a path on this site) is where the browser lands afterwards.',
        params: providerParams,
        querystring: z.object({ redirectUrl: z.string().max(2000).optional() }),
        response: { 302: z.null().describe('Redirect to the provider') },
      },
    },
    async (request, reply) => {
      const { provider } = request.params as z.infer<typeof providerParams>;
      const { redirectUrl } = request.query as { redirectUrl?: string };
      const signedIn = await request.auth.session();
      const url = await oauth.start(provider, {
        redirectUrl: safeRedirectPath(redirectUrl) ?? null,
        linkUserId: signedIn?.userId ?? null,
      });
      reply.setCookie(OAUTH_STATE_COOKIE, url.searchParams.get('state') ?? '', {
        ...stateCookie,
        maxAge: OAUTH_STATE_MAX_AGE_SECONDS,
      });
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    '/api/authentication/oauth/:provider/callback',
    {
      schema: {
        operationId: 'finishOAuth',
        tags: ['authentication'],
        summary: "The identity provider's redirect back",
        description:
          'Signs in (or asks for the second factor at /2fa), creates or links the account, and redirects to the saved `redirectUrl` or /console. Failures redirect to /login?error=oauth_<reason>.',
        params: providerParams,
        querystring: z.object({ code: z.string().optional(), state: z.string().optional() }).loose(),
        response: { 302: z.null().describe('Redirect into the product') },
      },
    },
    async (request, reply) => {
      const { provider } = request.params as z.infer<typeof providerParams>;
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const callbackUrl = new URL(`${rootUrl}/api/authentication/oauth/${provider}/callback${query}`);
      const expectedState = request.cookies[OAUTH_STATE_COOKIE];
      reply.clearCookie(OAUTH_STATE_COOKIE, stateCookie);
      try {
        if (expectedState === undefined || expectedState !== callbackUrl.searchParams.get('state')) {
          throw new OAuthFailure('state');
        }
        const outcome = await oauth.finish(provider, callbackUrl, clientOf(request));
        if (outcome.kind === 'linked') return await reply.redirect('/console/account?linked=1', 302);
        await startSession(request, reply, outcome.session.token, outcome.session.maxAgeSeconds);
        const target = safeRedirectPath(outcome.redirectUrl);
        if (outcome.kind === 'second-factor-required') {
          return await reply.redirect(
            target === undefined ? '/2fa' : `/2fa?redirectUrl=${encodeURIComponent(target)}`,
            302,
          );
        }
        return await reply.redirect(target ?? '/console', 302);
      } catch (error) {
        if (!(error instanceof OAuthFailure)) throw error;
        request.log.warn({ provider, reason: error.reason }, 'sign-in through an identity provider failed');
        const page = error.linking ? '/console/account' : '/login';
        return reply.redirect(`${page}?error=oauth_${error.reason}`, 302);
      }
    },
  );
}
