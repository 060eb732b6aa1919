import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Deployment-wide settings, one row per key (for example the installation's identity). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
