import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this installation, such as when demo content was loaded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
