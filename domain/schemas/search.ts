import { z } from 'zod';
import { isCountryCode } from '../countries.ts';
import { type TravelType, travelTypes, tripScales } from '../trip-scales.ts';

/** The duration filter's buckets of spec 2, in days; the spec's "30-90" starts after "16-30" ends. */
export const durationBuckets = {
  'under-5': [0, 4],
  '5-15': [5, 15],
  '16-30': [16, 30],
  '30-90': [31, 90],
  'over-90': [91, null],
} as const satisfies Record<string, readonly [number, number | null]>;
export type DurationBucket = keyof typeof durationBuckets;
const durations = Object.keys(durationBuckets) as [DurationBucket, ...DurationBucket[]];

export const searchSorts = ['relevance', 'newest', 'views', 'rating'] as const;
export const searchPageSize = 12;

const scale = (max: number) => z.coerce.number().int().min(1).max(max).optional();

const knownTypes = new Set<string>(travelTypes);

/** `types=a,b` and `types=a&types=b` alike; an unknown type refuses the whole field, which the error names. */
const typeList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine((list) => list.every((type) => knownTypes.has(type)))
  .transform((list) => list as TravelType[]);

/** `GET /api/trip/search`: what a search (and its page's address) may say. */
export const searchQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  duration: z.enum(durations).optional(),
  types: typeList.optional(),
  budget: scale(tripScales.budget),
  comfort: scale(tripScales.comfort),
  detail: scale(tripScales.detail),
  country: z.string().toUpperCase().refine(isCountryCode, { message: 'Not a country code' }).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  rating: z.coerce.number().min(1).max(tripScales.rating).optional(),
  sort: z.enum(searchSorts).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  language: z.string().max(5).optional(),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** A found trip as a card shows it, in the caller's language when the trip has it. */
export const tripCardSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  length: z.number().int(),
  countries: z.array(z.string()),
  rating: z.number().nullable(),
  cover: z.string().nullable(),
});

const counts = z.record(z.string(), z.number().int());

export const searchResultSchema = z.object({
  docs: z.array(tripCardSchema),
  paginator: z.object({
    page: z.number().int(),
    totalPages: z.number().int(),
    totalDocs: z.number().int(),
    limit: z.number().int(),
    hasPrevPage: z.boolean(),
    hasNextPage: z.boolean(),
  }),
  facets: z.object({
    duration: counts,
    types: counts,
    budget: counts,
    comfort: counts,
    detail: counts,
    countries: counts,
  }),
});
export type SearchResult = z.output<typeof searchResultSchema>;
