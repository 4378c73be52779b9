import { createRoute, z } from '@hono/zod-openapi';
import { idPattern } from '#domain/ids.ts';
import { savedStateSchema, savedTripsSchema } from '#domain/schemas/saved-trips.ts';
import { invalidInput, json, named, refused, signedIn, signInResponses, throttled } from '../../openapi.ts';

const tripParam = z.object({
  id: z
    .string()
    .regex(idPattern)
    .openapi({ param: { description: 'The trip’s `_id`' } }),
});

const savedState = named(savedStateSchema, 'SavedState');
const limited = { 429: throttled('Saved and unsaved too often; the message says when to try again') };

export const savedTripsRoute = createRoute({
  method: 'get',
  path: '/trip/saved-trips',
  operationId: 'listSavedTrips',
  tags: ['trip'],
  summary: 'The signed-in member’s saved trips that are published, newest saved first',
  ...signedIn,
  request: {
    query: z.object({
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      language: z.string().max(5).optional(),
    }),
  },
  responses: {
    200: json(named(savedTripsSchema, 'SavedTrips'), 'One page of cards'),
    ...invalidInput(),
    ...signInResponses,
  },
});

const change = (method: 'put' | 'delete', operationId: string, summary: string, saved: string, refusals = {}) =>
  createRoute({
    method,
    path: '/trip/saved-trips/{id}',
    operationId,
    tags: ['trip'],
    summary,
    ...signedIn,
    request: { params: tripParam },
    responses: {
      200: json(savedState, saved),
      ...invalidInput(),
      ...signInResponses,
      ...refusals,
      ...limited,
    },
  });

export const addSavedTripRoute = change('put', 'addSavedTrip', 'Saves a published trip for later', '`saved: true`', {
  404: refused('No published trip with this id'),
});
export const removeSavedTripRoute = change(
  'delete',
  'removeSavedTrip',
  'Removes a trip from the saved trips',
  '`saved: false`, also when it was not saved',
);

/** Every operation of saved trips, for the API's one list of features (server/api.ts). */
export const savedTripsRoutes = [savedTripsRoute, addSavedTripRoute, removeSavedTripRoute] as const;
