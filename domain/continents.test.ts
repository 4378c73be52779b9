import { describe, expect, it } from 'vitest';
import { continentCountries, continents, continentsOf } from './continents.ts';
import { countryCodes } from './countries.ts';

describe('continents', () => {
  it('put every country on exactly one continent, and nothing else', () => {
    const placed = continents.flatMap((continent) => continentCountries[continent]);
    expect(placed.toSorted()).toEqual([...countryCodes].toSorted());
  });

  it('name each continent of a trip once', () => {
    expect(continentsOf(['PT', 'ES', 'MA', 'FR'])).toEqual(['africa', 'europe']);
    expect(continentsOf([])).toEqual([]);
  });
});
