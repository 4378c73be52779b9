import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DurationBucket } from '#domain/schemas/search.ts';
import type { Db } from '../../db/client.ts';
import { isPublicTrip } from '../../db/public-trip.ts';
import { trip, tripView } from '../../db/schema/index.ts';
import { lengthIn } from '../../db/trip-length.ts';
import { cardQuery, toCard } from '../../presenters/trip-card.ts';

/** "Recent" views: a trip read all summer should not stay on top all winter. */
export const recentDays = 30;
export const popularTripsLimit = 12;

/**
 * Published trips most read by distinct visitors in the last 30 days, then the better rated, then
 * the most read ever, then the newest; optionally only those of one duration bucket.
 */
export async function popularTrips(
  db: Db,
  language: string,
  {
    duration,
    now = new Date(),
    limit = popularTripsLimit,
  }: { duration?: DurationBucket; now?: Date; limit?: number } = {},
) {
  const since = new Date(now.getTime() - recentDays * 86_400_000).toISOString().slice(0, 10);
  const recent = db
    .select({ tripId: tripView.tripId, readers: sql<number>`count(*)`.as('readers') })
    .from(tripView)
    .where(gte(tripView.day, since))
    .groupBy(tripView.tripId)
    .as('recent');
  const rows = await cardQuery(db)
    .leftJoin(recent, eq(recent.tripId, trip.id))
    .where(and(isPublicTrip(), duration && lengthIn(duration)))
    .orderBy(
      sql`${recent.readers} desc nulls last`,
      desc(sql`${trip.ratingCount} > 0`),
      desc(trip.ratingAverage),
      desc(trip.views),
      sql`${trip.publishedAt} desc nulls last`,
      trip.id,
    )
    .limit(limit);
  return rows.map(toCard(language));
}
