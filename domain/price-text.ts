import { type CurrencyCode, currencyOfSign, isCurrencyCode } from './currencies.ts';

/** What a cost's amount stands for: the whole of it, each night, each traveller, or each traveller each night. */
export const costCovers = ['total', 'night', 'person', 'personNight'] as const;
export type CostCovers = (typeof costCovers)[number];

/** A free-text price read as an amount: what is left of the text beyond the amount is its note. */
export type ParsedPrice = { amount: number; currency: CurrencyCode; covers: CostCovers; note: string };

/** Signs that always name one currency; longer ones first, so "NZ$" is not read as "$". */
const fixedSigns: [string, CurrencyCode][] = [
  ['US$', 'USD'],
  ['NZ$', 'NZD'],
  ['AU$', 'AUD'],
  ['A$', 'AUD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['HK$', 'HKD'],
  ['S$', 'SGD'],
  ['NT$', 'TWD'],
  ['R$', 'BRL'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['₹', 'INR'],
  ['₩', 'KRW'],
  ['₺', 'TRY'],
  ['₫', 'VND'],
  ['₱', 'PHP'],
  ['฿', 'THB'],
  ['₪', 'ILS'],
  ['₴', 'UAH'],
  ['₾', 'GEL'],
  ['zł', 'PLN'],
  ['Kč', 'CZK'],
  ['Fr.', 'CHF'],
];
const ambiguousSigns = ['$', '¥', 'kr', 'R'] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const signPattern = [...fixedSigns.map(([sign]) => sign), ...ambiguousSigns].map(escapeRegExp).join('|');
/** A three-letter code, or a sign; a code must stand apart from the words around it. */
const currencyPattern = `(?:\\b[A-Z]{3}\\b|${signPattern})`;
/** Digits with thousands grouped by "," "." or a space, and a decimal part after "," or ".". */
const numberPattern = String.raw`\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?|\d+`;
/** "about", "ca.", "~": the amount is an estimate, as every amount of a trip is. */
const estimate = String.raw`(?:about|approx\.?|approximately|around|ca\.|circa|etwa|rund|ungefähr|~)\s*`;

const leading = new RegExp(
  String.raw`^(?:${estimate})?(?<currency>${currencyPattern})\s*(?<number>${numberPattern})(?!\d)`,
  'i',
);
const trailing = new RegExp(
  String.raw`^(?:${estimate})?(?<number>${numberPattern})\s*(?<currency>${currencyPattern})(?![\p{L}\d])`,
  'iu',
);

/** "/night", "per person and night", "pro Kopf", "pp": what the amount covers, right after it. */
const perNight = '(?:night|nacht|nt)';
const perPerson = String.raw`(?:person|persons|people|pers\.?|head|kopf|pp|p\.p\.|pax)`;
const per = String.raw`(?:\s*/\s*|\s+(?:per|pro|a|an|each|je)\s+)`;
const coversPatterns: [RegExp, CostCovers][] = [
  [new RegExp(String.raw`^${per}${perPerson}(?:${per}|\s+(?:and|und)\s+)${perNight}\b`, 'i'), 'personNight'],
  [new RegExp(String.raw`^${per}${perNight}(?:${per}|\s+)${perPerson}(?![\p{L}])`, 'iu'), 'personNight'],
  [new RegExp(String.raw`^${per}${perNight}\b`, 'i'), 'night'],
  [new RegExp(String.raw`^(?:${per}${perPerson}|\s*p\.p\.|\s+pp)(?![\p{L}])`, 'iu'), 'person'],
];

/** "1.200" and "1,200" are thousands, "12.50" and "12,5" decimals; grouping by space too. */
export function parseAmount(text: string): number | null {
  const digits = text.replace(/[\u00a0\u202f ]/g, '');
  if (!/^\d[\d.,]*$/.test(digits)) return null;
  const separators = digits.match(/[.,]/g) ?? [];
  let normal: string;
  if (separators.length === 0) normal = digits;
  else {
    const last = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
    const decimals = digits.length - last - 1;
    // One separator before exactly three digits groups thousands ("1.200 ISK", "VND 300,000").
    const grouping = decimals === 3 || (separators.length > 1 && new Set(separators).size === 1);
    normal = grouping
      ? digits.replace(/[.,]/g, '')
      : `${digits.slice(0, last).replace(/[.,]/g, '')}.${digits.slice(last + 1)}`;
  }
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

function currencyOf(token: string, country: string | null | undefined): CurrencyCode | null {
  const fixed = fixedSigns.find(([sign]) => sign.toLowerCase() === token.toLowerCase());
  if (fixed) return fixed[1];
  const ambiguous = ambiguousSigns.find((sign) => sign.toLowerCase() === token.toLowerCase());
  // A bare "R" is the rand only when written as the sign, not as the word "r".
  if (ambiguous) return ambiguous === 'R' && token !== 'R' ? null : currencyOfSign(ambiguous, country);
  const code = token.toUpperCase();
  return isCurrencyCode(code) ? code : null;
}

/**
 * Reads a free-text price ("USD 280/night", "USD 30 fuel", "25 €", "€12 per person", "CHF 45",
 * "1.200 ISK") as an amount, its currency, what it covers and a note (the words after it:
 * "fuel"). A sign several currencies share ("$", "¥", "kr", "R") means that of `country` (the
 * station's), else the usual one (US dollar, yen, Swedish krona, rand). Text that is not a price
 * at its start, or that names a second amount ("VND 350,000 + VND 300,000 for the bike",
 * "Interrail + € 10"), is not read: null, and it stays a note beside no amount.
 */
export function parsePriceText(text: string, country?: string | null): ParsedPrice | null {
  const trimmed = text.trim();
  const match = leading.exec(trimmed) ?? trailing.exec(trimmed);
  if (!match?.groups) return null;
  const currency = currencyOf(match.groups.currency ?? '', country);
  const amount = parseAmount(match.groups.number ?? '');
  if (!currency || amount === null) return null;
  let rest = trimmed.slice(match[0].length);
  let covers: CostCovers = 'total';
  for (const [pattern, meaning] of coversPatterns) {
    const found = pattern.exec(rest);
    if (found) {
      covers = meaning;
      rest = rest.slice(found[0].length);
      break;
    }
  }
  // Another figure in the words is another amount, which one field cannot hold.
  if (/\d/.test(rest)) return null;
  const note = rest
    .trim()
    .replace(/^[,;:–—-]\s*/, '')
    .replace(/^\((.*)\)$/, '$1')
    .trim();
  return { amount: Math.round(amount * 100) / 100, currency, covers, note };
}

/**
 * The cost fields of a stay, a leg or an activity from its free-text price: the amount when the
 * text reads as one, the words beyond it as the note; otherwise no amount and the whole text as the
 * note. The one rule the demo trips and the migration of stored trips go through (ADR 0078).
 */
export function costFromPriceText(
  text: string | null | undefined,
  country?: string | null,
): { price: string; amount: number | null; currency: CurrencyCode | null; covers: CostCovers } {
  const parsed = text ? parsePriceText(text, country) : null;
  if (!parsed) return { price: text?.trim() ?? '', amount: null, currency: null, covers: 'total' };
  return { price: parsed.note, amount: parsed.amount, currency: parsed.currency, covers: parsed.covers };
}
