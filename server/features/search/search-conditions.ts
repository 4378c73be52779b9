import { and, arrayContains, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import { foldText } from '#domain/fold-text.ts';
import { durationBuckets, type SearchQuery, type SearchResult } from '#domain/schemas/search.ts';
import { isPublicTrip } from '../../db/public-trip.ts';
import { trip } from '../../db/schema/index.ts';
import { lengthIn } from '../../db/trip-length.ts';

export type Facet = keyof SearchResult['facets'];
export type Filters = Partial<Record<Facet | 'text' | 'rating' | 'cost', SQL | undefined>>;
export type Match = { condition: SQL; rank: SQL };

/**
 * The typed words as each language's stemmer reads them and how well a trip answers them, or, for
 * a typo, how closely the whole query resembles a place or country name.
 */
export function textMatch(q: string, typo: boolean): Match {
  const folded = foldText(q);
  if (typo) {
    return {
      condition: sql`${folded} <% ${trip.searchNames}`,
      rank: sql`word_similarity(${folded}, ${trip.searchNames})`,
    };
  }
  const english = sql`websearch_to_tsquery('english', ${folded})`;
  const german = sql`websearch_to_tsquery('german', ${folded})`;
  return {
    // Either language's reading found in either document: one lookup in one index.
    condition: sql`${trip.searchAll} @@ (${english} || ${german})`,
    rank: sql`greatest(ts_rank(${trip.searchEn}, ${english}), ts_rank(${trip.searchDe}, ${german}))`,
  };
}

/**
 * Each filter the query sets, by name, so a facet can count with all filters but its own.
 * `costInEuros` is the query's cost per day in euros (`dailyCostLimit`).
 */
export function filters(
  query: Omit<SearchQuery, 'sort' | 'page'>,
  text: Match | undefined,
  costInEuros?: number,
): Filters {
  const set: Filters = {
    text: text?.condition,
    duration: query.duration && lengthIn(query.duration),
    types: query.types?.length ? arrayContains(trip.travelTypes, query.types) : undefined,
    budget: query.budget === undefined ? undefined : eq(trip.budget, query.budget),
    comfort: query.comfort === undefined ? undefined : eq(trip.comfort, query.comfort),
    detail: query.detail === undefined ? undefined : eq(trip.detail, query.detail),
    countries: query.country ? arrayContains(trip.countries, [query.country]) : undefined,
    continents: query.continent ? arrayContains(trip.continents, [query.continent]) : undefined,
    months: query.month ? arrayContains(trip.months, [query.month]) : undefined,
    // Unrated trips have no rating to reach.
    rating:
      query.rating === undefined ? undefined : and(sql`${trip.ratingCount} > 0`, gte(trip.ratingAverage, query.rating)),
    // Compared as the stored figure's type, so a trip at exactly the limit is in. Unknown costs never are.
    cost: costInEuros === undefined ? undefined : sql`${trip.dailyCost} <= ${costInEuros}::real`,
  };
  return Object.fromEntries(Object.entries(set).filter(([, condition]) => condition !== undefined));
}

/** The conditions of `set` but the words and `except`'s own; on the matches, they are cheap. */
export const whereOthers = (set: Filters, except?: Facet) =>
  and(
    ...Object.entries(set)
      .filter(([name]) => name !== except && name !== 'text')
      .map(([, condition]) => condition),
  ) ?? sql`true`;

export const whereAll = (set: Filters) => and(isPublicTrip(), set.text, whereOthers(set));

export const bucketOf = sql.join(
  [
    sql`CASE`,
    ...Object.entries(durationBuckets).map(([bucket, [min, max]]) =>
      max === null
        ? sql`WHEN ${trip.lengthDays} >= ${min} THEN ${bucket}`
        : sql`WHEN ${trip.lengthDays} BETWEEN ${min} AND ${max} THEN ${bucket}`,
    ),
    sql`END`,
  ],
  sql` `,
);

// The order of trip_published_idx, so a page of the newest reads the index in order.
export const newest = [sql`${trip.publishedAt} DESC NULLS LAST`, desc(trip.id)];
