import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { tripLength } from '#domain/itinerary.ts';
import { myTripsPageSize } from '#domain/schemas/trip.ts';
import type { Db } from '../../db/client.ts';
import { paged } from '../../db/paging.ts';
import { direction, place, trip, user, userProfile } from '../../db/schema/index.ts';

export const tripListPageSize = 12;

/** Lengths of several trips at once, from their places' durations and first legs. */
async function lengthsOf(db: Db, tripIds: string[]): Promise<Map<string, number>> {
  if (tripIds.length === 0) return new Map();
  const places = await db
    .select({ id: place.id, tripId: place.tripId, duration: place.duration })
    .from(place)
    .where(inArray(place.tripId, tripIds))
    .orderBy(asc(place.tripId), asc(place.position));
  const legs = places.length
    ? await db
        .select({ placeId: direction.placeId, duration: direction.duration, overnight: direction.overnight })
        .from(direction)
        .where(
          and(
            inArray(
              direction.placeId,
              places.map((p) => p.id),
            ),
            eq(direction.position, 0),
          ),
        )
    : [];
  const legOf = new Map(legs.map((leg) => [leg.placeId, leg]));
  const timings = new Map<string, { duration: number; direction: { duration: number; overnight: boolean } | null }[]>();
  for (const p of places)
    timings.set(p.tripId, [
      ...(timings.get(p.tripId) ?? []),
      { duration: p.duration, direction: legOf.get(p.id) ?? null },
    ]);
  return new Map([...timings].map(([id, list]) => [id, tripLength(list)]));
}

const cardColumns = {
  id: trip.id,
  slug: trip.slug,
  language: trip.language,
  text: trip.text,
  coverImage: trip.coverImage,
  countries: trip.countries,
  ratingAverage: trip.ratingAverage,
  ratingCount: trip.ratingCount,
  authorName: user.name,
  alias: userProfile.alias,
};

const cardQuery = (db: Db) =>
  db
    .select(cardColumns)
    .from(trip)
    .leftJoin(user, eq(user.id, trip.authorId))
    .leftJoin(userProfile, eq(userProfile.userId, trip.authorId));

/** Rows of cardQuery as cards: words in `language` when the trip has it. */
async function asCards(db: Db, rows: Awaited<ReturnType<typeof cardQuery>>, language: string) {
  const lengths = await lengthsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    _id: row.id,
    slug: row.slug,
    title: (row.text[language] ?? row.text[row.language])?.title ?? '',
    coverImage: row.coverImage,
    countries: row.countries,
    length: lengths.get(row.id) ?? 0,
    rating: { average: row.ratingAverage, count: row.ratingCount },
    author: row.authorName === null ? null : { name: row.authorName, alias: row.alias },
  }));
}

/**
 * Published trips, newest first, as cards: words in `language` when the trip has it.
 * With `authorId`, only that author's: the list on their public profile.
 */
export async function publishedTrips(db: Db, page: number, language: string, authorId?: string) {
  const published = and(eq(trip.status, 'published'), authorId === undefined ? undefined : eq(trip.authorId, authorId));
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(trip).where(published);
  const rows = await cardQuery(db)
    .where(published)
    .orderBy(desc(trip.publishedAt), desc(trip.id))
    .limit(tripListPageSize)
    .offset((page - 1) * tripListPageSize);
  return paged(page, total, tripListPageSize, await asCards(db, rows, language));
}

/** One published trip as a card, or null when it is not (or no longer) published. */
export async function publishedTripCard(db: Db, tripId: string, language: string) {
  const rows = await cardQuery(db).where(and(eq(trip.id, tripId), eq(trip.status, 'published')));
  return (await asCards(db, rows, language))[0] ?? null;
}

export type TripCardView = Awaited<ReturnType<typeof publishedTrips>>['items'][number];

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
    })),
  );
}
