import { z } from 'zod';
import { locales } from '../locale.ts';

/**
 * A published trip as every list shows it (search, /trips, profiles, home, related trips), in
 * the reader's language when the trip has it, else in its own.
 */
export const tripCardSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  language: z.enum(locales).describe('The language of the title: the reader’s when the trip has it, else its original'),
  length: z.number().int().describe('Days'),
  countries: z.array(z.string()).describe('ISO 3166-1 alpha-2 codes'),
  rating: z.number().nullable().describe('Average of its ratings; null before the first'),
  ratingCount: z.number().int(),
  cover: z.string().nullable().describe('Media key of the cover picture'),
  author: z.object({ name: z.string(), alias: z.string().nullable() }).nullable(),
});
export type TripCardView = z.output<typeof tripCardSchema>;
