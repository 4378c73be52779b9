import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { myTripsPageSize } from '#domain/schemas/trip.ts';
import type { Db } from '../../db/client.ts';
import { paged } from '../../db/paging.ts';
import { isPublicTrip } from '../../db/public-trip.ts';
import { trip } from '../../db/schema/index.ts';
import { presentHidden } from '../../presenters/hidden.ts';
import { cardQuery, toCard } from '../../presenters/trip-card.ts';

export const tripListPageSize = 12;

/**
 * Published trips, newest first, as cards: words in `language` when the trip has it.
 * With `authorId`, only that author's: the list on their public profile.
 */
export async function publishedTrips(db: Db, page: number, language: string, authorId?: string) {
  const published = and(isPublicTrip(), authorId === undefined ? undefined : eq(trip.authorId, authorId));
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(trip).where(published);
  const rows = await cardQuery(db)
    .where(published)
    .orderBy(desc(trip.publishedAt), desc(trip.id))
    .limit(tripListPageSize)
    .offset((page - 1) * tripListPageSize);
  return paged(page, total, tripListPageSize, rows.map(toCard(language)));
}

/** One published trip as a card, or null when it is not (or no longer) published. */
export async function publishedTripCard(db: Db, tripId: string, language: string) {
  return (await publishedTripCards(db, [tripId], language))[0] ?? null;
}

/** Published trips as cards in the order of `tripIds`, leaving out those not (or no longer) published. */
export async function publishedTripCards(db: Db, tripIds: readonly string[], language: string) {
  if (tripIds.length === 0) return [];
  const rows = (await cardQuery(db).where(and(inArray(trip.id, [...tripIds]), isPublicTrip()))).map(toCard(language));
  return tripIds.flatMap((id) => rows.filter((card) => card._id === id));
}

/** How many trips anyone can read. */
export async function publishedTripCount(db: Db): Promise<number> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(trip)
    .where(isPublicTrip());
  return total;
}

export const featuredTripsLimit = 6;

/** Published trips an admin featured, most recently published first. */
export async function featuredTrips(db: Db, language: string, limit = featuredTripsLimit) {
  const rows = await cardQuery(db)
    .where(and(isPublicTrip(), eq(trip.featured, true)))
    .orderBy(desc(trip.publishedAt), desc(trip.id))
    .limit(limit);
  return rows.map(toCard(language));
}

/** The author's trips, drafts included, newest change first. */
export async function myTrips(db: Db, authorId: string, page: number) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(trip)
    .where(eq(trip.authorId, authorId));
  const rows = await db
    .select({
      id: trip.id,
      slug: trip.slug,
      status: trip.status,
      language: trip.language,
      text: trip.text,
      coverImage: trip.coverImage,
      publishedAt: trip.publishedAt,
      updatedAt: trip.updatedAt,
      views: trip.views,
      hiddenAt: trip.hiddenAt,
      hiddenReason: trip.hiddenReason,
    })
    .from(trip)
    .where(eq(trip.authorId, authorId))
    .orderBy(desc(trip.updatedAt), desc(trip.id))
    .limit(myTripsPageSize)
    .offset((page - 1) * myTripsPageSize);
  return paged(
    page,
    total,
    myTripsPageSize,
    rows.map((row) => ({
      _id: row.id,
      slug: row.slug,
      status: row.status,
      title: row.text[row.language]?.title ?? '',
      coverImage: row.coverImage,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
      views: row.views,
      hidden: presentHidden(row),
    })),
  );
}
