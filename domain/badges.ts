/** Badge levels of spec section 3, lowest first; the index is the level. */
export const badgeLevels = ['travel-rooky', 'traveler', 'adventurer', 'globetrotter', 'travel-nomad'] as const;
export type Badge = (typeof badgeLevels)[number];

/** What a level asks for: posted trips or visited countries, whichever is reached first (ADR 0011). */
export const badgeThresholds = [
  { trips: 0, countries: 0 },
  { trips: 1, countries: 5 },
  { trips: 5, countries: 15 },
  { trips: 15, countries: 30 },
  { trips: 40, countries: 60 },
] as const;

export function badgeLevel(postedTrips: number, visitedCountries: number): number {
  let level = 0;
  badgeThresholds.forEach((threshold, index) => {
    if (postedTrips >= threshold.trips || visitedCountries >= threshold.countries) level = index;
  });
  return level;
}
