import { describe, expect, it } from 'vitest';
import { isCountryCode } from '#domain/countries.ts';
import { gazetteer } from './gazetteer.ts';

describe('gazetteer', () => {
  it('is loaded once and then shared', async () => {
    const [first, second] = await Promise.all([gazetteer(), gazetteer()]);
    expect(first).toBe(second);
    expect(await gazetteer()).toBe(first);
    expect(first.places.length).toBeGreaterThan(100_000);
  });

  it('gives every place a name, a country the trip form accepts and coordinates on the globe', async () => {
    const odd = (await gazetteer()).places.filter(
      (place) =>
        !place.name ||
        !isCountryCode(place.country) ||
        !(Math.abs(place.latitude) <= 90 && Math.abs(place.longitude) <= 180),
    );
    expect(odd).toEqual([]);
  });

  it('finds a place by its own name and by Latin alternate names, but not by other scripts', async () => {
    const { matches } = await gazetteer();
    const found = (prefix: string) => {
      const names: [string, boolean, boolean][] = [];
      matches(prefix, (place, exact, own) => names.push([place.name, exact, own]));
      return names;
    };
    expect(found('munich')).toContainEqual(['Munich', true, true]);
    expect(found('muenchen')).toContainEqual(['Munich', true, false]);
    expect(found('munc')).toContainEqual(['Munich', false, false]);
    expect(found('мюнхен')).toEqual([]);
  });
});
