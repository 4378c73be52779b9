import { createRoute, z } from '@hono/zod-openapi';
import { idPattern } from '#domain/ids.ts';
import { rateTripSchema, ratingStateSchema } from '#domain/schemas/rating.ts';
import { invalidInput, json, jsonBody, named, refused, signedIn, signInResponses, throttled } from '../../openapi.ts';

const tripId = z
  .string()
  .regex(idPattern)
  .openapi({ param: { description: 'The trip’s `_id`' } });
const state = json(named(ratingStateSchema, 'RatingState'), 'The member’s rating and the trip’s average and count');
const notFound = { 404: refused('No published trip with this id') };
const limited = { 429: throttled('Rated too often; the message says when to try again') };

export const myRatingRoute = createRoute({
  method: 'get',
  path: '/rating/mine',
  operationId: 'myRating',
  tags: ['rating'],
  summary: 'The signed-in member’s rating of a trip, `value: null` when none',
  ...signedIn,
  request: { query: z.object({ trip: tripId }) },
  responses: { 200: state, ...invalidInput(), ...signInResponses, ...notFound },
});

export const rateTripRoute = createRoute({
  method: 'put',
  path: '/rating/{tripId}',
  operationId: 'rateTrip',
  tags: ['rating'],
  summary: 'Rates a published trip from 1 (Poor) to 5 (Outstanding), or changes the rating',
  description: 'One rating per member and trip; never of one’s own trip (403).',
  ...signedIn,
  request: { params: z.object({ tripId }), ...jsonBody(named(rateTripSchema, 'RateTrip')) },
  responses: { 200: state, ...invalidInput(), ...signInResponses, ...notFound, ...limited },
});

export const removeRatingRoute = createRoute({
  method: 'delete',
  path: '/rating/{tripId}',
  operationId: 'removeRating',
  tags: ['rating'],
  summary: 'Takes the member’s rating of a trip back',
  ...signedIn,
  request: { params: z.object({ tripId }) },
  responses: { 200: state, ...invalidInput(), ...signInResponses, ...notFound, ...limited },
});

/** Every operation of ratings, for the API's one list of features (server/api.ts). */
export const ratingRoutes = [myRatingRoute, rateTripRoute, removeRatingRoute] as const;
