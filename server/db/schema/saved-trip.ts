import { index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { memberAndTrip } from './member-trip.ts';

/** A trip a member keeps for later; gone with the member or the trip. */
export const savedTrip = pgTable(
  'saved_trip',
  {
    ...memberAndTrip(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.tripId] }),
    // The member's list, newest saved first.
    index('saved_trip_user_idx').on(table.userId, table.savedAt.desc()),
  ],
);
