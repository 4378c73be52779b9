import { createRoute, z } from '@hono/zod-openapi';
import { idPattern } from '#domain/ids.ts';
import {
  adminTripsQuerySchema,
  adminTripsSchema,
  dayParamsSchema,
  featuredSchema,
  pinSchema,
} from '#domain/schemas/admin-trips.ts';
import { invalidInput, json, jsonBody, named, OkSchema, refused } from '../../openapi.ts';
import { adminOnly, adminResponses } from './admin-openapi.ts';

const done = { 200: json(OkSchema, 'Done, and written to the audit log') };

export const adminTripsRoute = createRoute({
  method: 'get',
  path: '/admin/trips',
  operationId: 'adminTrips',
  summary: 'Published trips, hidden ones included, newest first, with the days of the trip of the day pinned',
  description: '`q`: words of a title (any language) or of the address.',
  ...adminOnly,
  request: { query: adminTripsQuerySchema },
  responses: {
    200: json(named(adminTripsSchema, 'AdminTrips'), '`docs`, `paginator` and `pinned`'),
    ...invalidInput(),
    ...adminResponses,
  },
});

export const featureTripRoute = createRoute({
  method: 'put',
  path: '/admin/trips/{id}/featured',
  operationId: 'adminFeatureTrip',
  summary: 'Features or unfeatures a published trip',
  ...adminOnly,
  request: {
    params: z.object({ id: z.string().regex(idPattern) }),
    ...jsonBody(named(featuredSchema, 'Featured')),
  },
  responses: { ...done, ...invalidInput(), ...adminResponses, 404: refused('No published trip with this id') },
});

export const pinDayRoute = createRoute({
  method: 'put',
  path: '/admin/trip-of-the-day/{day}',
  operationId: 'adminPinTripOfTheDay',
  summary: 'Pins a published trip as the trip of the day for a day, today or later',
  ...adminOnly,
  request: { params: dayParamsSchema, ...jsonBody(named(pinSchema, 'Pin')) },
  responses: {
    ...done,
    ...invalidInput('A day before today, or a field is not valid'),
    ...adminResponses,
    404: refused('No published trip with this id'),
  },
});

export const unpinDayRoute = createRoute({
  method: 'delete',
  path: '/admin/trip-of-the-day/{day}',
  operationId: 'adminUnpinTripOfTheDay',
  summary: 'Removes a pin: the day’s trip is chosen as on any other day',
  ...adminOnly,
  request: { params: dayParamsSchema },
  responses: { ...done, ...invalidInput(), ...adminResponses, 404: refused('Nothing is pinned for this day') },
});
