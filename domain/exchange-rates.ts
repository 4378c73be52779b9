import { type Locale, readCookie } from './locale.ts';

/**
 * The European Central Bank's euro reference rates of one day (ADR 0081): how many units of each
 * currency one euro bought. The euro itself is not listed; it is 1.
 */
export type ExchangeRates = { date: string; rates: Readonly<Record<string, number>> };

/**
 * The currencies a reader may see amounts in: the euro and those the ECB publishes a reference rate
 * for (its list of 2025, that of the snapshot shipped with the site), by code.
 */
export const readerCurrencies = [
  'AUD',
  'BGN',
  'BRL',
  'CAD',
  'CHF',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'GBP',
  'HKD',
  'HUF',
  'IDR',
  'ILS',
  'INR',
  'ISK',
  'JPY',
  'KRW',
  'MXN',
  'MYR',
  'NOK',
  'NZD',
  'PHP',
  'PLN',
  'RON',
  'SEK',
  'SGD',
  'THB',
  'TRY',
  'USD',
  'ZAR',
] as const;
export type ReaderCurrency = (typeof readerCurrencies)[number];

export const isReaderCurrency = (value: unknown): value is ReaderCurrency =>
  typeof value === 'string' && (readerCurrencies as readonly string[]).includes(value);

/** The reader's currency until they choose one, by the page's language. */
export const defaultCurrency: Record<Locale, ReaderCurrency> = { en: 'USD', de: 'EUR' };

/** Remembers the reader's currency (ADR 0081); pages that show amounts are kept per its value. */
export const CURRENCY_COOKIE = 'currency';
const CURRENCY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function currencyCookie(currency: ReaderCurrency, secure: boolean): string {
  return `${CURRENCY_COOKIE}=${currency}; Max-Age=${CURRENCY_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The currency the reader chose, from a request's cookies, else the one of the page's language. */
export function readerCurrencyOf(cookieHeader: string | null | undefined, locale: Locale): ReaderCurrency {
  const chosen = readCookie(cookieHeader, CURRENCY_COOKIE);
  return isReaderCurrency(chosen) ? chosen : defaultCurrency[locale];
}

/** Units of `currency` one euro buys; null when the ECB publishes no rate for it. */
export function euroRate(rates: ExchangeRates, currency: string): number | null {
  if (currency === 'EUR') return 1;
  return Object.hasOwn(rates.rates, currency) ? (rates.rates[currency] ?? null) : null;
}

/** Units of `to` that one unit of `from` buys, by way of the euro; null when either has no rate. */
export function crossRate(rates: ExchangeRates, from: string, to: string): number | null {
  if (from === to) return 1;
  const fromRate = euroRate(rates, from);
  const toRate = euroRate(rates, to);
  return fromRate === null || toRate === null ? null : toRate / fromRate;
}
