import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { unpackTowns } from '#app/components/route-map/basemap-labels.ts';
import { isCountryCode } from '#domain/countries.ts';
import { basemapPlaces, basemapPlacesFile, basemapPlacesJson } from './basemap-places.ts';

const places = basemapPlaces();
const towns = unpackTowns(places.towns);
const named = (name: string) => towns.find((town) => town.name === name);

describe('the places the offline basemap names', () => {
  it('is up to date with scripts/basemap-places.ts (run it after changing the choice)', () => {
    expect(readFileSync(basemapPlacesFile, 'utf8')).toBe(basemapPlacesJson(places));
  });

  it('stays small enough for the map’s chunk (ADR 0083)', () => {
    expect(gzipSync(basemapPlacesJson(places)).length).toBeLessThan(60 * 1024);
  });

  it('gives every country shape its code', () => {
    expect(Object.values(places.countries).every(isCountryCode)).toBe(true);
    expect(places.countries['620']).toBe('PT');
    expect(places.countries.Kosovo).toBe('XK');
  });

  it('names the cities and, where few live, the largest town around', () => {
    expect(named('Porto')).toEqual({ name: 'Porto', latitude: expect.closeTo(41.15, 1), longitude: -8.61 });
    for (const city of ['Braga', 'Coimbra', 'New York City', 'Munich']) expect(named(city), city).toBeDefined();
    // Aveiro (54,000) lies 55 km from Coimbra, Inverness (47,000) 150 km from Aberdeen.
    for (const town of ['Aveiro', 'Inverness', 'Ushuaia', 'Tromsø']) expect(named(town), town).toBeDefined();
  });

  it('leaves out a district of a larger city and a town close to a larger one', () => {
    // Vila Nova de Gaia (71,000) and Matosinhos (28,000) face Porto across the Douro and beside it.
    for (const part of ['Brooklyn', 'Spandau', 'Vila Nova de Gaia', 'Matosinhos']) {
      expect(named(part), part).toBeUndefined();
    }
  });

  it('lists the largest first, so a view tries them in that order', () => {
    const index = (name: string) => towns.findIndex((town) => town.name === name);
    expect(index('Porto')).toBeLessThan(index('Braga'));
    expect(index('New York City')).toBeLessThan(index('Porto'));
  });
});
