import { z } from 'zod';
import { routingProfileNames } from '../geo.ts';
import { transportTypes } from '../trip-scales.ts';

const kilometres = (what: string) => z.number().min(0).describe(what);

/**
 * A leg's way as the configured route service measured it (ADR 0082): fetched once per leg and
 * stored, for car, motorcycle, bicycle and foot legs only.
 */
const routedSchema = z
  .object({
    km: kilometres('Kilometres along the route'),
    profile: z.enum(routingProfileNames).describe('The route service’s profile it was measured with'),
    points: z
      .array(z.array(z.number()).min(2).max(2))
      .min(2)
      .describe('The route’s line, simplified: `[latitude, longitude]` pairs from the leg’s first station to its next'),
  })
  .nullable()
  .describe('Along roads and paths; null when no route is known (not routed, not yet, or none found)');

/** The way from one station to the next (ADR 0079, 0082), by their positions in `places`. */
export const tripLegSchema = z.object({
  from: z.number().int().min(0).describe('The station the leg starts at: its index in `places`'),
  to: z.number().int().min(0).describe('The station it leads to: the next one'),
  km: kilometres('Kilometres along the great circle, as the crow flies')
    .nullable()
    .describe('Kilometres as the crow flies; null when either station has no coordinates'),
  transports: z.array(z.enum(transportTypes)).describe('Every means of transport the author named, in order'),
  transport: z
    .enum(transportTypes)
    .nullable()
    .describe('The means that takes longest, which the map draws and the route follows; null when none was named'),
  routed: routedSchema,
});

/** The trip's distance over its legs, as the trip page states it. */
export const tripDistanceSchema = z.object({
  km: kilometres('Kilometres over the known legs: along the route where one is known, else as the crow flies'),
  known: z.number().int().min(0).describe('Legs whose distance is known: both stations have coordinates'),
  routed: z.number().int().min(0).describe('Of those, the legs measured along their route'),
  legs: z.number().int().min(0).describe('Legs in all'),
});
