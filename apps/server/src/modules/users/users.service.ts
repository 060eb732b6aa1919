import type { User } from '@parley/contract';
import { randomToken, sha256, type SecretBox } from '../../platform/crypto.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { accountExistsMail, resetPasswordMail, verifyEmailMail } from '../../platform/mail/templates.ts';
import { hashPassword, passwordProblem } from '../../platform/passwords.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import { createUsersRepository, type UserRow } from './users.repository.ts';
import type { Database } from '../../db/client.ts';

/** How long another server node may show a user's previous name or settings. */
const USER_CACHE_TTL_MS = 5_000;
const VERIFY_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const RESEND_VERIFICATION: RateRule = { name: 'resend-verification', limit: 3, windowSeconds: 15 * 60 };
/** Sign-ups from one client: each sends an e-mail, so they must not become a way to flood inboxes. */
const SIGN_UPS_PER_CLIENT: RateRule = { name: 'sign-up-client', limit: 10, windowSeconds: 15 * 60 };

export interface SignUp {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** What sign-in needs to know about an account. */
export interface Credentials {
  userId: string;
  passwordHash: string | null;
  twoFactorEnabled: boolean;
}

export type AddressVerifiedListener = (user: { userId: string; email: string }) => Promise<void>;

export interface TotpState {
  secret: string | null;
  pendingSecret: string | null;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    emailVerified: row.emailVerifiedAt !== null,
    twoFactorEnabled: row.totpSecret !== null,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const fullName = (row: Pick<UserRow, 'firstName' | 'lastName'>) =>
  [row.firstName, row.lastName].filter((part) => part !== null && part !== '').join(' ') || null;

/** Refuses a new password the policy does not allow, as a 400 on `field`. */
export async function assertAcceptablePassword(password: string, field: string): Promise<void> {
  const problem = await passwordProblem(password);
  if (problem !== undefined) throw invalidField(field, problem);
}

export function createUsersService({
  db,
  mailer,
  rateLimiter,
  secretBox,
  rootUrl,
}: {
  db: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  secretBox: SecretBox;
  rootUrl: string;
}) {
  const store = createUsersRepository(db);
  // The signed-in user is read on most calls; this node drops its copy whenever it changes the row.
  const userCache = createTtlCache<string, User>({ ttlMs: USER_CACHE_TTL_MS, maxEntries: 10_000 });
  const repository = {
    ...store,
    async update(id: string, values: Parameters<typeof store.update>[1]) {
      userCache.delete(id);
      return store.update(id, values);
    },
  };
  const addressVerifiedListeners: AddressVerifiedListener[] = [];
  /** Records that the user proved their address, and tells whoever waits for that (team joins). */
  async function addressVerified(row: UserRow): Promise<void> {
    if (row.emailVerifiedAt === null) await repository.update(row.id, { emailVerifiedAt: new Date() });
    for (const listener of addressVerifiedListeners) await listener({ userId: row.id, email: row.email });
  }
  const link = (path: string, params: Record<string, string>) =>
    `${rootUrl}${path}?${new URLSearchParams(params).toString()}`;

  async function sendVerification(row: UserRow): Promise<void> {
    const token = randomToken();
    await repository.issueToken(
      row.id,
      'verify_email',
      sha256(token),
      new Date(Date.now() + VERIFY_TOKEN_TTL_MS),
    );
    await mailer.send(
      row.email,
      verifyEmailMail({ name: fullName(row), link: link('/login', { email: row.email, token }) }),
    );
  }

  async function requireRow(userId: string): Promise<UserRow> {
    const row = await repository.findById(userId);
    if (row === undefined) throw new AppError('unauthorized', 'Sign in to continue.');
    return row;
  }

  return {
    /**
     * Creates the account and sends the verification link. For an address that already has an
     * account it sends its owner a notice instead, and answers the same, so sign-up cannot be used
     * to find out who has an account.
     */
    async signUp(input: SignUp, clientIp: string): Promise<{ email: string }> {
      await assertAcceptablePassword(input.password, 'body.password');
      await rateLimiter.consume(SIGN_UPS_PER_CLIENT, clientIp);
      const passwordHash = await hashPassword(input.password);
      const created = await repository.insert({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
      });
      if (created !== undefined) {
        await sendVerification(created);
        return { email: input.email };
      }
      const existing = await repository.findByEmail(input.email);
      if (existing !== undefined) {
        await mailer.send(
          existing.email,
          accountExistsMail({
            name: fullName(existing),
            loginLink: `${rootUrl}/login`,
            resetLink: link('/forgot-password', { email: existing.email }),
          }),
        );
      }
      return { email: input.email };
    },

    async verifyEmail(email: string, token: string): Promise<void> {
      const owner = await repository.consumeToken(email, 'verify_email', sha256(token));
      if (owner !== undefined) {
        await addressVerified(owner);
        return;
      }
      throw new AppError(
        'invalid_token',
        'This verification link is invalid, used or expired. Sign in and ask for a new one.',
      );
    },

    async resendVerification(userId: string): Promise<{ email: string }> {
      const row = await requireRow(userId);
      if (row.emailVerifiedAt !== null)
        throw new AppError('conflict', 'Your e-mail address is already verified.');
      await rateLimiter.consume(RESEND_VERIFICATION, row.id);
      await sendVerification(row);
      return { email: row.email };
    },

    async getUser(userId: string): Promise<User | undefined> {
      const cached = userCache.get(userId);
      if (cached !== undefined) return cached;
      const row = await repository.findById(userId);
      if (row === undefined) return undefined;
      const user = toUser(row);
      userCache.set(userId, user);
      return user;
    },

    async updateProfile(userId: string, names: { firstName: string; lastName: string }): Promise<User> {
      const row = await repository.update(userId, names);
      if (row === undefined) throw new AppError('unauthorized', 'Sign in to continue.');
      return toUser(row);
    },

    async credentialsByEmail(email: string): Promise<Credentials | undefined> {
      const row = await repository.findByEmail(email);
      return row === undefined ? undefined : credentials(row);
    },

    async credentialsById(userId: string): Promise<Credentials | undefined> {
      const row = await repository.findById(userId);
      return row === undefined ? undefined : credentials(row);
    },

    /** The user showed they read mail sent to their address (a reset or invitation link). */
    async markEmailVerified(userId: string): Promise<void> {
      await addressVerified(await requireRow(userId));
    },

    /** Called, in order, whenever a user's address becomes verified. */
    onAddressVerified(listener: AddressVerifiedListener): void {
      addressVerifiedListeners.push(listener);
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await repository.update(userId, { passwordHash });
    },

    /** E-mails a single-use reset link; does nothing for an unknown address. */
    async sendPasswordReset(email: string): Promise<void> {
      const row = await repository.findByEmail(email);
      if (row === undefined) return;
      const token = randomToken();
      await repository.issueToken(
        row.id,
        'reset_password',
        sha256(token),
        new Date(Date.now() + RESET_TOKEN_TTL_MS),
      );
      await mailer.send(
        row.email,
        resetPasswordMail({
          name: fullName(row),
          link: link('/reset-password', { email: row.email, token }),
        }),
      );
    },

    async isResetTokenValid(email: string, token: string): Promise<boolean> {
      return (await repository.findTokenUser(email, 'reset_password', sha256(token))) !== undefined;
    },

    /** Uses a reset token; resolves the user it belongs to, or undefined when it is not valid. */
    async consumeResetToken(email: string, token: string): Promise<string | undefined> {
      return (await repository.consumeToken(email, 'reset_password', sha256(token)))?.id;
    },

    async totpState(userId: string): Promise<TotpState> {
      const row = await requireRow(userId);
      return {
        secret: row.totpSecret === null ? null : secretBox.open(row.totpSecret),
        pendingSecret: row.totpPendingSecret === null ? null : secretBox.open(row.totpPendingSecret),
      };
    },

    async setPendingTotpSecret(userId: string, secret: string): Promise<void> {
      await repository.update(userId, { totpPendingSecret: secretBox.seal(secret) });
    },

    async enableTotp(userId: string, secret: string, recoveryCodeHashes: string[]): Promise<void> {
      await repository.update(userId, { totpSecret: secretBox.seal(secret), totpPendingSecret: null });
      await repository.replaceRecoveryCodes(userId, recoveryCodeHashes);
    },

    async disableTotp(userId: string): Promise<void> {
      await repository.update(userId, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
      await repository.replaceRecoveryCodes(userId, []);
    },

    acceptTotpStep: (userId: string, step: number) => repository.acceptTotpStep(userId, step),
    replaceRecoveryCodes: (userId: string, hashes: string[]) =>
      repository.replaceRecoveryCodes(userId, hashes),
    useRecoveryCode: (userId: string, codeHash: string) => repository.useRecoveryCode(userId, codeHash),

    async findByEmail(email: string): Promise<User | undefined> {
      const row = await repository.findByEmail(email);
      return row === undefined ? undefined : toUser(row);
    },

    /** An account made at first sign-in through an identity provider (no password). */
    async createFromIdentity(input: {
      email: string;
      emailVerified: boolean;
      firstName: string | null;
      lastName: string | null;
    }): Promise<User | undefined> {
      const row = await repository.insert({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        emailVerifiedAt: input.emailVerified ? new Date() : null,
      });
      if (row === undefined) return undefined;
      if (input.emailVerified) await addressVerified(row);
      return toUser(row);
    },
  };
}

function credentials(row: UserRow): Credentials {
  return { userId: row.id, passwordHash: row.passwordHash, twoFactorEnabled: row.totpSecret !== null };
}

export type UsersService = ReturnType<typeof createUsersService>;
