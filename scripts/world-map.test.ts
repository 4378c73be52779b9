import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countryCodes } from '#domain/countries.ts';
import { drawWorldMap, worldMapFile } from './world-map.ts';

const drawn = drawWorldMap();

/** The middle of a country's outline or its dot, in map units. */
function middle(code: string): [number, number] {
  const { d = '', dot } = drawn.countries[code] ?? {};
  if (dot) return dot;
  const [, x = 0, y = 0, steps = ''] = /^M(\d+) (\d+)l([^z]*)z/.exec(d)?.map(String) ?? [];
  const deltas = (steps.match(/-?\d+/g) ?? []).map(Number);
  let [left, right, top, bottom, px, py] = [+x, +x, +y, +y, +x, +y];
  for (let i = 0; i + 1 < deltas.length; i += 2) {
    px += deltas[i] ?? 0;
    py += deltas[i + 1] ?? 0;
    [left, right, top, bottom] = [Math.min(left, px), Math.max(right, px), Math.min(top, py), Math.max(bottom, py)];
  }
  return [(left + right) / 2, (top + bottom) / 2];
}

describe('the profiles’ world map', () => {
  it('is up to date with scripts/world-map.ts (run it after changing the drawing)', () => {
    expect(JSON.parse(readFileSync(worldMapFile, 'utf8'))).toEqual(drawn);
  });

  it('can shade every country a member can name, as an outline or a dot', () => {
    expect(Object.keys(drawn.countries)).toEqual([...countryCodes]);
    const blank = countryCodes.filter((code) => !drawn.countries[code]?.d && !drawn.countries[code]?.dot);
    expect(blank).toEqual([]);
  });

  it('puts countries where they are', () => {
    const [portugal, japan, norway, southAfrica, malta, tunisia] = ['PT', 'JP', 'NO', 'ZA', 'MT', 'TN'].map(middle);
    expect(portugal?.[0]).toBeLessThan(japan?.[0] ?? 0);
    expect(norway?.[1]).toBeLessThan(southAfrica?.[1] ?? 0);
    expect(Math.hypot((malta?.[0] ?? 0) - (tunisia?.[0] ?? 0), (malta?.[1] ?? 0) - (tunisia?.[1] ?? 0))).toBeLessThan(
      15,
    );
    expect(drawn.countries.MT?.dot).toBeDefined();
    expect(drawn.countries.PT?.dot).toBeUndefined();
  });
});
