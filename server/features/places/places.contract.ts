import { createRoute, z } from '@hono/zod-openapi';
import { foundPlaceSchema, placeSearchSchema } from '#domain/schemas/places.ts';
import { anonymous, invalidInput, json, named } from '../../openapi.ts';

const PlaceSchema = named(foundPlaceSchema, 'Place');

export const placesRoute = createRoute({
  method: 'get',
  path: '/places',
  operationId: 'searchPlaces',
  tags: ['trip'],
  summary: 'Places whose name starts with `q`, accents and case ignored: whole names first, then the largest',
  ...anonymous,
  request: {
    query: placeSearchSchema,
  },
  responses: {
    200: json(z.object({ places: z.array(PlaceSchema) }).openapi('Places'), 'The best matches, possibly none'),
    ...invalidInput('`q` or `limit` is not valid; each is named'),
  },
});

/** Every operation of place suggestions, for the API's one list of features (server/api.ts). */
export const placesRoutes = [placesRoute] as const;
