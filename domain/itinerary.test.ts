import { describe, expect, it } from 'vitest';
import { dateOfDay, durationParts, legDays, numberDays, placeDayCount, placeNights, tripLength } from './itinerary.ts';

const day = 1440;

describe('day counting (spec 9)', () => {
  it.each([
    [{ duration: 3 }, 0, 4],
    [{ duration: 3 }, 1, 3],
    [{ duration: 0 }, 0, 1],
    [{ duration: 0 }, 2, 0],
    [{ duration: 2.7 }, 1, 2],
  ])('place %j at index %i counts %i days', (place, index, days) => {
    expect(placeDayCount(place, index)).toBe(days);
  });

  it.each([
    [{ duration: 3 }, 3],
    [{ duration: 0 }, 0],
  ])('place %j has %i nights', (place, nights) => {
    expect(placeNights(place)).toBe(nights);
  });

  it.each([
    [{ duration: 600, overnight: true }, 0],
    [{ duration: day, overnight: true }, 1],
    [{ duration: 2 * day + 1439, overnight: true }, 2],
    [{ duration: 3 * day, overnight: false }, 0],
    [null, 0],
  ])('leg %j adds %i days', (leg, days) => {
    expect(legDays(leg)).toBe(days);
  });

  it.each([
    ['one place', [{ duration: 2 }], [[1, 3]], 3],
    [
      'three places with a day-long overnight ferry',
      [
        { duration: 2, direction: { duration: 90, overnight: false } },
        { duration: 3, direction: { duration: day + 300, overnight: true } },
        { duration: 1 },
      ],
      [
        [1, 3],
        [4, 6],
        [8, 8],
      ],
      8,
    ],
    [
      'an overnight leg after the last place does not lengthen the trip',
      [{ duration: 1, direction: { duration: 2 * day, overnight: true } }],
      [[1, 2]],
      2,
    ],
  ])('%s', (_name, places, ranges, length) => {
    expect(numberDays(places).map((days) => [days.firstDay, days.lastDay])).toEqual(ranges);
    expect(tripLength(places)).toBe(length);
  });
});

describe('display helpers', () => {
  it.each([
    ['2026-05-01', 1, '2026-05-01'],
    ['2026-05-01', 3, '2026-05-03'],
    ['2026-02-27', 3, '2026-03-01'],
    ['2025-12-31', 2, '2026-01-01'],
  ])('day of %s numbered %i falls on %s', (start, number, date) => {
    expect(dateOfDay(start, number)).toBe(date);
  });

  it.each([
    [45, { days: 0, hours: 0, minutes: 45 }],
    [200, { days: 0, hours: 3, minutes: 20 }],
    [day, { days: 1, hours: 0, minutes: 0 }],
    [day + 150, { days: 1, hours: 2, minutes: 30 }],
    [-5, { days: 0, hours: 0, minutes: 0 }],
  ])('%i minutes are %o', (minutes, parts) => {
    expect(durationParts(minutes)).toEqual(parts);
  });
});
