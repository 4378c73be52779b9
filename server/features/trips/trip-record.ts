import { asc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import { idPattern, slugPattern, tripKeyPattern } from '#domain/ids.ts';
import type { Db } from '../../db/client.ts';
import { accommodation, activity, day, direction, place, trip, user, userProfile } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export type PlaceRecord = Row<typeof place> & {
  activities: Row<typeof activity>[];
  directions: Row<typeof direction>[];
  accommodation: Row<typeof accommodation> | null;
  days: Row<typeof day>[];
};

type SearchColumn = 'searchEn' | 'searchDe' | 'searchAll' | 'searchNames';

/** A trip's columns but its search documents (ADR 0030), which only search reads: large, never loaded. */
const recordColumns = Object.fromEntries(
  Object.entries(getTableColumns(trip)).filter(([name]) => !name.startsWith('search')),
) as Omit<ReturnType<typeof getTableColumns<typeof trip>>, SearchColumn>;

export type TripRecord = Omit<Row<typeof trip>, SearchColumn> & {
  author: { name: string; alias: string | null } | null;
  places: PlaceRecord[];
};

/** A trip's own columns as the API names them, shared by the reader's view and the author's document. */
export const tripColumnsOf = (r: TripRecord) => ({
  coverImage: r.coverImage,
  dateFrom: r.dateFrom,
  dateTo: r.dateTo,
  travelTypes: r.travelTypes,
  tags: r.tags,
  countries: r.countries,
  apps: r.apps,
  budget: r.budget,
  comfort: r.comfort,
  detail: r.detail,
});

/** A place's own columns as the API names them, shared by the reader's view and the author's document. */
export const placeColumns = (p: PlaceRecord) => ({
  _id: p.id,
  name: p.name,
  country: p.country,
  latitude: p.latitude,
  longitude: p.longitude,
  duration: p.duration,
  dateFrom: p.dateFrom,
  dateTo: p.dateTo,
  image: p.image,
});

const byPlace = <T extends { placeId: string }>(rows: T[]) => {
  const grouped = new Map<string, T[]>();
  for (const row of rows) grouped.set(row.placeId, [...(grouped.get(row.placeId) ?? []), row]);
  return grouped;
};

/** A whole trip with its places and their children, each in order; null when there is none. */
export async function loadTrip(db: Db, id: string): Promise<TripRecord | null> {
  if (!idPattern.test(id)) return null;
  const [row] = await db
    .select({ trip: recordColumns, authorName: user.name, alias: userProfile.alias })
    .from(trip)
    .leftJoin(user, eq(user.id, trip.authorId))
    .leftJoin(userProfile, eq(userProfile.userId, trip.authorId))
    .where(eq(trip.id, id));
  if (!row) return null;
  const places = await db.select().from(place).where(eq(place.tripId, id)).orderBy(asc(place.position));
  const ids = places.map((p) => p.id);
  // One after the other: `db` may be a transaction, one connection that takes one query at a time.
  const none = ids.length === 0;
  const activities = none
    ? []
    : await db.select().from(activity).where(inArray(activity.placeId, ids)).orderBy(asc(activity.position));
  const directions = none
    ? []
    : await db.select().from(direction).where(inArray(direction.placeId, ids)).orderBy(asc(direction.position));
  const stays = none ? [] : await db.select().from(accommodation).where(inArray(accommodation.placeId, ids));
  const days = none ? [] : await db.select().from(day).where(inArray(day.placeId, ids)).orderBy(asc(day.number));
  const activitiesOf = byPlace(activities);
  const directionsOf = byPlace(directions);
  const staysOf = byPlace(stays);
  const daysOf = byPlace(days);
  return {
    ...row.trip,
    author: row.authorName === null ? null : { name: row.authorName, alias: row.alias },
    places: places.map((p) => ({
      ...p,
      activities: activitiesOf.get(p.id) ?? [],
      directions: directionsOf.get(p.id) ?? [],
      accommodation: staysOf.get(p.id)?.[0] ?? null,
      days: daysOf.get(p.id) ?? [],
    })),
  };
}

/** How a caller names a trip: the API by id or slug, a page address by either (ids are 16 random characters, slugs words with a random tail). */
export type TripLookup = { id: string } | { slug: string } | { key: string };

const matching = (lookup: TripLookup) =>
  'id' in lookup
    ? eq(trip.id, lookup.id)
    : 'slug' in lookup
      ? eq(trip.slug, lookup.slug)
      : or(eq(trip.slug, lookup.key), eq(trip.id, lookup.key));

/** A key of the wrong shape names no trip; it never reaches the database. */
const wellFormed = (lookup: TripLookup) =>
  'id' in lookup
    ? idPattern.test(lookup.id)
    : 'slug' in lookup
      ? slugPattern.test(lookup.slug)
      : tripKeyPattern.test(lookup.key);

/** What the policies ask of a trip (who wrote it, whether it is published), without loading it. */
export async function tripAccess(db: Db, lookup: TripLookup) {
  if (!wellFormed(lookup)) return null;
  const [row] = await db
    .select({ id: trip.id, authorId: trip.authorId, status: trip.status, hiddenAt: trip.hiddenAt })
    .from(trip)
    .where(matching(lookup))
    .limit(1);
  return row ?? null;
}

export type TripAccess = NonNullable<Awaited<ReturnType<typeof tripAccess>>>;

export const tripNotFound = () => new AppError('NOT_FOUND', 'This trip could not be found.');
