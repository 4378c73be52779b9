import { and, arrayContains, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { foldText } from '#domain/fold-text.ts';
import {
  type DurationBucket,
  durationBuckets,
  type SearchQuery,
  type SearchResult,
  searchPageSize,
} from '#domain/schemas/search.ts';
import type { Db } from '../../db/client.ts';
import { trip } from '../../db/schema/index.ts';

type Facet = keyof SearchResult['facets'];
type Filter = Facet | 'text' | 'month' | 'rating';

// Shorter words would fuzzily meet too many names ("the" and "Thessaloniki").
const typoMinLength = 4;

function bucketCondition(bucket: DurationBucket): SQL | undefined {
  const [min, max] = durationBuckets[bucket];
  return and(gte(trip.lengthDays, min), max === null ? undefined : lte(trip.lengthDays, max));
}

const bucketOf = sql.join(
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

/** The typed words as each language's stemmer reads them, and how well a trip answers them. */
function textMatch(q: string) {
  const folded = foldText(q);
  const english = sql`websearch_to_tsquery('english', ${folded})`;
  const german = sql`websearch_to_tsquery('german', ${folded})`;
  const fuzzy = folded.length >= typoMinLength;
  const words = sql`${trip.searchEn} @@ ${english} OR ${trip.searchDe} @@ ${german}`;
  return {
    condition: fuzzy ? sql`(${words} OR ${folded} <% ${trip.searchNames})` : sql`(${words})`,
    // A typo's match ranks below any match of the words themselves.
    rank: sql`greatest(ts_rank(${trip.searchEn}, ${english}), ts_rank(${trip.searchDe}, ${german}))${
      fuzzy ? sql` + word_similarity(${folded}, ${trip.searchNames}) / 1000` : sql``
    }`,
  };
}

/** Each filter the query sets, by name, so a facet can count with all filters but its own. */
function filters(query: SearchQuery): Partial<Record<Filter, SQL | undefined>> {
  return {
    text: query.q ? textMatch(query.q).condition : undefined,
    duration: query.duration && bucketCondition(query.duration),
    types: query.types?.length ? arrayContains(trip.travelTypes, query.types) : undefined,
    budget: query.budget === undefined ? undefined : eq(trip.budget, query.budget),
    comfort: query.comfort === undefined ? undefined : eq(trip.comfort, query.comfort),
    detail: query.detail === undefined ? undefined : eq(trip.detail, query.detail),
    countries: query.country ? sql`${query.country} = ANY(${trip.countries})` : undefined,
    month: query.month ? sql`${query.month}::smallint = ANY(${trip.months})` : undefined,
    // Unrated trips have no rating to reach.
    rating:
      query.rating === undefined ? undefined : and(sql`${trip.ratingCount} > 0`, gte(trip.ratingAverage, query.rating)),
  };
}

const whereAll = (set: Partial<Record<Filter, SQL | undefined>>, except?: Facet) =>
  and(
    eq(trip.status, 'published'),
    ...Object.entries(set)
      .filter(([name]) => name !== except)
      .map(([, condition]) => condition),
  );

const facetValues: Record<Facet, SQL> = {
  duration: bucketOf,
  types: sql`unnest(${trip.travelTypes})`,
  budget: sql`${trip.budget}::text`,
  comfort: sql`${trip.comfort}::text`,
  detail: sql`${trip.detail}::text`,
  countries: sql`unnest(${trip.countries})`,
};

async function facetCounts(db: Db, set: Partial<Record<Filter, SQL | undefined>>): Promise<SearchResult['facets']> {
  const facets = {} as SearchResult['facets'];
  // One after the other: PGlite serves one query at a time.
  for (const [facet, value] of Object.entries(facetValues) as [Facet, SQL][]) {
    const rows = await db
      .select({ value: sql<string>`${value}`.as('value'), count: sql<number>`count(*)::int` })
      .from(trip)
      .where(whereAll(set, facet))
      .groupBy(sql`1`);
    facets[facet] = Object.fromEntries(
      rows.filter((row) => row.value !== null && row.value !== '0').map((row) => [row.value, row.count]),
    );
  }
  return facets;
}

function ordering(query: SearchQuery): SQL[] {
  const newest = [sql`${trip.publishedAt} DESC NULLS LAST`, desc(trip.id)];
  const sort = query.sort ?? (query.q ? 'relevance' : 'newest');
  if (sort === 'views') return [desc(trip.views), ...newest];
  if (sort === 'rating') return [desc(trip.ratingAverage), desc(trip.ratingCount), ...newest];
  if (sort === 'relevance' && query.q) return [sql`${textMatch(query.q).rank} DESC`, ...newest];
  return newest;
}

/**
 * Published trips matching the words (stemmed in English and German, accents and case folded, a
 * typo in a place name forgiven) and the filters, with counts per filter value (ADR 0030).
 */
export async function searchTrips(db: Db, query: SearchQuery, language: string): Promise<SearchResult> {
  const set = filters(query);
  const where = whereAll(set);
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(trip).where(where);
  const rows = await db
    .select({
      id: trip.id,
      slug: trip.slug,
      language: trip.language,
      text: trip.text,
      lengthDays: trip.lengthDays,
      countries: trip.countries,
      ratingAverage: trip.ratingAverage,
      ratingCount: trip.ratingCount,
      coverImage: trip.coverImage,
    })
    .from(trip)
    .where(where)
    .orderBy(...ordering(query))
    .limit(searchPageSize)
    .offset((query.page - 1) * searchPageSize);
  const totalPages = Math.max(1, Math.ceil(total / searchPageSize));
  return {
    docs: rows.map((row) => ({
      _id: row.id,
      slug: row.slug,
      title: (row.text[language] ?? row.text[row.language])?.title ?? '',
      length: row.lengthDays,
      countries: row.countries,
      rating: row.ratingCount > 0 ? row.ratingAverage : null,
      cover: row.coverImage,
    })),
    paginator: {
      page: query.page,
      totalPages,
      totalDocs: total,
      limit: searchPageSize,
      hasPrevPage: query.page > 1,
      hasNextPage: query.page < totalPages,
    },
    facets: await facetCounts(db, set),
  };
}
