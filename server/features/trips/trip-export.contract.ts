import { createRoute, z } from '@hono/zod-openapi';
import { tripKeyPattern } from '#domain/ids.ts';

import { invalidInput, open, refused } from '../../openapi.ts';

/** The files a trip is exported as, by the name in the address: their media type and extension. */
export const exportFormats = {
  gpx: {
    type: 'application/gpx+xml',
    description: 'GPX 1.1: a waypoint per station with its prices, and the route with each leg’s distance and prices',
  },
  kml: {
    type: 'application/vnd.google-earth.kml+xml',
    description: 'KML 2.2: the same as placemarks and a line per leg, its distance also as `distanceKm`',
  },
  ics: {
    type: 'text/calendar',
    description: 'iCalendar (RFC 5545): an all-day event per day and an event per stay, with distances and prices',
  },
  pdf: {
    type: 'application/pdf',
    description:
      'A roadbook to print: cover with the total distance, stations with dates, then day by day with stays, ' +
      'ways with their distances, prices and tips',
  },
} as const;
export type ExportFormat = keyof typeof exportFormats;

const formats = Object.keys(exportFormats) as [ExportFormat, ...ExportFormat[]];

/** A trip named in the address by its id or its slug, as the trip page's files are. */
export const tripKeyParam = z
  .string()
  .regex(tripKeyPattern)
  .openapi({ param: { description: 'The trip’s `_id` or its slug' } });

export const exportTripRoute = createRoute({
  method: 'get',
  path: '/trip/{id}/export/{format}',
  operationId: 'exportTrip',
  tags: ['trip'],
  summary: 'A trip as a file for map apps, GPS devices and calendars',
  description:
    'A published trip, or a draft for its author, as a download named by the trip’s slug. Words in `language` when ' +
    'the trip has it. The calendar counts from the trip’s first date, or from `start` when the trip has none ' +
    '(then `start` is required). The PDF roadbook is made once per trip version and language.',
  ...open,
  request: {
    params: z.object({
      id: tripKeyParam,
      format: z.enum(formats).openapi({ param: { description: 'gpx, kml, ics or pdf' } }),
    }),
    query: z.object({
      language: z.string().max(5).optional(),
      start: z.iso
        .date()
        .optional()
        .openapi({ param: { description: 'The first day (YYYY-MM-DD) of a trip without dates' } }),
    }),
  },
  responses: {
    200: {
      description: 'The file, as an attachment',
      headers: { 'Content-Disposition': { required: true, schema: { type: 'string' } } },
      content: Object.fromEntries(
        Object.values(exportFormats).map(({ type, description }) => [
          type,
          { schema: z.string().describe(description) },
        ]),
      ),
    },
    ...invalidInput('`start` is missing for a calendar of a trip without dates, or a parameter is not valid'),
    404: refused('No such trip, or a draft of someone else'),
  },
});

/** Every operation of trip exports, for the API's one list of features (server/api.ts). */
export const tripExportRoutes = [exportTripRoute] as const;
