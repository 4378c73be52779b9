import { describe, expect, it } from 'vitest';
import {
  clipRing,
  labelSpot,
  nameFits,
  type Point,
  type Town,
  townsWithin,
  unpackTowns,
  unwrapRing,
} from './basemap-labels.ts';

const square = (x: number, y: number, size: number): Point[] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
];

describe('the towns the basemap may name', () => {
  const towns: Town[] = [
    { name: 'Lisbon', latitude: 38.72, longitude: -9.14 },
    { name: 'Porto', latitude: 41.15, longitude: -8.61 },
    { name: 'Madrid', latitude: 40.42, longitude: -3.7 },
    { name: 'Braga', latitude: 41.55, longitude: -8.42 },
    { name: 'Suva', latitude: -18.14, longitude: 178.44 },
  ];
  const north = { south: 40, west: -10, north: 43, east: -6 };

  it('unpacks the names and the coordinates written as changes', () => {
    expect(unpackTowns({ names: 'Porto|Braga', at: [-861, 4115, 19, 40] })).toEqual([
      { name: 'Porto', latitude: 41.15, longitude: -8.61 },
      { name: 'Braga', latitude: 41.55, longitude: -8.42 },
    ]);
  });

  it('takes those in view, in their order, up to the limit', () => {
    expect(townsWithin(towns, north, 5).map(({ name }) => name)).toEqual(['Porto', 'Braga']);
    expect(townsWithin(towns, north, 1).map(({ name }) => name)).toEqual(['Porto']);
    expect(townsWithin(towns, { south: 0, west: 0, north: 1, east: 1 }, 5)).toEqual([]);
  });

  it('places a town a turn east or west where the view reaches past the antimeridian', () => {
    expect(townsWithin(towns, { south: -20, west: -185, north: -15, east: -175 }, 5)).toEqual([
      { name: 'Suva', latitude: -18.14, longitude: 178.44 - 360 },
    ]);
  });
});

describe('unwrapRing', () => {
  it('keeps a ring across the antimeridian in one piece, as Fiji is', () => {
    const fiji: Point[] = [
      [178, -17],
      [180, -16],
      [-180, -16],
      [-179.8, -16.5],
      [-180, -17],
      [180, -17],
    ];
    expect(unwrapRing(fiji).map(([longitude]) => longitude)).toEqual([178, 180, 180, 180.2, 180, 180]);
  });

  it('closes a ring that goes round a pole along the pole', () => {
    const antarctica: Point[] = [
      [-180, -84],
      [0, -70],
      [180, -84],
    ];
    expect(unwrapRing(antarctica).slice(-2)).toEqual([
      [180, -90],
      [-180, -90],
    ]);
  });

  it('leaves any other ring as it is', () => {
    expect(unwrapRing(square(0, 0, 10))).toEqual(square(0, 0, 10));
  });
});

describe('clipRing', () => {
  it('keeps the part on screen', () => {
    const clipped = clipRing(square(-50, -50, 100), 200, 100);
    expect(clipped).toHaveLength(4);
    expect(new Set(clipped.map((point) => point.join()))).toEqual(new Set(['0,0', '50,0', '50,50', '0,50']));
  });

  it('leaves nothing of a ring off screen', () => {
    expect(clipRing(square(300, 300, 10), 200, 100)).toEqual([]);
  });
});

describe('labelSpot', () => {
  it('puts the name in the middle of a square, with the room to its edges', () => {
    const spot = labelSpot([square(0, 0, 100)], 400, 400);
    expect(spot?.x).toBeCloseTo(50, 0);
    expect(spot?.y).toBeCloseTo(50, 0);
    expect(spot?.room).toBeCloseTo(50, 0);
    expect(spot?.span).toBe(100);
  });

  it('names a country by its largest part on screen: the part cut by the edge counts only as far as it shows', () => {
    // The mainland reaches far off the left edge; the island, smaller, lies wholly on screen.
    const mainland = square(-980, 0, 1000);
    const island = square(200, 200, 150);
    const spot = labelSpot([mainland, island], 400, 400);
    expect(spot?.x).toBeGreaterThan(200);
    expect(spot?.x).toBeLessThan(350);
  });

  it('keeps the name inside a bent country, not in the bend', () => {
    // An L: its bounding box's middle (50, 50) lies outside it.
    const bent: Point[] = [
      [0, 0],
      [100, 0],
      [100, 20],
      [20, 20],
      [20, 100],
      [0, 100],
    ];
    const spot = labelSpot([bent], 400, 400);
    const inside = (spot?.x ?? 0) < 20 || (spot?.y ?? 0) < 20;
    expect(inside).toBe(true);
  });

  it('gives no spot to a country off screen', () => {
    expect(labelSpot([square(500, 500, 50)], 400, 400)).toBeNull();
  });
});

describe('nameFits', () => {
  const spot = { x: 50, y: 50, room: 10, span: 100, area: 2000 };
  it.each([
    ['a short name', { width: 60, height: 14 }, true],
    ['a name wider than the country', { width: 120, height: 14 }, false],
    ['a name taller than the room', { width: 60, height: 24 }, false],
  ])('%s', (_name, size, expected) => {
    expect(nameFits(spot, size)).toBe(expected);
  });
});
