import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Every stored image: the re-encoded original lives under `key`; presets are derived from it on
 * first request. The owner is kept so that account deletion can remove personal images; images of
 * content that outlives its author (trips) lose the owner instead.
 */
export const media = pgTable(
  'media',
  {
    key: text('key').primaryKey(),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_owner_id_idx').on(table.ownerId)],
);
