import { createRoute, z } from '@hono/zod-openapi';
import { placeSearchSchema } from '#domain/schemas/places.ts';
import { ErrorSchema, json } from '../../openapi.ts';

const PlaceSchema = z
  .object({
    name: z.string(),
    country: z.string().length(2).describe('ISO 3166-1 alpha-2'),
    latitude: z.number(),
    longitude: z.number(),
    population: z.number().int(),
  })
  .openapi('Place');

export const placesRoute = createRoute({
  method: 'get',
  path: '/places',
  tags: ['trip'],
  summary: 'Places whose name starts with `q`, accents and case ignored: whole names first, then the largest',
  request: {
    query: placeSearchSchema,
  },
  responses: {
    200: json(z.object({ places: z.array(PlaceSchema) }).openapi('Places'), 'The best matches, possibly none'),
    400: json(ErrorSchema, '`q` or `limit` is not valid; each is named'),
  },
});
