import { eq, isNull, type SQL, sql } from 'drizzle-orm';
import { continentsOf } from '#domain/continents.ts';
import { countryName } from '#domain/countries.ts';
import type { ExchangeRates } from '#domain/exchange-rates.ts';
import { foldText } from '#domain/fold-text.ts';
import { placeTimings, tripLength } from '#domain/itinerary.ts';
import type { Locale } from '#domain/locale.ts';
import { type CostedTrip, dailyCostInEuros, tripCosts } from '#domain/trip-costs.ts';
import type { Db } from '../../db/client.ts';
import { trip } from '../../db/schema/index.ts';
import { currentRates } from '../../rates/exchange-rates.ts';
import { costColumns, loadTrip, type TripRecord } from './trip-record.ts';

const configs = { en: 'english', de: 'german' } as const satisfies Record<Locale, string>;

/** Every calendar month (1-12) a date range touches; a range of a year or more touches all. */
export function monthsBetween(from: string | null, to: string | null): number[] {
  if (!from) return [];
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to ?? from}T00:00:00Z`);
  const months = new Set<number>();
  for (const at = new Date(start); at <= end && months.size < 12; at.setUTCMonth(at.getUTCMonth() + 1, 1))
    months.add(at.getUTCMonth() + 1);
  return [...months].sort((a, b) => a - b);
}

/** Weights of ts_rank: a title match counts most, the long description least (ADR 0030). */
function weighted(language: Locale, record: TripRecord): SQL {
  const words = <T>(text: Partial<Record<string, T>>) => text[language] ?? text[record.language];
  const own = words(record.text);
  const parts = {
    A: [own?.title],
    B: [own?.summary, ...record.places.map((p) => p.name), ...record.countries.map((c) => countryName(c, language))],
    C: [...record.tags, ...record.places.flatMap((p) => p.activities.map((a) => words(a.text)?.name))],
    D: [own?.description],
  };
  const vectors = Object.entries(parts).map(
    ([weight, texts]) =>
      sql`setweight(to_tsvector(${sql.raw(`'${configs[language]}'`)}, ${foldText(texts.filter(Boolean).join(' '))}), ${weight})`,
  );
  return sql.join(vectors, sql` || `);
}

/** A stored trip's stations and travellers as the budget rule reads them, the amounts as numbers. */
export const costedRecord = (record: TripRecord): CostedTrip => ({
  travellers: record.travellers,
  places: record.places.map((p) => ({
    duration: p.duration,
    accommodation: p.accommodation && costColumns(p.accommodation),
    directions: p.directions.map((d) => ({
      ...costColumns(d),
      duration: d.duration,
      overnight: d.overnight,
      nights: d.nights,
    })),
    activities: p.activities.map(costColumns),
  })),
});

/** The trip's cost per traveller and day in euros, by the rule the trip page shows it with (ADR 0081). */
export const dailyCostOf = (record: TripRecord, rates: ExchangeRates) =>
  dailyCostInEuros(tripCosts(costedRecord(record), rates, 'EUR'), rates);

/**
 * What search reads about a trip: a stemmed document per language (the trip's words in that
 * language, else its own), the folded place and country names for typo matches, the months it was
 * travelled, its continents, its length and its cost per day at `rates`. The one recipe of a trip's
 * searchable form; the scale bench inserts it too.
 */
export function searchColumns(record: TripRecord, rates: ExchangeRates) {
  const countryNames = record.countries.flatMap((code) => [countryName(code, 'en'), countryName(code, 'de')]);
  const months = new Set([
    ...monthsBetween(record.dateFrom, record.dateTo),
    ...record.places.flatMap((p) => monthsBetween(p.dateFrom, p.dateTo)),
  ]);
  return {
    searchEn: weighted('en', record),
    searchDe: weighted('de', record),
    searchNames: foldText([...record.places.map((p) => p.name), ...countryNames].join(' ')),
    months: [...months],
    continents: continentsOf(record.countries),
    lengthDays: tripLength(placeTimings(record.places)),
    dailyCost: dailyCostOf(record, rates),
  };
}

/** Writes a trip's searchable form; every change of a trip through the core calls this. */
export async function indexTrip(db: Db, record: TripRecord): Promise<void> {
  await db
    .update(trip)
    .set(searchColumns(record, await currentRates(db)))
    .where(eq(trip.id, record.id));
}

/** Indexes trips written before search existed (the migration adds empty columns); a no-op once all are. */
export async function indexUnindexedTrips(db: Db): Promise<number> {
  const rows = await db.select({ id: trip.id }).from(trip).where(isNull(trip.searchEn));
  for (const { id } of rows) {
    const record = await loadTrip(db, id);
    if (record) await indexTrip(db, record);
  }
  return rows.length;
}
