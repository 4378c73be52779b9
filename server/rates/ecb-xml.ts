import type { ExchangeRates } from '#domain/exchange-rates.ts';

/** The namespace of the ECB's reference rate files (eurofxref-daily.xml and its 90-day and history forms). */
const eurofxref = 'http://www.ecb.int/vocabulary/2002-08-01/eurofxref';

const attributesOf = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w:-]+)\s*=\s*(["'])(.*?)\2/g)].map(([, name, , value]) => [name, value]));

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * Reads the European Central Bank's reference rates in its own XML format: a `gesmes:Envelope`
 * whose `Cube time` elements each hold one `Cube currency rate` per currency. The file has one
 * fixed shape, so its elements are read as such rather than through a general XML parser; the
 * newest day is the first (as in the 90-day file). Throws, saying what is wrong, on anything else.
 */
export function parseEcbXml(xml: string): ExchangeRates {
  if (!/<(?:[\w-]+:)?Envelope\b/.test(xml) || !xml.includes(eurofxref)) {
    throw new Error('not an ECB reference rate file (no gesmes:Envelope in its namespace)');
  }
  const days = [...xml.matchAll(/<Cube\b([^>]*\btime\s*=[^>]*)>([\s\S]*?)<\/Cube>/g)];
  const [first] = days;
  if (!first) throw new Error('no day of rates (Cube time) in the file');
  const date = attributesOf(first[1] ?? '').time ?? '';
  if (!isDay(date)) throw new Error(`the day of the rates is not a date: "${date}"`);
  const rates: Record<string, number> = {};
  for (const [, tag = ''] of (first[2] ?? '').matchAll(/<Cube\b([^>]*)\/?>/g)) {
    const { currency = '', rate = '' } = attributesOf(tag);
    if (!/^[A-Z]{3}$/.test(currency)) throw new Error(`not a currency code: "${currency}"`);
    const value = /^\d+(?:\.\d+)?$/.test(rate) ? Number(rate) : Number.NaN;
    if (!(value > 0)) throw new Error(`not a rate for ${currency}: "${rate}"`);
    if (Object.hasOwn(rates, currency)) throw new Error(`${currency} is listed twice`);
    rates[currency] = value;
  }
  if (Object.keys(rates).length === 0) throw new Error(`no rates on ${date}`);
  return { date, rates };
}
