import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { ExchangeRates } from '#domain/exchange-rates.ts';
import type { Db } from '../db/client.ts';
import { exchangeRates } from '../db/schema/index.ts';
import { log } from '../observability/logger.ts';
import { parseEcbXml } from './ecb-xml.ts';

/** The ECB's daily file of 9 May 2025 as it published it (ADR 0081): the rates before any refresh. */
export const shippedRatesFile = fileURLToPath(new URL('./eurofxref-daily.xml', import.meta.url));

type RatesState = { shipped: ExchangeRates; kept: WeakMap<Db, { until: number; rates: Promise<ExchangeRates> }> };

/**
 * The server loads this module natively while the React Router build bundles its own copy, whose
 * `import.meta.url` is the build's: as the request context does, both share one state per process,
 * made by the server's copy, which the app imports before any page is rendered.
 */
const stateKey = Symbol.for('itinera.exchangeRates');
const holder = globalThis as { [stateKey]?: RatesState };
holder[stateKey] ??= { shipped: parseEcbXml(readFileSync(shippedRatesFile, 'utf8')), kept: new WeakMap() };
const { shipped, kept } = holder[stateKey];

export const shippedRates = (): ExchangeRates => shipped;

const source = 'ecb';

/** How often rates are fetched: the ECB publishes once a working day. */
const RATES_REFRESH_MS = 24 * 60 * 60 * 1000;
/** How often an instance looks whether a day has passed, and tries again after a failed fetch. */
const RATES_CHECK_MS = 60 * 60 * 1000;
/** A reference rate file is a few kilobytes (the 90-day one a hundred): anything far larger is not one. */
const MAX_BYTES = 1024 * 1024;

/** Read again at most this often; a refresh anywhere empties it through the pages' notice (ADR 0047). */
const KEEP_MS = 60_000;

/** The rates every conversion uses: those the last refresh stored, else the shipped snapshot. */
export function currentRates(db: Db): Promise<ExchangeRates> {
  const hit = kept.get(db);
  if (hit && hit.until > Date.now()) return hit.rates;
  const rates = db
    .select({ date: exchangeRates.date, rates: exchangeRates.rates })
    .from(exchangeRates)
    .where(eq(exchangeRates.source, source))
    .then(([row]) => row ?? shippedRates());
  kept.set(db, { until: Date.now() + KEEP_MS, rates });
  rates.catch(() => kept.delete(db));
  return rates;
}

/** Forgets the rates read, for a change another instance announced. */
export const forgetRates = (db: Db) => kept.delete(db);

/**
 * Fetches the rates from `url` (the ECB's eurofxref-daily.xml or a mirror of it) unless they were
 * fetched less than a day ago, by any instance, and stores them; a file that does not read as the
 * ECB's is refused and the rates in use stay. Says whether it fetched.
 */
export async function refreshRates(db: Db, url: string, now = new Date()): Promise<boolean> {
  const [stored] = await db
    .select({ fetchedAt: exchangeRates.fetchedAt })
    .from(exchangeRates)
    .where(eq(exchangeRates.source, source));
  if (stored && now.getTime() - stored.fetchedAt.getTime() < RATES_REFRESH_MS) return false;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = await response.text();
  if (body.length > MAX_BYTES) throw new Error(`${url} sent ${body.length} characters, not a rate file`);
  const fetched = parseEcbXml(body);
  const row = { date: fetched.date, rates: { ...fetched.rates }, fetchedAt: now };
  await db
    .insert(exchangeRates)
    .values({ source, ...row })
    .onConflictDoUpdate({ target: exchangeRates.source, set: row });
  forgetRates(db);
  return true;
}

/**
 * Keeps the rates fresh from ECB_RATES_URL: at once, then each hour it looks whether a day has
 * passed. A failure is logged and the rates in use stay until a later try succeeds. Returns the
 * function that stops it.
 */
export function refreshRatesDaily(db: Db, url: string): () => void {
  const refresh = () =>
    refreshRates(db, url).catch((error: unknown) =>
      log.warn({ err: error }, `The exchange rates could not be fetched from ${url}; the last ones stay in use.`),
    );
  void refresh();
  const timer = setInterval(refresh, RATES_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
