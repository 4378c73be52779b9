import { describe, expect, it } from 'vitest';
import { badgeLevel, badgeLevels } from './badges.ts';

describe('badge level', () => {
  it.each([
    [0, 0, 'travel-rooky'],
    [0, 4, 'travel-rooky'],
    [1, 0, 'traveler'],
    [0, 5, 'traveler'],
    [4, 14, 'traveler'],
    [5, 0, 'adventurer'],
    [0, 15, 'adventurer'],
    [15, 0, 'globetrotter'],
    [2, 30, 'globetrotter'],
    [40, 0, 'travel-nomad'],
    [0, 60, 'travel-nomad'],
    [500, 250, 'travel-nomad'],
  ])('%i trips and %i countries make a %s', (trips, countries, badge) => {
    expect(badgeLevels[badgeLevel(trips, countries)]).toBe(badge);
  });
});
