import { and, desc, eq } from 'drizzle-orm';
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
    async markSent(id: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), error: null })
        .where(eq(mailOutbox.id, id));
    },
    async markFailed(id: string, error: string): Promise<void> {
      await db.update(mailOutbox).set({ status: 'failed', error }).where(eq(mailOutbox.id, id));
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
