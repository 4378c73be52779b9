import { sql } from 'drizzle-orm';
import { defaultCurrency } from '#domain/exchange-rates.ts';
import { foldText } from '#domain/fold-text.ts';
import { isLocale, type Locale } from '#domain/locale.ts';
import { type SearchMap, type SearchMapQuery, searchMapLimit } from '#domain/schemas/search.ts';
import type { Db } from '../../db/client.ts';
import { place, trip } from '../../db/schema/index.ts';
import { dailyCostLimit, typoMinLength } from './search.service.ts';
import { type Filters, filters, textMatch, whereAll } from './search-conditions.ts';
import { indexed } from './search-planning.ts';

/**
 * The ids of the first matches found, one more than the map shows: unordered, so the database
 * stops there, and through the indexes, as the search counts (ADR 0034). Without words that is
 * the newest first, the order of trip_published_idx.
 */
const firstMatches = (db: Db, set: Filters) =>
  indexed(db, set.text !== undefined, async (tx) =>
    (
      await tx
        .select({ id: trip.id })
        .from(trip)
        .where(whereAll(set))
        .limit(searchMapLimit + 1)
    ).map(({ id }) => id),
  );

type StartRow = {
  id: string;
  slug: string;
  language: string;
  translated: string | null;
  original: string | null;
  start: string;
  latitude: number;
  longitude: number;
};

/**
 * Where the trips a search finds start (ADR 0083): each trip's first station with a place on the
 * map, for the first `searchMapLimit` matches found, newest first, titles in `language` when the
 * trip has it. The same words and filters as `searchTrips`, a typo in a place name forgiven as
 * there; each station is found by its trip and position (place_trip_idx).
 */
export async function searchMap(
  db: Db,
  query: SearchMapQuery,
  language: string,
  currency: string = defaultCurrency[isLocale(language) ? language : 'en'],
): Promise<SearchMap> {
  const costInEuros = await dailyCostLimit(db, query, currency);
  let ids = await firstMatches(db, filters(query, query.q ? textMatch(query.q, false) : undefined, costInEuros));
  if (query.q && ids.length === 0 && foldText(query.q).length >= typoMinLength) {
    ids = await firstMatches(db, filters(query, textMatch(query.q, true), costInEuros));
  }
  if (ids.length === 0) return { points: [], limited: false };
  const result = await db.execute(sql`
    SELECT ${trip.id} AS id, ${trip.slug} AS slug, ${trip.language} AS language,
      ${trip.text} -> ${language} ->> 'title' AS translated, ${trip.text} -> ${trip.language} ->> 'title' AS original,
      start.name AS start, start.latitude, start.longitude
    FROM ${trip} CROSS JOIN LATERAL (
      SELECT ${place.name} AS name, ${place.latitude} AS latitude, ${place.longitude} AS longitude FROM ${place}
      WHERE ${place.tripId} = ${trip.id} AND ${place.latitude} IS NOT NULL AND ${place.longitude} IS NOT NULL
      ORDER BY ${place.position} LIMIT 1
    ) start
    WHERE ${trip.id} = ANY(${sql.param(ids)}::text[])
    ORDER BY ${trip.publishedAt} DESC NULLS LAST, ${trip.id} DESC`);
  const rows = (result as unknown as { rows: StartRow[] }).rows;
  return {
    points: rows.slice(0, searchMapLimit).map((row) => ({
      _id: row.id,
      slug: row.slug,
      title: row.translated ?? row.original ?? '',
      // Only locales are ever written (the trip schema checks `language`).
      language: (row.translated === null ? row.language : language) as Locale,
      start: row.start,
      latitude: row.latitude,
      longitude: row.longitude,
    })),
    limited: ids.length > searchMapLimit,
  };
}
