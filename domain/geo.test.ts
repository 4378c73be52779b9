import { describe, expect, it } from 'vitest';
import { distanceText, greatCircleKm, greatCirclePoints, routeLegs, routeTotal, unwrapLongitudes } from './geo.ts';

const at = (latitude: number, longitude: number) => ({ latitude, longitude });
const london = at(51.5074, -0.1278);
const paris = at(48.8566, 2.3522);
const newYork = at(40.7128, -74.006);
const berlin = at(52.52, 13.405);
const munich = at(48.1351, 11.582);
const sydney = at(-33.8688, 151.2093);
const melbourne = at(-37.8136, 144.9631);
const fiji = at(-18.14, 178.44);
const samoa = at(-13.83, -171.76);

describe('greatCircleKm', () => {
  it.each([
    ['London – Paris', london, paris, 343.5],
    ['Berlin – Munich', berlin, munich, 504],
    ['New York – London', newYork, london, 5570],
    ['Sydney – Melbourne', sydney, melbourne, 713],
  ])('%s is within 0.5 %% of the published distance', (_name, a, b, km) => {
    expect(Math.abs(greatCircleKm(a, b) - km) / km).toBeLessThan(0.005);
  });

  it('is symmetric, zero for one place, and half the circumference to the antipode', () => {
    expect(greatCircleKm(paris, london)).toBeCloseTo(greatCircleKm(london, paris), 9);
    expect(greatCircleKm(paris, paris)).toBe(0);
    expect(greatCircleKm(at(0, 0), at(0, 180))).toBeCloseTo(Math.PI * 6371.0088, 6);
  });

  it('measures across the antimeridian the short way', () => {
    expect(greatCircleKm(fiji, samoa)).toBeLessThan(1200);
  });
});

describe('greatCirclePoints', () => {
  it('runs from one end to the other in equal steps along the great circle', () => {
    const points = greatCirclePoints(london, newYork, 32);
    expect(points).toHaveLength(33);
    expect(points[0]).toEqual([london.latitude, london.longitude]);
    expect(points[32]).toEqual([newYork.latitude, newYork.longitude]);
    const step = greatCircleKm(london, newYork) / 32;
    for (let i = 1; i < points.length; i++) {
      const [a, b] = [points[i - 1], points[i]] as [[number, number], [number, number]];
      expect(greatCircleKm(at(...a), at(...b))).toBeCloseTo(step, 3);
    }
    // Heading west from London, the great circle bends north of both ends.
    expect(Math.max(...points.map(([latitude]) => latitude))).toBeGreaterThan(london.latitude + 1);
  });

  it('keeps longitudes continuous across the antimeridian', () => {
    const longitudes = greatCirclePoints(fiji, samoa, 8).map(([, longitude]) => longitude);
    expect(longitudes[0]).toBe(178.44);
    expect(longitudes.at(-1)).toBeCloseTo(188.24, 9);
    for (let i = 1; i < longitudes.length; i++)
      expect(Math.abs((longitudes[i] as number) - (longitudes[i - 1] as number))).toBeLessThan(5);
  });
});

describe('unwrapLongitudes', () => {
  it.each([
    [[], []],
    [
      [10, 20, 30],
      [10, 20, 30],
    ],
    [
      [170, -170, -160],
      [170, 190, 200],
    ],
    [
      [-170, 170],
      [-170, -190],
    ],
  ])('%j becomes %j', (input, expected) => {
    expect(unwrapLongitudes(input)).toEqual(expected);
  });
});

describe('routeLegs and routeTotal', () => {
  const station = (
    latitude: number | null,
    longitude: number | null,
    directions: { type: 'train' | 'bus' | 'plane'; duration: number }[] = [],
  ) => ({
    latitude,
    longitude,
    directions,
  });

  it('measures each leg between stations with coordinates and names its main means of transport', () => {
    const legs = routeLegs([
      station(london.latitude, london.longitude, [
        { type: 'bus', duration: 30 },
        { type: 'train', duration: 140 },
      ]),
      station(paris.latitude, paris.longitude, [{ type: 'plane', duration: 90 }]),
      station(berlin.latitude, berlin.longitude),
    ]);
    expect(legs.map(({ from, to, transport, transports }) => ({ from, to, transport, transports }))).toEqual([
      { from: 0, to: 1, transport: 'train', transports: ['bus', 'train'] },
      { from: 1, to: 2, transport: 'plane', transports: ['plane'] },
    ]);
    expect(legs[0]?.km).toBeCloseTo(343.56, 1);
    const total = routeTotal(legs);
    expect(total.known).toBe(2);
    expect(total.legs).toBe(2);
    expect(total.km).toBeCloseTo(greatCircleKm(london, paris) + greatCircleKm(paris, berlin), 9);
  });

  it('leaves out the legs to and from a station without coordinates, and says how many are known', () => {
    const legs = routeLegs([
      station(london.latitude, london.longitude),
      station(null, null),
      station(paris.latitude, paris.longitude),
      station(berlin.latitude, berlin.longitude),
    ]);
    expect(legs.map((leg) => leg.km === null)).toEqual([true, true, false]);
    expect(legs[0]?.transport).toBeNull();
    expect(routeTotal(legs)).toEqual({ km: greatCircleKm(paris, berlin), known: 1, routed: 0, legs: 3 });
    expect(routeTotal(routeLegs([station(1, 1)]))).toEqual({ km: 0, known: 0, routed: 0, legs: 0 });
  });

  it('counts a leg along its route where one is known, as the crow flies otherwise', () => {
    const [first, second] = routeLegs([
      station(london.latitude, london.longitude),
      station(paris.latitude, paris.longitude),
      station(berlin.latitude, berlin.longitude),
    ]);
    if (!first || !second) throw new Error('two legs expected');
    const points: [number, number][] = [
      [london.latitude, london.longitude],
      [paris.latitude, paris.longitude],
    ];
    const total = routeTotal([
      { ...first, routed: { km: 460, profile: 'driving', points } },
      { ...second, routed: null },
    ]);
    expect(total).toEqual({ km: 460 + greatCircleKm(paris, berlin), known: 2, routed: 1, legs: 2 });
  });
});

describe('distanceText', () => {
  it.each([
    [412.4, 'en', '412 km'],
    [1234.5, 'en', '1,235 km'],
    [1234.5, 'de', '1.235 km'],
    [3.44, 'en', '3.4 km'],
    [3.44, 'de', '3,4 km'],
  ] as const)('%d km in %s reads %s', (km, locale, text) => {
    expect(distanceText(km, locale)).toBe(text);
  });
});
