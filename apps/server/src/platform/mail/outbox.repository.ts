import { and, desc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

export function createOutboxRepository(db: Database) {
  return {
    async insert(row: NewOutboxRow): Promise<OutboxRow> {
      const [stored] = await db.insert(mailOutbox).values(row).returning();
      if (stored === undefined) throw new Error('the e-mail was not stored');
      return stored;
    },
    async markSent(id: string, attempts: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), error: null, attempts, nextAttemptAt: null })
        .where(eq(mailOutbox.id, id));
    },
    /** Records a refused delivery; `nextAttemptAt` null means it is not tried again. */
    async markFailed(id: string, failure: { error: string; attempts: number; nextAttemptAt: Date | null }) {
      await db
        .update(mailOutbox)
        .set({ status: 'failed', ...failure })
        .where(eq(mailOutbox.id, id));
    },
    /**
     * Claims up to `limit` messages due for another delivery at `now`: refused ones whose time has
     * come, and ones still unsent `staleAfterMs` after they were stored (their process stopped before
     * handing them over). A claim holds them for `leaseMs`, so another node does not send them too.
     */
    async claimDue({
      now,
      staleAfterMs,
      leaseMs,
      limit,
    }: {
      now: Date;
      staleAfterMs: number;
      leaseMs: number;
      limit: number;
    }): Promise<OutboxRow[]> {
      const due = or(
        and(eq(mailOutbox.status, 'failed'), lte(mailOutbox.nextAttemptAt, now)),
        and(
          eq(mailOutbox.status, 'sending'),
          lt(mailOutbox.createdAt, new Date(now.getTime() - staleAfterMs)),
          or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now)),
        ),
      );
      const claimable = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(due)
        .orderBy(mailOutbox.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(inArray(mailOutbox.id, claimable))
        .returning();
    },
    /** The newest messages to one address, optionally of one template. */
    async listTo(toAddress: string, template?: string): Promise<OutboxRow[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(
          template === undefined
            ? eq(mailOutbox.toAddress, toAddress)
            : and(eq(mailOutbox.toAddress, toAddress), eq(mailOutbox.template, template)),
        )
        .orderBy(desc(mailOutbox.createdAt));
    },
  };
}
