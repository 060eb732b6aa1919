import type { SessionInfo, User } from '@parley/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Notifications } from '../../db/notifications.ts';
import { randomToken, sha256 } from '../../platform/crypto.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import { assertAcceptablePassword, type UsersService } from '../users/users.service.ts';
import { createAuthRepository, type SessionRow } from './auth.repository.ts';
import {
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  totpEnrolment,
  totpStep,
} from './two-factor.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A session ends after 14 days without use, and after 60 days in any case. */
export const SESSION_IDLE_MS = 14 * DAY_MS;
const SESSION_MAX_MS = 60 * DAY_MS;
/** Activity moves the expiry at most this often, so a busy session is not written on every call. */
const TOUCH_INTERVAL_MS = 5 * MINUTE_MS;
/** A password-checked sign-in waits this long for its second factor. */
const PENDING_SECOND_FACTOR_MS = 10 * MINUTE_MS;
const MAX_SECOND_FACTOR_ATTEMPTS = 5;
/** How long another server node may go on accepting a session that was ended elsewhere. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Where nodes tell each other which sessions ended or changed (comma-separated ids). */
const SESSIONS_CHANNEL = 'parley_sessions_changed';
/** NOTIFY payloads stop at 8000 bytes; a uuid and its comma take 37. */
const IDS_PER_NOTIFICATION = 150;

const WINDOW_15_MIN = 15 * 60;
/** Every sign-in attempt from one client. */
export const LOGIN_PER_CLIENT: RateRule = { name: 'login-client', limit: 50, windowSeconds: WINDOW_15_MIN };
/** Failed attempts on one account from one client. */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT: RateRule = {
  name: 'login-account-client',
  limit: 10,
  windowSeconds: WINDOW_15_MIN,
};
/** Failed attempts on one account from anywhere: slows a distributed guessing attack. */
const LOGIN_FAILURES_PER_ACCOUNT: RateRule = { name: 'login-account', limit: 100, windowSeconds: 60 * 60 };
const SECOND_FACTOR_FAILURES_PER_ACCOUNT: RateRule = {
  name: 'second-factor-account',
  limit: 10,
  windowSeconds: WINDOW_15_MIN,
};
/** Password-recovery requests and resets, from one client and for one address. */
export const RECOVERY_PER_CLIENT: RateRule = {
  name: 'recovery-client',
  limit: 20,
  windowSeconds: WINDOW_15_MIN,
};
const RECOVERY_PER_ACCOUNT: RateRule = { name: 'recovery-account', limit: 3, windowSeconds: WINDOW_15_MIN };

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** A new session token for the cookie, and how long the cookie should live. */
export interface IssuedSession {
  token: string;
  maxAgeSeconds: number;
}

export interface ResolvedSession {
  session: SessionRow;
  /** Set when the session's expiry moved: the cookie should be sent again with the new lifetime. */
  renewed: IssuedSession | undefined;
}

export type LoginOutcome =
  | { kind: 'signed-in'; user: User; session: IssuedSession }
  | { kind: 'second-factor-required'; session: IssuedSession };

const INVALID_CREDENTIALS = new AppError(
  'invalid_credentials',
  'The e-mail address or password is not right.',
);
const invalidCode = () =>
  new AppError(
    'invalid_code',
    'That code is not right. Use the current code from your app, or a recovery code.',
  );

export function createAuthService({
  db,
  notifications,
  logger,
  users,
  rateLimiter,
}: {
  db: Database;
  notifications: Notifications;
  logger: FastifyBaseLogger;
  users: UsersService;
  rateLimiter: RateLimiter;
}) {
  const store = createAuthRepository(db);
  // Sessions are read on every call; a few seconds of caching keeps that off the database. The node
  // that ends or changes a session drops it at once and tells the others (LISTEN/NOTIFY), which drop
  // it as soon as the message arrives; the TTL bounds what a lost message can leave behind.
  const sessionCache = createTtlCache<string, SessionRow>({
    ttlMs: SESSION_CACHE_TTL_MS,
    maxEntries: 10_000,
  });
  const forget = (ids: string[]) => {
    const gone = new Set(ids);
    sessionCache.deleteWhere((session) => gone.has(session.id));
  };
  /** Drops changed or ended sessions here, then on every other node. */
  async function changed(ids: string[]): Promise<void> {
    forget(ids);
    for (let start = 0; start < ids.length; start += IDS_PER_NOTIFICATION) {
      const payload = ids.slice(start, start + IDS_PER_NOTIFICATION).join(',');
      await notifications.publish(SESSIONS_CHANNEL, payload).catch((error: unknown) => {
        logger.warn({ err: error }, 'other nodes were not told that sessions ended');
      });
    }
  }
  const repository = {
    ...store,
    async findLiveSession(tokenHash: string): Promise<SessionRow | undefined> {
      const cached = sessionCache.get(tokenHash);
      if (cached !== undefined && cached.expiresAt.getTime() > Date.now()) return cached;
      const session = await store.findLiveSession(tokenHash);
      if (session !== undefined) sessionCache.set(tokenHash, session);
      return session;
    },
    async touchSession(session: SessionRow, lastSeenAt: Date, expiresAt: Date): Promise<void> {
      await store.touchSession(session.id, lastSeenAt, expiresAt);
      sessionCache.set(session.tokenHash, { ...session, lastSeenAt, expiresAt });
    },
    async deleteSession(id: string): Promise<void> {
      await store.deleteSession(id);
      await changed([id]);
    },
    async deleteSessionByToken(tokenHash: string): Promise<void> {
      sessionCache.delete(tokenHash);
      const id = await store.deleteSessionByToken(tokenHash);
      if (id !== undefined) await changed([id]);
    },
    async deleteUserSession(userId: string, sessionId: string): Promise<boolean> {
      const deleted = await store.deleteUserSession(userId, sessionId);
      if (deleted) await changed([sessionId]);
      return deleted;
    },
    async deleteUserSessions(userId: string, keepSessionId?: string): Promise<number> {
      const ids = await store.deleteUserSessions(userId, keepSessionId);
      await changed(ids);
      return ids.length;
    },
  };

  async function issueSession(
    userId: string,
    client: ClientInfo,
    options: { pending?: boolean; redirectUrl?: string | null } = {},
  ): Promise<IssuedSession> {
    const token = randomToken();
    const lifetime = options.pending === true ? PENDING_SECOND_FACTOR_MS : SESSION_IDLE_MS;
    await repository.insertSession({
      tokenHash: sha256(token),
      userId,
      pendingSecondFactor: options.pending === true,
      redirectUrl: options.redirectUrl ?? null,
      userAgent: client.userAgent?.slice(0, 400) ?? null,
      ipAddress: client.ip,
      expiresAt: new Date(Date.now() + lifetime),
    });
    return { token, maxAgeSeconds: Math.floor(lifetime / 1000) };
  }

  async function requireUser(userId: string): Promise<User> {
    const user = await users.getUser(userId);
    if (user === undefined) throw new AppError('unauthorized', 'Sign in to continue.');
    return user;
  }

  /** Checks a TOTP code (each accepted once) or uses up a recovery code. */
  async function verifySecondFactor(userId: string, code: string): Promise<boolean> {
    const typed = code.replace(/\s/g, '');
    if (isTotpCode(typed)) {
      const { secret } = await users.totpState(userId);
      const step = secret === null ? null : totpStep(secret, typed);
      return step !== null && (await users.acceptTotpStep(userId, step));
    }
    return users.useRecoveryCode(userId, sha256(normalizeRecoveryCode(typed)));
  }

  async function requireSecondFactor(userId: string, code: string): Promise<void> {
    await rateLimiter.check(SECOND_FACTOR_FAILURES_PER_ACCOUNT, userId);
    if (await verifySecondFactor(userId, code)) return;
    await rateLimiter.record(SECOND_FACTOR_FAILURES_PER_ACCOUNT, userId);
    throw invalidCode();
  }

  function freshRecoveryCodes(): { codes: string[]; hashes: string[] } {
    const codes = newRecoveryCodes();
    return { codes, hashes: codes.map((code) => sha256(normalizeRecoveryCode(code))) };
  }

  return {
    issueSession,

    /** Drops sessions other nodes ended or changed as soon as they say so; resolves a way to stop. */
    listenForChanges(): Promise<() => Promise<void>> {
      return notifications.subscribe(SESSIONS_CHANNEL, (payload) => {
        forget(payload.split(','));
      });
    },

    /**
     * Checks e-mail and password. Every attempt counts against the client; failures count against
     * the account (from this client, and from anywhere), in fixed windows that always end.
     */
    async login(
      input: { email: string; password: string },
      client: ClientInfo,
      redirectUrl: string | null,
    ): Promise<LoginOutcome> {
      await rateLimiter.consume(LOGIN_PER_CLIENT, client.ip);
      const accountClientKey = `${input.email}|${client.ip}`;
      await rateLimiter.check(LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT, accountClientKey);
      await rateLimiter.check(LOGIN_FAILURES_PER_ACCOUNT, input.email);

      const account = await users.credentialsByEmail(input.email);
      if (account === undefined || !(await verifyPassword(account.passwordHash, input.password))) {
        await rateLimiter.record(LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT, accountClientKey);
        await rateLimiter.record(LOGIN_FAILURES_PER_ACCOUNT, input.email);
        throw INVALID_CREDENTIALS;
      }
      await rateLimiter.reset(LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT, accountClientKey);
      if (account.twoFactorEnabled) {
        return {
          kind: 'second-factor-required',
          session: await issueSession(account.userId, client, { pending: true, redirectUrl }),
        };
      }
      return {
        kind: 'signed-in',
        user: await requireUser(account.userId),
        session: await issueSession(account.userId, client),
      };
    },

    /** Completes a pending sign-in with its second factor; the pending session is replaced. */
    async completeSecondFactor(
      pendingToken: string | undefined,
      code: string,
      client: ClientInfo,
    ): Promise<{ user: User; redirectUrl: string | null; session: IssuedSession }> {
      const pending =
        pendingToken === undefined ? undefined : await repository.findLiveSession(sha256(pendingToken));
      if (pending?.pendingSecondFactor !== true) {
        throw new AppError('unauthorized', 'Your sign-in has expired. Sign in with your password again.');
      }
      await rateLimiter.check(SECOND_FACTOR_FAILURES_PER_ACCOUNT, pending.userId);
      if (!(await verifySecondFactor(pending.userId, code))) {
        await rateLimiter.record(SECOND_FACTOR_FAILURES_PER_ACCOUNT, pending.userId);
        if ((await repository.countFailedAttempt(pending.id)) >= MAX_SECOND_FACTOR_ATTEMPTS) {
          await repository.deleteSession(pending.id);
          throw new AppError('unauthorized', 'Too many wrong codes. Sign in with your password again.');
        }
        throw invalidCode();
      }
      await repository.deleteSession(pending.id);
      return {
        user: await requireUser(pending.userId),
        redirectUrl: pending.redirectUrl,
        session: await issueSession(pending.userId, client),
      };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token !== undefined) await repository.deleteSessionByToken(sha256(token));
    },

    /**
     * The signed-in session a token belongs to. With `extend`, use moves its idle expiry forward (at
     * most every few minutes, and never past its absolute limit).
     */
    async resolve(token: string, extend: boolean): Promise<ResolvedSession | undefined> {
      const session = await repository.findLiveSession(sha256(token));
      if (session === undefined || session.pendingSecondFactor) return undefined;
      const now = Date.now();
      if (!extend || now - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS)
        return { session, renewed: undefined };
      const expiresAt = Math.min(now + SESSION_IDLE_MS, session.createdAt.getTime() + SESSION_MAX_MS);
      await repository.touchSession(session, new Date(now), new Date(expiresAt));
      return { session, renewed: { token, maxAgeSeconds: Math.floor((expiresAt - now) / 1000) } };
    },

    async listSessions(userId: string, currentSessionId: string): Promise<SessionInfo[]> {
      const rows = await repository.listUserSessions(userId);
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        userAgent: row.userAgent,
        ipAddress: row.ipAddress,
        current: row.id === currentSessionId,
      }));
    },

    async revokeSession(userId: string, sessionId: string): Promise<void> {
      if (!(await repository.deleteUserSession(userId, sessionId))) {
        throw new AppError('not_found', 'There is no such session.');
      }
    },

    revokeOtherSessions: (userId: string, currentSessionId: string) =>
      repository.deleteUserSessions(userId, currentSessionId),

    /** Changes (or first sets) the password and signs out every other session. */
    async changePassword(
      userId: string,
      currentSessionId: string,
      input: { currentPassword?: string | undefined; password: string },
    ): Promise<void> {
      const account = await users.credentialsById(userId);
      if (account === undefined) throw new AppError('unauthorized', 'Sign in to continue.');
      if (account.passwordHash !== null) {
        if (input.currentPassword === undefined || input.currentPassword === '') {
          throw invalidField('body.currentPassword', 'is required');
        }
        if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
          throw invalidField('body.currentPassword', 'is not your current password');
        }
      }
      await assertAcceptablePassword(input.password, 'body.password');
      await users.setPasswordHash(userId, await hashPassword(input.password));
      await repository.deleteUserSessions(userId, currentSessionId);
    },

    /** Answers the same whether or not the address has an account. */
    async forgotPassword(email: string, client: ClientInfo): Promise<void> {
      await rateLimiter.consume(RECOVERY_PER_CLIENT, client.ip);
      await rateLimiter.consume(RECOVERY_PER_ACCOUNT, email);
      await users.sendPasswordReset(email);
    },

    async checkResetToken(email: string, token: string, client: ClientInfo): Promise<void> {
      await rateLimiter.consume(RECOVERY_PER_CLIENT, client.ip);
      if (!(await users.isResetTokenValid(email, token))) throw invalidResetLink();
    },

    /**
     * Sets the new password and ends every session of the user. It signs nobody in, so an account
     * with two-factor sign-in still needs its second factor afterwards.
     */
    async resetPassword(
      input: { email: string; token: string; password: string },
      client: ClientInfo,
    ): Promise<void> {
      await rateLimiter.consume(RECOVERY_PER_CLIENT, client.ip);
      await assertAcceptablePassword(input.password, 'body.password');
      const passwordHash = await hashPassword(input.password);
      const userId = await users.consumeResetToken(input.email, input.token);
      if (userId === undefined) throw invalidResetLink();
      await users.setPasswordHash(userId, passwordHash);
      // The link reached the inbox, which proves the address as well as a verification link would.
      await users.markEmailVerified(userId);
      await repository.deleteUserSessions(userId);
    },

    async setupTwoFactor(
      userId: string,
    ): Promise<{ secret: string; otpauthUrl: string; qrCodeDataUrl: string }> {
      const user = await requireUser(userId);
      if (user.twoFactorEnabled) throw new AppError('conflict', 'Two-factor sign-in is already on.');
      const secret = newTotpSecret();
      await users.setPendingTotpSecret(userId, secret);
      return totpEnrolment(secret, user.email);
    },

    async enableTwoFactor(userId: string, code: string): Promise<string[]> {
      const { secret, pendingSecret } = await users.totpState(userId);
      if (secret !== null) throw new AppError('conflict', 'Two-factor sign-in is already on.');
      if (pendingSecret === null) {
        throw new AppError('conflict', 'Start by creating a secret for your authenticator app.');
      }
      const step = isTotpCode(code.trim()) ? totpStep(pendingSecret, code.trim()) : null;
      if (step === null) throw invalidCode();
      const { codes, hashes } = freshRecoveryCodes();
      await users.enableTotp(userId, pendingSecret, hashes);
      await users.acceptTotpStep(userId, step);
      return codes;
    },

    async disableTwoFactor(userId: string, code: string): Promise<void> {
      const { secret } = await users.totpState(userId);
      if (secret === null) throw new AppError('conflict', 'Two-factor sign-in is already off.');
      await requireSecondFactor(userId, code);
      await users.disableTotp(userId);
    },

    async regenerateRecoveryCodes(userId: string, code: string): Promise<string[]> {
      const { secret } = await users.totpState(userId);
      if (secret === null) throw new AppError('conflict', 'Turn on two-factor sign-in first.');
      await requireSecondFactor(userId, code);
      const { codes, hashes } = freshRecoveryCodes();
      await users.replaceRecoveryCodes(userId, hashes);
      return codes;
    },
  };
}

function invalidResetLink(): AppError {
  return new AppError('invalid_token', 'This reset link is invalid, used or expired. Ask for a new one.');
}

export type AuthService = ReturnType<typeof createAuthService>;
