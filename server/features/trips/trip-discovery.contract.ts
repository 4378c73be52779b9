import { createRoute, z } from '@hono/zod-openapi';
import { idPattern } from '#domain/ids.ts';
import { tripCardSchema } from '#domain/schemas/trip-card.ts';
import { invalidInput, json, named, open, refused } from '../../openapi.ts';
import { languageQuery } from './trip.contract.ts';

const cards = named(z.object({ docs: z.array(tripCardSchema) }), 'TripCards');
const languageOnly = z.object({ language: languageQuery });

export const relatedTripsRoute = createRoute({
  method: 'get',
  path: '/trip/related/{id}',
  operationId: 'relatedTrips',
  tags: ['trip'],
  summary: 'Published trips to read after this one',
  description:
    'Ranked by shared countries, then shared travel types, then a similar length; among equals other authors ' +
    'first. Full whenever enough trips are published.',
  ...open,
  request: {
    params: z.object({
      id: z
        .string()
        .regex(idPattern)
        .openapi({ param: { description: 'The trip’s `_id`' } }),
    }),
    query: languageOnly,
  },
  responses: {
    200: json(cards, 'Up to four cards'),
    ...invalidInput(),
    404: refused('No published trip with this id'),
  },
});

export const featuredTripsRoute = createRoute({
  method: 'get',
  path: '/trip/featured',
  operationId: 'featuredTrips',
  tags: ['trip'],
  summary: 'Published trips an admin featured, most recently published first',
  ...open,
  request: { query: languageOnly },
  responses: { 200: json(cards, 'Up to six cards'), ...invalidInput() },
});

export const tripCountRoute = createRoute({
  method: 'get',
  path: '/trip/count',
  operationId: 'countPublishedTrips',
  tags: ['trip'],
  summary: 'How many trips are published',
  ...open,
  responses: { 200: json(named(z.object({ count: z.number().int() }), 'TripCount'), 'The count') },
});

export const tripOfTheDayRoute = createRoute({
  method: 'get',
  path: '/trip/of-the-day',
  operationId: 'tripOfTheDay',
  tags: ['trip'],
  summary: 'The trip of the UTC day, the same for everyone',
  ...open,
  request: { query: languageOnly },
  responses: {
    200: json(named(z.object({ trip: tripCardSchema.nullable() }), 'TripOfTheDay'), 'Null when nothing is published'),
    ...invalidInput(),
  },
});

/** Every operation of finding trips, for the API's one list of features (server/api.ts). */
export const tripDiscoveryRoutes = [relatedTripsRoute, featuredTripsRoute, tripCountRoute, tripOfTheDayRoute] as const;
