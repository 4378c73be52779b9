import { type AnyPgColumn, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { trip } from './trip.ts';

/**
 * A comment on a trip, or a reply (`root`: the top-level comment of its thread). Deleting a
 * comment that has replies leaves a placeholder, and a placeholder goes with its last reply: the
 * database's triggers keep that for every door (migration 0016, ADR 0036).
 */
export const comment = pgTable(
  'comment',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trip.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    rootId: text('root_id').references((): AnyPgColumn => comment.id, { onDelete: 'cascade' }),
    replyToId: text('reply_to_id').references((): AnyPgColumn => comment.id, { onDelete: 'set null' }),
    depth: integer('depth').notNull().default(0),
    links: boolean('links').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Hidden by an admin (ADR 0038): shown only to its writer, with the reason, and to admins.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (table) => [
    // A trip's top-level comments, newest first; a thread's replies.
    index('comment_trip_idx').on(table.tripId, table.createdAt.desc()),
    index('comment_root_idx').on(table.rootId, table.createdAt),
    index('comment_author_idx').on(table.authorId),
  ],
);
