import { boolean, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { trip } from './trip.ts';

/** The trip shown on each UTC day: stored, so every server instance shows the same one all day. */
export const dailyTrip = pgTable(
  'trip_of_the_day',
  {
    day: date('day').primaryKey(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trip.id, { onDelete: 'cascade' }),
    // Chosen by an admin for that day rather than by the daily pick.
    pinned: boolean('pinned').notNull().default(false),
  },
  (table) => [index('trip_of_the_day_trip_idx').on(table.tripId, table.day)],
);
