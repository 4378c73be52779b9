import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { comment } from './comment.ts';
import { trip } from './trip.ts';

/**
 * A comment one member is to hear about by mail (`kind`: on their trip, or a reply to them),
 * until `sent_at`. Mails go out per member and trip, at most one an hour (ADR 0037).
 */
export const commentNotice = pgTable(
  'comment_notice',
  {
    id: text('id').primaryKey(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tripId: text('trip_id')
      .notNull()
      .references(() => trip.id, { onDelete: 'cascade' }),
    commentId: text('comment_id')
      .notNull()
      .references(() => comment.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['comment', 'reply'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('comment_notice_pair_idx').on(table.recipientId, table.tripId, table.sentAt)],
);
