import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { memberAndTrip } from './member-trip.ts';

/** A member's rating of a trip, 1 to 5; the trip keeps the average and count (ADR 0035). */
export const rating = pgTable(
  'rating',
  {
    ...memberAndTrip(),
    value: smallint('value').notNull(),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tripId, table.userId] }),
    check('rating_value_range', sql`${table.value} BETWEEN 1 AND 5`),
  ],
);
