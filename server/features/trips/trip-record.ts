import { type Column, eq, getTableColumns, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { idPattern, slugPattern, tripKeyPattern } from '#domain/ids.ts';
import type { Db } from '../../db/client.ts';
import { jsonObject, timestampNames, withDates } from '../../db/json-rows.ts';
import { preparedQuery } from '../../db/prepared.ts';
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

type Person = { name: string; alias: string | null };

export type TripRecord = Omit<Row<typeof trip>, SearchColumn> & {
  author: Person | null;
  places: PlaceRecord[];
  /** What a copy was made from (ADR 0073): `slug` while anyone may read the original, `author` while their account exists. */
  basedOn: { title: string; slug: string | null; author: Person | null } | null;
  /** How many travellers made a trip of their own from this one. */
  copies: number;
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
  travellers: r.travellers,
});

/** A stay's, a leg's or an activity's cost as the API names it (ADR 0078). */
export const costColumns = (row: {
  price: string | null;
  amount: number | string | null;
  currency: string | null;
  covers: 'total' | 'night' | 'person' | 'personNight';
}) => ({
  price: row.price ?? '',
  // Read through JSON aggregation, numeric arrives as a number; straight from a row, as text.
  amount: row.amount === null ? null : Number(row.amount),
  currency: row.currency,
  covers: row.covers,
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

/** A place's rows of `table`, as a JSON array in `order`. */
const rowsOfPlace = (table: typeof activity | typeof direction | typeof day, order: Column) =>
  sql`(SELECT coalesce(json_agg(${jsonObject(getTableColumns(table))} ORDER BY ${order}), '[]')
    FROM ${table} WHERE ${table.placeId} = ${place.id})`;

const places = sql`(SELECT coalesce(json_agg(${jsonObject({
  ...getTableColumns(place),
  activities: rowsOfPlace(activity, activity.position),
  directions: rowsOfPlace(direction, direction.position),
  accommodation: sql`(SELECT ${jsonObject(getTableColumns(accommodation))} FROM ${accommodation}
    WHERE ${accommodation.placeId} = ${place.id})`,
  days: rowsOfPlace(day, day.number),
})} ORDER BY ${place.position}), '[]') FROM ${place} WHERE ${place.tripId} = ${trip.id})`;

const original = alias(trip, 'original');
const originalAuthor = alias(user, 'original_author');
const originalProfile = alias(userProfile, 'original_profile');
const copy = alias(trip, 'copy');

const basedOn = sql`CASE WHEN ${trip.basedOnTitle} IS NULL THEN NULL ELSE ${jsonObject({
  title: trip.basedOnTitle,
  slug: sql`(SELECT ${original.slug} FROM ${trip} AS ${sql.identifier('original')}
    WHERE ${original.id} = ${trip.basedOnId} AND ${original.status} = 'published' AND ${original.hiddenAt} IS NULL)`,
  author: sql`(SELECT ${jsonObject({ name: originalAuthor.name, alias: originalProfile.alias })} FROM ${user} AS ${sql.identifier('original_author')}
    LEFT JOIN ${userProfile} AS ${sql.identifier('original_profile')} ON ${originalProfile.userId} = ${originalAuthor.id}
    WHERE ${originalAuthor.id} = ${trip.basedOnAuthorId})`,
})} END`;

const copies = sql`(SELECT count(DISTINCT ${copy.authorId})::int FROM ${trip} AS ${sql.identifier('copy')} WHERE ${copy.basedOnId} = ${trip.id})`;

/**
 * A whole trip with its places and their children, each in order, in one query and one JSON value
 * (ADR 0045): seven queries cost seven round trips and plans, most of a read's time.
 */
const tripRecordWhere = (where: SQL) => sql`SELECT ${jsonObject({
  ...recordColumns,
  author: sql`CASE WHEN ${user.name} IS NULL THEN NULL ELSE ${jsonObject({ name: user.name, alias: userProfile.alias })} END`,
  places,
  basedOn,
  copies,
})} AS trip
  FROM ${trip}
  LEFT JOIN ${user} ON ${user.id} = ${trip.authorId}
  LEFT JOIN ${userProfile} ON ${userProfile.userId} = ${trip.authorId}
  WHERE ${where} LIMIT 1`;

type RecordRow = { trip: Record<string, unknown> };

// Its places' tables have no timestamps.
const recordTimestamps = timestampNames(recordColumns);

const toRecord = (row: RecordRow | undefined) => (row ? withDates<TripRecord>(row.trip, recordTimestamps) : null);

/** A whole trip with its places and their children, each in order; null when there is none. */
export async function loadTrip(db: Db, id: string): Promise<TripRecord | null> {
  if (!idPattern.test(id)) return null;
  // Not prepared: `db` may be a transaction (a save reads what it wrote), whose connection is its own.
  const { rows } = await db.execute<RecordRow>(tripRecordWhere(eq(trip.id, id)));
  return toRecord(rows[0]);
}

/** How a caller names a trip: the API by id or slug, a page address by either (ids are 16 random characters, slugs words with a random tail). */
export type TripLookup = { id: string } | { slug: string } | { key: string };

type LookupKind = 'id' | 'slug' | 'key';

const lookupOf = (lookup: TripLookup) => Object.entries(lookup)[0] as [LookupKind, string];

const matching: Record<LookupKind, (value: string | Placeholder) => SQL | undefined> = {
  id: (value) => eq(trip.id, value),
  slug: (value) => eq(trip.slug, value),
  key: (value) => or(eq(trip.slug, value), eq(trip.id, value)),
};

/** A key of the wrong shape names no trip; it never reaches the database. */
const wellFormed: Record<LookupKind, RegExp> = { id: idPattern, slug: slugPattern, key: tripKeyPattern };

/** What the policies ask of a trip (who wrote it, whether it is published), without loading it. */
export async function tripAccess(db: Db, lookup: TripLookup) {
  const [kind, value] = lookupOf(lookup);
  if (!wellFormed[kind].test(value)) return null;
  const [row] = await db
    .select({ id: trip.id, authorId: trip.authorId, status: trip.status, hiddenAt: trip.hiddenAt })
    .from(trip)
    .where(matching[kind](value))
    .limit(1);
  return row ?? null;
}

/** By lookup kind, each planned once (ADR 0039): planning this read cost more than running it. */
const recordBy = Object.fromEntries(
  (['id', 'slug', 'key'] as const).map((kind) => [
    kind,
    preparedQuery<RecordRow>(`trip_record_by_${kind}`, tripRecordWhere(matching[kind](sql.placeholder('key')) as SQL)),
  ]),
) as Record<LookupKind, ReturnType<typeof preparedQuery<RecordRow>>>;

/**
 * The whole trip a caller names, in one query planned once, for a read that then asks the
 * policies (its author, status and hiding are in the record); `db` is the database, never a
 * transaction. Null when there is none.
 */
export async function findTrip(db: Db, lookup: TripLookup): Promise<TripRecord | null> {
  const [kind, value] = lookupOf(lookup);
  if (!wellFormed[kind].test(value)) return null;
  const [row] = await recordBy[kind](db, { key: value });
  return toRecord(row);
}

export type TripAccess = NonNullable<Awaited<ReturnType<typeof tripAccess>>>;

export const tripNotFound = () => new AppError('NOT_FOUND', 'This trip could not be found.');
