import { text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { trip } from './trip.ts';

/** The member and the trip a row of a member's act belongs to (a save, a rating); gone with either. */
export const memberAndTrip = () => ({
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  tripId: text('trip_id')
    .notNull()
    .references(() => trip.id, { onDelete: 'cascade' }),
});
