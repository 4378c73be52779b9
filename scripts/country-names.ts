import { readFileSync, writeFileSync } from 'node:fs';
import { locales } from '#domain/locale.ts';

/**
 * Writes domain/country-names.json: the name of every country it lists, in each language, from this
 * Node's ICU data (CLDR), sorted by that language's collation. Run it after adding a code (with any
 * name) or to take newer names: `node scripts/country-names.ts`.
 */
const file = new URL('../domain/country-names.json', import.meta.url);
const codes = Object.keys(JSON.parse(readFileSync(file, 'utf8')).en).sort();

const names = Object.fromEntries(
  locales.map((locale) => {
    const displayNames = new Intl.DisplayNames([locale], { type: 'region' });
    const collator = new Intl.Collator(locale);
    const named = codes.map((code) => [code, displayNames.of(code) ?? code] as const);
    return [locale, Object.fromEntries(named.sort(([, a], [, b]) => collator.compare(a, b)))];
  }),
);
writeFileSync(file, `${JSON.stringify(names, null, 2)}\n`);
