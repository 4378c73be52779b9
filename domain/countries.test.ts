import { describe, expect, it } from 'vitest';
import { countryCodes, countryName, countryOptions, isCountryCode } from './countries.ts';
import names from './country-names.json' with { type: 'json' };
import { locales } from './locale.ts';

describe('country names', () => {
  it('name the same countries in English and German, each with a name of its own', () => {
    expect(Object.keys(names.de).sort()).toEqual(Object.keys(names.en).sort());
    for (const locale of locales) {
      for (const code of countryCodes) expect(countryName(code, locale), `${locale} ${code}`).not.toBe(code);
    }
  });

  it('come from the list, not from the ICU data of whoever renders (which Node and Chromium disagree on)', () => {
    expect(countryName('HK', 'en')).toBe('Hong Kong SAR China');
    expect(countryName('PS', 'de')).toBe('Palästinensische Autonomiegebiete');
  });

  it('are offered sorted by name in each language', () => {
    for (const locale of locales) {
      const offered = countryOptions(locale).map((option) => option.name);
      expect(offered).toEqual(offered.toSorted(new Intl.Collator(locale).compare));
    }
    expect(countryOptions('de').find((option) => option.code === 'DE')?.name).toBe('Deutschland');
  });

  it('know their codes and nothing else', () => {
    expect(isCountryCode('XK')).toBe(true);
    expect(isCountryCode('constructor')).toBe(false);
    expect(countryName('ZZ', 'en')).toBe('ZZ');
  });
});
