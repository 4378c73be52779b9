import { describe, expect, it } from 'vitest';
import { searchPlaces } from './places.service.ts';

describe('searchPlaces', () => {
  it.each([
    ['par', 'Paris', 'FR'],
    ['Paris', 'Paris', 'FR'],
    ['munchen', 'Munich', 'DE'],
    ['Munchen', 'Munich', 'DE'],
    ['München', 'Munich', 'DE'],
    ['münch', 'Munich', 'DE'],
    ['Köln', 'Köln', 'DE'],
    ['koeln', 'Köln', 'DE'],
    ['wien', 'Vienna', 'AT'],
    ['new york', 'New York City', 'US'],
    ['ber', 'Berlin', 'DE'],
    ['lodz', 'Łódź', 'PL'],
    ['sao paulo', 'São Paulo', 'BR'],
    ['St. Petersburg', 'Saint Petersburg', 'RU'],
  ])('%s finds %s (%s) first', async (query, name, country) => {
    const [first] = await searchPlaces(query, 8);
    expect(first).toMatchObject({ name, country });
  });

  it.each(['xqzzyvu', '!!!', 'мюнхен'])('%s finds nothing', async (query) => {
    expect(await searchPlaces(query, 8)).toEqual([]);
  });

  it.each([
    ['hamm', ['Hamm DE', 'Hamburg DE']],
    ['york', ['York GB', 'New York City US']],
    ['bar', ['Barcelona ES', 'Barranquilla CO']],
    ['pra', ['Prague CZ', 'Singapore SG']],
  ])('ranks %s: a whole name ten times its people, an alternate name a tenth', async (query, expected) => {
    const names = (await searchPlaces(query, 8)).map((place) => `${place.name} ${place.country}`);
    expect(names.slice(0, 2)).toEqual(expected);
  });

  it('lists each place once and no more than asked', async () => {
    const places = await searchPlaces('s', 20);
    expect(places).toHaveLength(20);
    expect(new Set(places).size).toBe(20);
    expect(await searchPlaces('munchen', 1)).toHaveLength(1);
  });
});
