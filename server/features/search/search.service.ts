import { and, desc, type SQL, sql } from 'drizzle-orm';
import { crossRate, defaultCurrency } from '#domain/exchange-rates.ts';
import { foldText } from '#domain/fold-text.ts';
import { isLocale } from '#domain/locale.ts';
import { paginatorOf } from '#domain/schemas/paginator.ts';
import { type SearchQuery, type SearchResult, searchPageSize } from '#domain/schemas/search.ts';
import type { Db } from '../../db/client.ts';
import { trip } from '../../db/schema/index.ts';
import { cardQuery, toCard } from '../../presenters/trip-card.ts';
import { currentRates } from '../../rates/exchange-rates.ts';
import { type Facet, type Filters, filters, type Match, newest, textMatch, whereAll } from './search-conditions.ts';
import { allFacets, type Counted, countEverything, countMatches, exactCountLimit } from './search-counts.ts';
import { indexed } from './search-planning.ts';
import { spellingSuggestion } from './search-suggestion.ts';

// Shorter words would fuzzily meet too many names ("the" and "Thessaloniki").
export const typoMinLength = 4;

/**
 * Counting every published trip is the slowest search there is and the most asked one (the search
 * page before anything is typed); its counts are kept this long per database, so a new trip shows
 * in them, and in a facet counted without any other filter, after at most this time on every
 * server instance. The trips listed are always current.
 */
const everythingTtlMs = 15_000;
const everything = new WeakMap<Db, { until: number; counted: Promise<Counted> }>();

function everyTrip(db: Db): Promise<Counted> {
  const kept = everything.get(db);
  if (kept && kept.until > Date.now()) return kept.counted;
  const counted = countEverything(db);
  everything.set(db, { until: Date.now() + everythingTtlMs, counted });
  counted.catch(() => everything.delete(db));
  return counted;
}

/**
 * Counts for the query; a facet no other filter limits (the search page's first view, or the
 * facet of the one filter chosen) is the same for every query and comes from `everyTrip`.
 */
async function countFor(db: Db, set: Filters, rank: SQL | undefined): Promise<Counted> {
  const chosen = Object.keys(set);
  if (chosen.length === 0) return everyTrip(db);
  const [only] = chosen;
  const alone = chosen.length === 1 && allFacets.includes(only as Facet) ? (only as Facet) : undefined;
  const counted = await countMatches(
    db,
    set,
    allFacets.filter((facet) => facet !== alone),
    rank,
  );
  if (alone) counted.facets[alone] = (await everyTrip(db)).facets[alone] ?? {};
  return counted;
}

function ordering(query: SearchQuery): SQL[] {
  const sort = query.sort ?? 'newest';
  if (sort === 'views') return [desc(trip.views), ...newest];
  if (sort === 'rating') return [desc(trip.ratingAverage), desc(trip.ratingCount), ...newest];
  return newest;
}

/**
 * The query's cost per day in euros, what trips store (ADR 0081): from `currency`, else the
 * reader's, at the rates in use. A currency the ECB has stopped quoting (BGN since the euro came
 * to Bulgaria) has no rate: then no trip is known to be that cheap, rather than every trip.
 */
export async function dailyCostLimit(
  db: Db,
  query: Pick<SearchQuery, 'cost' | 'currency'>,
  currency: string,
): Promise<number | undefined> {
  if (query.cost === undefined) return undefined;
  const rate = crossRate(await currentRates(db), query.currency ?? currency, 'EUR');
  return rate === null ? -1 : query.cost * rate;
}

/** A corrected spelling of the words, offered only when it finds trips with the same filters. */
const offeredSuggestion = (db: Db, query: SearchQuery, q: string, costInEuros: number | undefined) =>
  indexed(db, true, async (tx) => {
    const suggestion = await spellingSuggestion(tx, q);
    if (!suggestion) return null;
    const [found] = await tx
      .select({ id: trip.id })
      .from(trip)
      .where(whereAll(filters(query, textMatch(suggestion, false), costInEuros)))
      .limit(1);
    return found ? suggestion : null;
  });

/** The ids of a page of the pool, best first: its order, or the words' rank with the newest first among equals. */
const pageOfPool = async (db: Db, text: Match, { pool, ordered }: Counted, offset: number) =>
  ordered
    ? pool.slice(offset, offset + searchPageSize)
    : (
        await db
          .select({ id: trip.id })
          .from(trip)
          .where(sql`${trip.id} = ANY(${sql.param(pool)}::text[])`)
          .orderBy(sql`${text.rank} DESC`, ...newest)
          .limit(searchPageSize)
          .offset(offset)
      ).map(({ id }) => id);

/**
 * A page of the ranked matches: the pool's trips best first, then, for a page beyond the pool,
 * the other matches newest first (ADR 0034). Cards are read for the page's trips only.
 */
async function rankedPage(db: Db, set: Filters, text: Match, counted: Counted, offset: number) {
  const { pool, total } = counted;
  const ids = offset < pool.length ? await pageOfPool(db, text, counted, offset) : [];
  const cards = ids.length > 0 ? await cardQuery(db).where(sql`${trip.id} = ANY(${sql.param(ids)}::text[])`) : [];
  const ranked = ids.flatMap((id) => cards.filter((card) => card.id === id));
  if (ranked.length === searchPageSize || pool.length >= total) return ranked;
  const rest = await cardQuery(db)
    .where(and(whereAll(set), sql`NOT (${trip.id} = ANY(${sql.param(pool)}::text[]))`))
    .orderBy(...newest)
    .limit(searchPageSize - ranked.length)
    .offset(Math.max(0, offset - pool.length));
  return [...ranked, ...rest];
}

/**
 * Published trips matching the words (stemmed in English and German, accents and case folded; when
 * they find nothing, a typo in a place name forgiven) and the filters, with counts per filter value
 * (ADR 0030). A cost without its currency is in `currency`, the reader's, else by `language`.
 */
export async function searchTrips(
  db: Db,
  query: SearchQuery,
  language: string,
  currency: string = defaultCurrency[isLocale(language) ? language : 'en'],
): Promise<SearchResult> {
  const offset = (query.page - 1) * searchPageSize;
  const ranked = query.q !== undefined && query.q !== '' && (query.sort ?? 'relevance') === 'relevance';
  const costInEuros = await dailyCostLimit(db, query, currency);
  let text = query.q ? textMatch(query.q, false) : undefined;
  let set = filters(query, text, costInEuros);
  // One statement after the other: PGlite serves one at a time.
  let counted = await countFor(db, set, ranked ? text?.rank : undefined);
  if (query.q && counted.total === 0 && foldText(query.q).length >= typoMinLength) {
    text = textMatch(query.q, true);
    set = filters(query, text, costInEuros);
    counted = await countFor(db, set, ranked ? text?.rank : undefined);
  }
  const page = () =>
    ranked && text
      ? rankedPage(db, set, text, counted, offset)
      : cardQuery(db)
          .where(whereAll(set))
          .orderBy(...ordering(query))
          .limit(searchPageSize)
          .offset(offset);
  const rows = counted.total === 0 ? [] : await page();
  // An estimate's last pages may hold nothing: the pages offered end with the trips counted.
  const pageable = counted.estimated.total ? Math.min(counted.total, exactCountLimit) : counted.total;
  return {
    docs: rows.map(toCard(language)),
    paginator: paginatorOf(query.page, counted.total, searchPageSize, pageable),
    facets: {
      duration: {},
      types: {},
      budget: {},
      comfort: {},
      detail: {},
      countries: {},
      continents: {},
      months: {},
      ...counted.facets,
    },
    estimated: counted.estimated,
    suggestion: query.q && counted.total === 0 ? await offeredSuggestion(db, query, query.q, costInEuros) : null,
  };
}
