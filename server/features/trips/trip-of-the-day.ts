import { and, desc, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isPublicTrip } from '../../db/public-trip.ts';
import { dailyTrip, trip } from '../../db/schema/index.ts';
import { publishedTripCard } from './trip-list.ts';

/** A trip shown on a day is not shown again on any of the following this many days while others exist. */
export const repeatWindowDays = 30;

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

async function storedChoice(db: Db, day: string): Promise<string | null> {
  const [row] = await db
    .select({ tripId: dailyTrip.tripId })
    .from(dailyTrip)
    .innerJoin(trip, eq(trip.id, dailyTrip.tripId))
    .where(and(eq(dailyTrip.day, day), isPublicTrip()));
  return row?.tripId ?? null;
}

/**
 * The best published trip for `day`: one not shown in the window before it (else the one shown
 * longest ago), rated trips first by average, then the most viewed, then the newest.
 */
async function bestCandidate(db: Db, day: string): Promise<string | null> {
  const recent = db
    .select({ tripId: dailyTrip.tripId, last: sql<string>`max(${dailyTrip.day})`.as('last') })
    .from(dailyTrip)
    .where(and(gte(dailyTrip.day, sql`${day}::date - ${repeatWindowDays}::int`), lt(dailyTrip.day, day)))
    .groupBy(dailyTrip.tripId)
    .as('recent');
  const [row] = await db
    .select({ id: trip.id })
    .from(trip)
    .leftJoin(recent, eq(recent.tripId, trip.id))
    .where(isPublicTrip())
    .orderBy(
      sql`${recent.last} asc nulls first`,
      desc(sql`${trip.ratingCount} > 0`),
      desc(trip.ratingAverage),
      desc(trip.ratingCount),
      desc(trip.views),
      sql`${trip.publishedAt} desc nulls last`,
      trip.id,
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * The id of the trip of the UTC day of `now`, or null when nothing is published. The only place
 * that decides it (an admin's pin belongs here). The first server instance to ask stores its choice;
 * any other instance asking at the same moment loses the insert and reads the stored one back.
 */
export async function tripOfTheDay(db: Db, now = new Date()): Promise<string | null> {
  const day = utcDay(now);
  const stored = await storedChoice(db, day);
  if (stored) return stored;
  // A deleted trip takes its row with it; one back in draft is replaced for the rest of the day.
  const published = db.select({ id: trip.id }).from(trip).where(isPublicTrip());
  await db.delete(dailyTrip).where(and(eq(dailyTrip.day, day), notInArray(dailyTrip.tripId, published)));
  const candidate = await bestCandidate(db, day);
  if (!candidate) return null;
  await db.insert(dailyTrip).values({ day, tripId: candidate }).onConflictDoNothing();
  return storedChoice(db, day);
}

/** The trip of the day as a card in `language`, or null when nothing is published. */
export async function tripOfTheDayCard(db: Db, language: string, now = new Date()) {
  const tripId = await tripOfTheDay(db, now);
  return tripId ? publishedTripCard(db, tripId, language) : null;
}
