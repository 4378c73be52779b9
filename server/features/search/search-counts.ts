import { and, type SQL, sql } from 'drizzle-orm';
import type { SearchResult } from '#domain/schemas/search.ts';
import type { Db } from '../../db/client.ts';
import { isPublicTrip } from '../../db/public-trip.ts';
import { trip } from '../../db/schema/index.ts';
import { bucketOf, type Facet, type Filters, newest, whereAll, whereOthers } from './search-conditions.ts';
import { indexed } from './search-planning.ts';

/** Matches are counted exactly up to this many; beyond it, totals and facets are estimates (ADR 0034). */
export const exactCountLimit = 1000;
/** Ranking reads each match's documents: the newest this many matches found are ranked (ADR 0034). */
const rankedPool = 200;

type Facets = SearchResult['facets'];
export type Counted = {
  total: number;
  facets: Partial<Facets>;
  /** The matches ranking orders: the newest of them all, or beyond the limit of those read (ADR 0034). */
  pool: string[];
  /** Whether `pool` is in the order of relevance already. */
  ordered: boolean;
  estimated: SearchResult['estimated'];
};

const facetValues: Record<Facet, ReturnType<typeof sql>> = {
  duration: bucketOf,
  types: sql`unnest(${trip.travelTypes})`,
  budget: sql`${trip.budget}::text`,
  comfort: sql`${trip.comfort}::text`,
  detail: sql`${trip.detail}::text`,
  countries: sql`unnest(${trip.countries})`,
  continents: sql`unnest(${trip.continents})`,
  months: sql`unnest(${trip.months})::text`,
};
export const allFacets = Object.keys(facetValues) as Facet[];

// What filters, facets and the newest order read; the words are matched once, before them.
const matchColumns = sql.join(
  [
    trip.id,
    trip.publishedAt,
    trip.travelTypes,
    trip.countries,
    trip.continents,
    trip.budget,
    trip.comfort,
    trip.detail,
    trip.lengthDays,
    trip.months,
    trip.ratingAverage,
    trip.ratingCount,
    trip.dailyCost,
  ].map((column) => sql.identifier(column.name)),
  sql`, `,
);

type Sample = {
  sampled: number;
  total: number;
  pool: string[];
  facets: Partial<Facets>;
  bases: Partial<Record<Facet, number>>;
};

const exact = { total: false, facets: false };

/**
 * The total, the asked facets and (for a `pool`) the ids of the matches in one statement. The
 * published trips matching the words and every filter no asked facet leaves out, at most `limit`
 * of them, are found once (through the indexes, without reading the documents) and shadow the
 * table as `trip`, so each count applies the other filters to those rows only (ADR 0030,
 * "Measured"). `bases` says how many of them each facet whose own filter is set counts from.
 */
async function sample(db: Db, set: Filters, facets: Facet[], pool: boolean, limit: number | null): Promise<Sample> {
  const shared = Object.entries(set)
    .filter(([name]) => name !== 'text' && !facets.includes(name as Facet))
    .map(([, condition]) => condition);
  // Each asked facet drops its own filter, so a trip counts somewhere when it fails at most one of them.
  const own = Object.entries(set)
    .filter(([name]) => facets.includes(name as Facet))
    .map(([, condition]) => sql`(${condition})::int`);
  if (own.length > 1) shared.push(sql`${sql.join(own, sql` + `)} >= ${own.length - 1}`);
  const counts = facets.map(
    (facet) =>
      sql`${facet}::text, (SELECT coalesce(json_object_agg(value, count), '{}') FROM (SELECT ${facetValues[facet]} AS value, count(*)::int AS count FROM trip WHERE ${whereOthers(set, facet)} GROUP BY 1) counted WHERE value IS NOT NULL AND value <> '0')`,
  );
  const bases = facets
    .filter((facet) => set[facet] !== undefined)
    .map((facet) => sql`${facet}::text, (SELECT count(*)::int FROM trip WHERE ${whereOthers(set, facet)})`);
  const ids = pool
    ? sql`(SELECT coalesce(array_agg(id), '{}') FROM (SELECT id FROM trip WHERE ${whereOthers(set)} ORDER BY ${sql.join(newest, sql`, `)} LIMIT ${rankedPool}) pool)`
    : sql`'{}'::text[]`;
  const result = await db.execute(
    sql`WITH trip AS MATERIALIZED (SELECT ${matchColumns} FROM ${trip} WHERE ${and(isPublicTrip(), set.text, ...shared)} ${limit === null ? sql`` : sql`LIMIT ${limit}`})
      SELECT (SELECT count(*)::int FROM trip) AS sampled, (SELECT count(*)::int FROM trip WHERE ${whereOthers(set)}) AS total,
        ${ids} AS pool, json_build_object(${sql.join(counts, sql`, `)}) AS facets,
        json_build_object(${sql.join(bases, sql`, `)}) AS bases`,
  );
  const [row] = (result as unknown as { rows: Sample[] }).rows;
  if (!row) throw new Error('The count statement answered no row');
  return row;
}

type Matches = { total: number; pool: string[] };

/**
 * The trips matching everything when there are no more than the limit (else `null`): their
 * number, and the newest `rankedPool` of them best first by `rank`, ranked in the same statement.
 */
async function matchesUpToLimit(db: Db, set: Filters, rank: SQL | undefined): Promise<Matches | null> {
  // Found unordered, so the database stops at the limit; only the pool is sorted and ranked.
  const result = await db.execute(sql`
    SELECT trip.id, trip.total FROM (
      SELECT * FROM (
        SELECT found.*, count(*) OVER () AS total FROM (
          SELECT ${trip.id}, ${trip.publishedAt}, ${trip.searchEn}, ${trip.searchDe}, ${trip.searchNames}
          FROM ${trip} WHERE ${whereAll(set)} LIMIT ${exactCountLimit + 1}
        ) found
      ) counted ORDER BY published_at DESC NULLS LAST, id DESC LIMIT ${rankedPool}
    ) trip
    ORDER BY ${rank ? sql`${rank} DESC, ` : sql``}trip.published_at DESC NULLS LAST, trip.id DESC`);
  const rows = (result as unknown as { rows: { id: string; total: number | string }[] }).rows;
  const total = Number(rows[0]?.total ?? 0);
  return total > exactCountLimit ? null : { total, pool: rows.map(({ id }) => id) };
}

/** How many trips the database's planner expects to meet `where`: its statistics, nothing read. */
async function plannedRows(db: Db, where: SQL | undefined): Promise<number> {
  const result = await db.execute(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${trip} WHERE ${where}`);
  const [row] = (result as unknown as { rows: { 'QUERY PLAN': unknown }[] }).rows;
  const plan = typeof row?.['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row?.['QUERY PLAN'];
  return Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** An estimate says no more than it knows: two significant digits. */
const rounded = (estimate: number) => (estimate < 100 ? Math.round(estimate) : Number(estimate.toPrecision(2)));

const scaled = (counts: Record<string, number>, factor: number) =>
  Object.fromEntries(Object.entries(counts).map(([value, count]) => [value, Math.max(1, rounded(count * factor))]));

/**
 * Counts every match exactly when there are at most `exactCountLimit` of them (the search reads
 * no more rows than that). Beyond, the total is the planner's estimate and each facet's counts
 * are those of the rows read, scaled to the estimate of the trips that facet counts from. For
 * `ranked`, the pool is the newest matches, or beyond the limit the newest of the rows read.
 */
export async function countMatches(db: Db, set: Filters, facets: Facet[], rank?: SQL): Promise<Counted> {
  const words = set.text !== undefined;
  const own = facets.filter((facet) => set[facet] !== undefined);
  // What the planner expects of all filters, and of each facet counting without its own filter:
  // asked while the rows are read, used only when there are more than the limit.
  const plannedAll = plannedRows(db, whereAll(set));
  const plannedOwn = Promise.all(
    own.map((facet) => plannedRows(db, and(isPublicTrip(), set.text, whereOthers(set, facet)))),
  );
  // Rows read may fail the filter of one facet: unless the planner expects far more than the
  // limit, the trips matching everything are read too, and the pool ranked with them; on
  // PostgreSQL at the same time as the facets' rows (each pays for the words' bitmap).
  const readMatches = own.length > 0 && (await plannedAll) <= 2 * exactCountLimit;
  const [found, matches, planned, ofOwn] = await Promise.all([
    indexed(db, words, (tx) => sample(tx, set, facets, rank !== undefined, exactCountLimit + 1)),
    readMatches ? indexed(db, words, (tx) => matchesUpToLimit(tx, set, rank)) : null,
    plannedAll,
    plannedOwn,
  ]);
  const { sampled, total, pool, bases, facets: counted } = found;
  if (sampled <= exactCountLimit) return { total, facets: counted, pool, ordered: false, estimated: exact };
  const all = matches?.total ?? rounded(Math.max(exactCountLimit + 1, planned));
  const estimates: Partial<Facets> = {};
  for (const facet of facets) {
    const base = bases[facet] ?? total;
    const of = bases[facet] === undefined ? all : (ofOwn[own.indexOf(facet)] ?? 0);
    estimates[facet] = base > 0 ? scaled(counted[facet] ?? {}, Math.max(of, base) / base) : {};
  }
  return {
    total: all,
    facets: estimates,
    pool: matches?.pool ?? pool,
    ordered: matches !== null,
    estimated: { total: !matches, facets: true },
  };
}

/** Every facet of every published trip, counted exactly (the search page before anything is chosen). */
export async function countEverything(db: Db): Promise<Counted> {
  const { total, facets } = await sample(db, {}, allFacets, false, null);
  return { total, facets, pool: [], ordered: false, estimated: exact };
}
