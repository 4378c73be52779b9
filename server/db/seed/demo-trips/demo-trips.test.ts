import { describe, expect, it } from 'vitest';
import { isCountryCode } from '#domain/countries.ts';
import { tripDocumentSchema } from '#domain/schemas/trip.ts';
import { demoAuthors } from './demo-authors.ts';
import { demoTrips, documentOf } from './seed-trips.ts';

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];

describe('demo trips', () => {
  it('are at least 30, by every demo author, across continents, both languages written first', () => {
    expect(demoTrips.length).toBeGreaterThanOrEqual(30);
    expect(new Set(demoTrips.map((trip) => trip.author))).toEqual(new Set(Object.keys(demoAuthors)));
    expect(new Set(demoTrips.map((trip) => trip.language))).toEqual(new Set(['en', 'de']));
    expect(new Set(demoTrips.flatMap((trip) => trip.places.map((p) => p.country))).size).toBeGreaterThanOrEqual(25);
    expect(new Set(demoTrips.map((trip) => trip.title.en)).size).toBe(demoTrips.length);
  });

  it.each(demoTrips.map((trip) => [trip.title.en, trip] as const))('%s follows the itinerary rules', (_title, trip) => {
    expect(trip.places.length).toBeGreaterThanOrEqual(3);
    for (const [index, place] of trip.places.entries()) {
      expect(isCountryCode(place.country), place.name).toBe(true);
      expect(place.days, place.name).toHaveLength(place.duration + (index === 0 ? 1 : 0));
      expect(Boolean(place.leg), place.name).toBe(index < trip.places.length - 1);
      expect(place.activities.length, place.name).toBeGreaterThan(0);
      for (const day of place.days)
        for (const activity of day.activities) expect(place.activities[activity], place.name).toBeDefined();
    }
    expect(trip.places.flatMap((p) => p.activities).filter((a) => a.image).length).toBeGreaterThanOrEqual(2);
    for (const text of texts([trip.title, trip.description, trip.summary])) expect(text.trim()).not.toBe('');
  });

  it.each(demoTrips.map((trip) => [trip.title.en, trip] as const))(
    '%s passes the API limits in both languages',
    (_title, trip) => {
      for (const language of ['en', 'de'] as const) {
        const document = documentOf(trip, language, 1, { cover: null, activities: [] });
        const parsed = tripDocumentSchema.safeParse(document);
        expect(
          parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
        ).toEqual([]);
      }
    },
  );
});
