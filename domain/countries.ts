import names from './country-names.json' with { type: 'json' };
import type { Locale } from './locale.ts';

/**
 * Every country's name in each language, in the order readers of the language expect: one list
 * for the server and the browser alike. Their own ICU data name some countries differently (Node
 * and Chromium disagree on Hong Kong, Macao, Palestine, the Falklands), and a page rendered with
 * one and hydrated with the other does not match. Made by scripts/country-names.ts.
 */
const countryNames: Record<Locale, ReadonlyMap<string, string>> = {
  en: new Map(Object.entries(names.en)),
  de: new Map(Object.entries(names.de)),
};

/** ISO 3166-1 alpha-2 codes of today's countries and territories, plus Kosovo (XK), which travellers visit. */
export const countryCodes: readonly string[] = [...countryNames.en.keys()].sort();

export const isCountryCode = (value: string): boolean => countryNames.en.has(value);

/** A country's name in the page's language. */
export const countryName = (code: string, locale: Locale): string => countryNames[locale].get(code) ?? code;

/** Every country with its name, sorted the way readers of the language expect. */
export const countryOptions = (locale: Locale): { code: string; name: string }[] =>
  Array.from(countryNames[locale], ([code, name]) => ({ code, name }));
