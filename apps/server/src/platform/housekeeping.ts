import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox, oauthRequests, rateLimits, sessions, userTokens } from '../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long what has served its purpose is kept before it is deleted. */
export const RETENTION = {
  /** Rate-limit windows last at most an hour; a day later nothing reads them. */
  rateLimitWindowsMs: DAY_MS,
  /** An expired link still says "expired" (not "unknown") for a week. */
  expiredTokensMs: 7 * DAY_MS,
  /** Delivered e-mails stay readable by operators for a month. */
  sentMailMs: 30 * DAY_MS,
} as const;

/**
 * Deletes rows that have served their purpose (expired sessions and sign-in attempts, old rate-limit
 * windows, long-expired tokens, old delivered e-mail), so these tables stay small. Answers how many
 * rows went, per table.
 */
export async function sweepExpired(db: Database, now = new Date()): Promise<Record<string, number>> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    sessions: await count(
      db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    ),
    oauthRequests: await count(
      db
        .delete(oauthRequests)
        .where(lt(oauthRequests.expiresAt, now))
        .returning({ id: oauthRequests.stateHash }),
    ),
    rateLimits: await count(
      db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStartedAt, before(RETENTION.rateLimitWindowsMs)))
        .returning({ id: rateLimits.key }),
    ),
    userTokens: await count(
      db
        .delete(userTokens)
        .where(lt(userTokens.expiresAt, before(RETENTION.expiredTokensMs)))
        .returning({ id: userTokens.id }),
    ),
    mailOutbox: await count(
      db
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, before(RETENTION.sentMailMs))))
        .returning({ id: mailOutbox.id }),
    ),
  };
}
