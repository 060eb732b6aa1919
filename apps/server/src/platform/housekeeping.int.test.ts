import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox, oauthRequests, rateLimits, sessions, userTokens, users } from '../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { RETENTION, sweepExpired } from './housekeeping.ts';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.destroy();
  database = undefined;
});

const DAY = 24 * 60 * 60 * 1000;

describe('sweepExpired', () => {
  it('deletes what has served its purpose and keeps everything still in use', async () => {
    database = await createTestDatabase();
    const { db } = database;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const ahead = (ms: number) => new Date(now.getTime() + ms);
    const [user] = await db.insert(users).values({ email: 'keeper@example.com' }).returning();
    const userId = user?.id ?? '';
    await db.insert(sessions).values([
      { tokenHash: 'expired', userId, expiresAt: ago(1000) },
      { tokenHash: 'live', userId, expiresAt: ahead(DAY) },
    ]);
    const oauth = { provider: 'github', codeVerifier: 'v', nonce: 'n' };
    await db.insert(oauthRequests).values([
      { ...oauth, stateHash: 'old', expiresAt: ago(1000) },
      { ...oauth, stateHash: 'fresh', expiresAt: ahead(600_000) },
    ]);
    await db.insert(rateLimits).values([
      { key: 'login:old', count: 3, windowStartedAt: ago(RETENTION.rateLimitWindowsMs + 1000) },
      { key: 'login:now', count: 3, windowStartedAt: ago(60_000) },
    ]);
    await db.insert(userTokens).values([
      {
        userId,
        purpose: 'reset_password',
        tokenHash: 'long-gone',
        expiresAt: ago(RETENTION.expiredTokensMs + 1000),
      },
      // Recently expired: kept, so its link still says it expired.
      { userId, purpose: 'reset_password', tokenHash: 'just-expired', expiresAt: ago(DAY) },
    ]);
    const mail = { template: 'verify-email', fromAddress: 'f@x', subject: 's', text: 't', html: 'h' };
    await db.insert(mailOutbox).values([
      { ...mail, toAddress: 'old-sent@x', status: 'sent', sentAt: ago(RETENTION.sentMailMs + 1000) },
      { ...mail, toAddress: 'recent-sent@x', status: 'sent', sentAt: ago(DAY) },
      // Never delivered: kept whatever its age, it is the only copy of what was said.
      { ...mail, toAddress: 'old-failed@x', status: 'failed', createdAt: ago(RETENTION.sentMailMs * 2) },
    ]);

    const deleted = await sweepExpired(db, now);

    expect(deleted).toEqual({ sessions: 1, oauthRequests: 1, rateLimits: 1, userTokens: 1, mailOutbox: 1 });
    expect((await db.select({ hash: sessions.tokenHash }).from(sessions)).map((row) => row.hash)).toEqual([
      'live',
    ]);
    expect((await db.select().from(oauthRequests)).map((row) => row.stateHash)).toEqual(['fresh']);
    expect((await db.select().from(rateLimits)).map((row) => row.key)).toEqual(['login:now']);
    expect((await db.select().from(userTokens)).map((row) => row.tokenHash)).toEqual(['just-expired']);
    expect((await db.select().from(mailOutbox)).map((row) => row.toAddress).sort()).toEqual([
      'old-failed@x',
      'recent-sent@x',
    ]);
    expect(await db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);
    expect(await sweepExpired(db, now)).toEqual({
      sessions: 0,
      oauthRequests: 0,
      rateLimits: 0,
      userTokens: 0,
      mailOutbox: 0,
    });
  });
});
