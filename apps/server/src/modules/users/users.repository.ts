import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recoveryCodes, users, userTokens } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type TokenPurpose = (typeof userTokens.$inferSelect)['purpose'];

export function createUsersRepository(db: Database) {
  return {
    /** Inserts the user; undefined when the address already has an account. */
    async insert(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    async update(
      id: string,
      values: Partial<Omit<typeof users.$inferInsert, 'id'>>,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Records `step` as the last TOTP step used, only if it is newer: false means a replayed code. */
    async acceptTotpStep(id: string, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        if (codeHashes.length > 0) {
          await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
        }
      });
    },

    /** Marks an unused recovery code used; false when there is no such unused code. */
    async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    async countUnusedRecoveryCodes(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.count ?? 0;
    },

    /** Stores a new token and retires the user's earlier unused ones of the same purpose. */
    async issueToken(
      userId: string,
      purpose: TokenPurpose,
      tokenHash: string,
      expiresAt: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(userTokens)
          .set({ usedAt: new Date() })
          .where(
            and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)),
          );
        await tx.insert(userTokens).values({ userId, purpose, tokenHash, expiresAt });
      });
    },

    /** The user a live token belongs to, checked against the address it was sent to. */
    async findTokenUser(
      email: string,
      purpose: TokenPurpose,
      tokenHash: string,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(userTokens)
        .innerJoin(users, eq(users.id, userTokens.userId))
        .where(
          and(
            eq(userTokens.tokenHash, tokenHash),
            eq(userTokens.purpose, purpose),
            eq(users.email, email),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(userTokens.createdAt))
        .limit(1);
      return row?.user;
    },

    /** Uses a live token once; only one of several concurrent uses succeeds. */
    async consumeToken(
      email: string,
      purpose: TokenPurpose,
      tokenHash: string,
    ): Promise<UserRow | undefined> {
      const owner = await this.findTokenUser(email, purpose, tokenHash);
      if (owner === undefined) return undefined;
      const used = await db
        .update(userTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(userTokens.tokenHash, tokenHash), isNull(userTokens.usedAt)))
        .returning({ id: userTokens.id });
      return used.length === 1 ? owner : undefined;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
