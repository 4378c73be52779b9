import { sql } from 'drizzle-orm';
import { countryName } from '#domain/countries.ts';
import type { Locale } from '#domain/locale.ts';
import { travelTypes } from '#domain/trip-scales.ts';
import type { Db } from '#server/db/client.ts';
import { trip } from '#server/db/schema/index.ts';
import { gazetteer, type Place } from '#server/features/places/gazetteer.ts';
import type { PlaceRecord, TripRecord } from '#server/features/trips/trip-record.ts';
import { searchColumns } from '#server/features/trips/trip-search-document.ts';
import { shippedRates } from '#server/rates/exchange-rates.ts';
import { seasons, vocabulary } from './search-vocabulary.ts';

/** Part of every synthetic slug; a new recipe of synthetic trips needs a new number, so caches reseed. */
export const SEED_VERSION = 2;
export const slugPrefix = `bench${SEED_VERSION}-`;
const BATCH = 250;

/** A fixed-seed generator (mulberry32): every run writes the same trips. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Draws from a list with weight 1/rank^s: the first item often, the last rarely. */
function zipf<T>(items: readonly T[], random: () => number, s = 1) {
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 1; rank <= items.length; rank++) {
    sum += 1 / rank ** s;
    cumulative.push(sum);
  }
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return items[low] as T;
  };
}

/** Where stays are paid: mostly euros, some in currencies the ECB converts, a few in one it does not. */
const stayCurrencies = ['EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'USD', 'USD', 'GBP', 'CHF', 'VND'] as const;
const perNight: Record<(typeof stayCurrencies)[number], number> = {
  EUR: 1,
  USD: 1.1,
  GBP: 0.85,
  CHF: 0.95,
  VND: 28_000,
};

/**
 * A trip's stays and travellers from a generator of its own (ADR 0081), so the trips' other fields
 * are those of SEED_VERSION 1: a nightly price from 25 to about 400 euros' worth, per station.
 */
function staysOf(index: number) {
  const random = generator(1_000_003 * (index + 1));
  const currency = stayCurrencies[Math.floor(random() * stayCurrencies.length)] ?? 'EUR';
  return {
    travellers: 1 + Math.floor(random() * 4),
    night: () => ({
      price: null,
      amount: Math.round(25 * Math.exp(random() * 2.8) * perNight[currency] * 100) / 100,
      currency,
      covers: 'night' as const,
    }),
  };
}

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A generator of synthetic published trips, in English (60%) and German, some translated. */
export async function tripMaker(seed = 13) {
  const random = generator(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const places = [...(await gazetteer()).places]
    .filter((p) => p.population > 0)
    .sort((a, b) => b.population - a.population)
    .slice(0, 6000);
  const byCountry = new Map<string, Place[]>();
  for (const p of places) byCountry.set(p.country, [...(byCountry.get(p.country) ?? []), p]);
  const anyPlace = zipf(places, random, 0.9);
  const nearPlace = (country: string) => {
    const list = byCountry.get(country) ?? [];
    return list[Math.floor(random() ** 2 * list.length)] ?? anyPlace();
  };
  const words = Object.fromEntries(
    (['en', 'de'] as const).map((language) => {
      const v = vocabulary[language];
      return [
        language,
        {
          common: zipf(v.common, random, 1.05),
          adjective: zipf(v.adjectives, random),
          activity: zipf(v.activities, random),
          title: zipf(v.titles, random, 0.5),
          tag: zipf(v.tags, random),
        },
      ];
    }),
  ) as Record<Locale, Record<'common' | 'adjective' | 'activity' | 'title' | 'tag', () => string>>;
  const type = zipf(travelTypes, random, 0.8);
  const sentence = (language: Locale, count: number, names: string[]) =>
    Array.from({ length: count }, (_, i) =>
      i % 17 === 16 && names.length ? names[i % names.length] : words[language].common(),
    ).join(' ');
  const now = Date.parse('2026-11-20T00:00:00Z');

  return (index: number): TripRecord => {
    const id = `bench${String(index).padStart(11, '0')}`;
    const language: Locale = random() < 0.6 ? 'en' : 'de';
    const first = anyPlace();
    const stationCount = Math.min(12, 1 + Math.floor(-Math.log(1 - random()) * 2.2));
    const stays = staysOf(index);
    const stations = [first];
    for (let i = 1; i < stationCount; i++) stations.push(random() < 0.75 ? nearPlace(first.country) : anyPlace());
    const long = random() < 0.08;
    const start = now - int(30, 7 * 365) * DAY;
    const placeRecords: PlaceRecord[] = stations.map((p, position) => {
      const placeId = `${id.slice(0, 12)}p${String(position).padStart(3, '0')}`;
      return {
        id: placeId,
        tripId: id,
        position,
        name: p.name,
        country: p.country,
        latitude: p.latitude,
        longitude: p.longitude,
        duration: long ? int(5, 40) : int(1, 5),
        dateFrom: null,
        dateTo: null,
        image: null,
        text: {},
        activities: Array.from({ length: int(0, 3) }, (_, a) => ({
          id: `${placeId}a${a}`,
          placeId,
          position: a,
          kind: 'activity' as const,
          images: [],
          price: null,
          amount: null,
          currency: null,
          covers: 'total' as const,
          text: { [language]: { name: words[language].activity() } },
        })),
        directions: [],
        accommodation: {
          id: `${placeId}s`,
          placeId,
          name: null,
          image: null,
          text: {},
          ...stays.night(),
        },
        days: [],
      };
    });
    const countries = [...new Set(stations.map((p) => p.country))];
    const names = stations.map((p) => p.name);
    const textIn = (l: Locale) => {
      const w = words[l];
      const title = w
        .title()
        .replace('{adj}', w.adjective())
        .replace('{adj2}', w.adjective())
        .replace('{place}', first.name)
        .replace('{other}', stations.at(-1)?.name ?? first.name)
        .replace('{country}', countryName(first.country, l))
        .replace('{activity}', w.activity())
        .replace('{season}', seasons[l][int(0, 3)] ?? '');
      return {
        title: title.charAt(0).toUpperCase() + title.slice(1),
        summary: sentence(l, int(8, 20), names),
        description: sentence(l, int(30, 220), names),
      };
    };
    const other: Locale = language === 'en' ? 'de' : 'en';
    const translated = random() < 0.1;
    const days = placeRecords.reduce((sum, p) => sum + p.duration, 1);
    const publishedAt = new Date(start + int(days + 1, days + 200) * DAY);
    const rated = random() < 0.3;
    const types = new Set(Array.from({ length: int(1, 3) }, type));
    return {
      id,
      authorId: null,
      status: 'published',
      slug: `${slugPrefix}${index}`,
      language,
      languages: translated ? [language, other] : [language],
      text: translated ? { [language]: textIn(language), [other]: textIn(other) } : { [language]: textIn(language) },
      coverImage: null,
      basedOnId: null,
      basedOnAuthorId: null,
      basedOnTitle: null,
      basedOn: null,
      copies: 0,
      dateFrom: isoDay(start),
      dateTo: isoDay(start + (days - 1) * DAY),
      period: null,
      travelTypes: [...types],
      tags: [...new Set(Array.from({ length: int(0, 3) }, words[language].tag))],
      countries,
      apps: [],
      budget: int(1, 4),
      travellers: stays.travellers,
      comfort: int(1, 8),
      detail: int(1, 4),
      views: Math.floor(Math.exp(random() * 9)),
      ratingAverage: rated ? Math.round((2.5 + random() * 2.5) * 10) / 10 : 0,
      ratingCount: rated ? int(1, 40) : 0,
      featured: false,
      hiddenAt: null,
      hiddenReason: null,
      publishedAt,
      version: 1,
      createdAt: new Date(start),
      updatedAt: publishedAt,
      months: [],
      continents: [],
      lengthDays: 0,
      dailyCost: null,
      author: null,
      places: placeRecords,
    };
  };
}

/** How many synthetic trips of this recipe the database holds. */
export async function seededCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(trip)
    .where(sql`${trip.slug} LIKE ${`${slugPrefix}%`}`);
  return row?.count ?? 0;
}

/**
 * Inserts `count` synthetic trips unless they are there already (the seeded database is kept
 * between runs), each with its search columns made by the app's own recipe, `searchColumns`; then
 * vacuums, as autovacuum would have on a live server.
 */
export async function seedTrips(db: Db, count: number, log: (line: string) => void): Promise<void> {
  // Kept trips may have been rewritten by a migration since: their dead rows and the GIN indexes'
  // pending entries would slow every search until autovacuum came by.
  if ((await seededCount(db)) === count) return void (await db.execute(sql`VACUUM ANALYZE trip`));
  await db.execute(sql`DELETE FROM ${trip} WHERE ${trip.slug} LIKE 'bench%'`);
  const make = await tripMaker();
  // The rates a fresh installation converts at: the snapshot shipped with the site.
  const rates = shippedRates();
  const started = performance.now();
  for (let from = 0; from < count; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - from) }, (_, i) => {
      const record = make(from + i);
      const { author, places, ...row } = record;
      return { ...row, ...searchColumns(record, rates) };
    });
    await db.insert(trip).values(rows);
    if ((from / BATCH) % 40 === 39) {
      log(`  ${from + BATCH} trips, ${Math.round((performance.now() - started) / 1000)} s`);
    }
  }
  await db.execute(sql`VACUUM ANALYZE trip`);
}
