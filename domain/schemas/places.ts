import { z } from 'zod';

/**
 * `GET /api/places`, defined once for the API and the station search field. The field asks only
 * from `queryTyped` letters on: fewer match tens of thousands of places, nothing useful to show.
 */
export const placeSearchLimits = { queryTyped: 2, queryMax: 100, resultsMax: 20, results: 8 } as const;

export const placeSearchSchema = z.object({
  q: z.string().trim().min(1).max(placeSearchLimits.queryMax),
  limit: z.coerce.number().int().min(1).max(placeSearchLimits.resultsMax).default(placeSearchLimits.results),
});

/** One answer of `GET /api/places`. */
export const foundPlaceSchema = z.object({
  name: z.string(),
  country: z.string().length(2).describe('ISO 3166-1 alpha-2'),
  latitude: z.number(),
  longitude: z.number(),
  population: z.number().int(),
});

export type FoundPlace = z.output<typeof foundPlaceSchema>;
