import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oauthIdentities, oauthRequests, sessions } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type IdentityRow = typeof oauthIdentities.$inferSelect;
export type OAuthRequestRow = typeof oauthRequests.$inferSelect;

export function createAuthRepository(db: Database) {
  return {
    async insertSession(values: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(values).returning();
      if (row === undefined) throw new Error('the session was not stored');
      return row;
    },

    /** A live session by its token's hash. */
    async findLiveSession(tokenHash: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())));
      return row;
    },

    async touchSession(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
    },

    /** Counts a failed second-factor attempt; resolves the new count. */
    async countFailedAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(sessions)
        .set({ failedAttempts: sql`${sessions.failedAttempts} + 1` })
        .where(eq(sessions.id, id))
        .returning({ failedAttempts: sessions.failedAttempts });
      return row?.failedAttempts ?? Number.POSITIVE_INFINITY;
    },

    async deleteSession(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** Ends the session with this token; resolves its id, if there was one. */
    async deleteSessionByToken(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .returning({ id: sessions.id });
      return row?.id;
    },

    async deleteUserSession(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return rows.length === 1;
    },

    /** Ends every session of the user except `keepSessionId`; resolves the ids of those that ended. */
    async deleteUserSessions(userId: string, keepSessionId?: string): Promise<string[]> {
      const rows = await db
        .delete(sessions)
        .where(
          keepSessionId === undefined
            ? eq(sessions.userId, userId)
            : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)),
        )
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },

    async listUserSessions(userId: string): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            eq(sessions.pendingSecondFactor, false),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt));
    },

    async findIdentity(provider: string, subject: string): Promise<IdentityRow | undefined> {
      const [row] = await db
        .select()
        .from(oauthIdentities)
        .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)));
      return row;
    },

    async insertIdentity(values: typeof oauthIdentities.$inferInsert): Promise<IdentityRow> {
      const [row] = await db.insert(oauthIdentities).values(values).returning();
      if (row === undefined) throw new Error('the identity was not stored');
      return row;
    },

    async listIdentities(userId: string): Promise<IdentityRow[]> {
      return db
        .select()
        .from(oauthIdentities)
        .where(eq(oauthIdentities.userId, userId))
        .orderBy(oauthIdentities.createdAt);
    },

    async deleteIdentity(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(oauthIdentities)
        .where(and(eq(oauthIdentities.id, id), eq(oauthIdentities.userId, userId)))
        .returning({ id: oauthIdentities.id });
      return rows.length === 1;
    },

    async insertOAuthRequest(values: OAuthRequestRow): Promise<void> {
      await db.insert(oauthRequests).values(values);
    },

    /** Takes (reads and deletes) a live authorization request: each state works once. */
    async takeOAuthRequest(stateHash: string): Promise<OAuthRequestRow | undefined> {
      const [row] = await db.delete(oauthRequests).where(eq(oauthRequests.stateHash, stateHash)).returning();
      return row !== undefined && row.expiresAt > new Date() ? row : undefined;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
