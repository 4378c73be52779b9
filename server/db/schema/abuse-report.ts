import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { comment } from './comment.ts';
import { trip } from './trip.ts';

/**
 * A member's report of a trip (`comment_id` null) or of a comment on it, one per member and
 * target; it goes with its target and with its reporter.
 */
export const abuseReport = pgTable(
  'abuse_report',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trip.id, { onDelete: 'cascade' }),
    commentId: text('comment_id').references(() => comment.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    comment: text('comment').notNull().default(''),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when an admin hides, restores or dismisses; the queue shows open reports only.
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('abuse_report_once_idx').on(table.reporterId, table.tripId, sql`coalesce(${table.commentId}, '')`),
    index('abuse_report_trip_idx').on(table.tripId),
    index('abuse_report_open_idx').on(table.reportedAt).where(sql`${table.closedAt} IS NULL`),
    check('abuse_report_reason', sql`${table.reason} IN ('spam', 'copyright', 'offensive')`),
  ],
);
