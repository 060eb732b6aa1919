import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the product sends, kept before it is sent: without a relay it stays here (and is
 * logged) so a local installation still shows its links; with one, its status says what happened,
 * and a message the relay refused (or a process that stopped before handing over) is tried again.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: text('template').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** stored: kept without a relay · sending: handed to the relay · sent · failed (see attempts). */
    status: text('status', { enum: ['stored', 'sending', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    /** Deliveries tried so far; a refused one is tried again at `nextAttemptAt` until it gives up. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_to_idx').on(table.toAddress, table.createdAt),
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
  ],
);
