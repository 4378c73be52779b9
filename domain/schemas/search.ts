import { z } from 'zod';
import { continents } from '../continents.ts';
import { isCountryCode } from '../countries.ts';
import { readerCurrencies } from '../exchange-rates.ts';
import { locales } from '../locale.ts';
import { type TravelType, travelTypes, tripScales } from '../trip-scales.ts';
import { paginatorSchema } from './paginator.ts';
import { tripLimits } from './trip.ts';
import { tripCardSchema } from './trip-card.ts';

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
  continent: z.enum(continents).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  rating: z.coerce.number().min(1).max(tripScales.rating).optional(),
  // Per traveller and day, in `currency` (ADR 0081): compared with each trip's stored figure in euros.
  cost: z.coerce.number().min(1).max(tripLimits.amountMax).optional(),
  currency: z.enum(readerCurrencies).optional(),
  sort: z.enum(searchSorts).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  language: z.string().max(5).optional(),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

const counts = z.record(z.string(), z.number().int());

export const searchResultSchema = z.object({
  docs: z.array(tripCardSchema),
  paginator: paginatorSchema,
  facets: z.object({
    duration: counts,
    types: counts,
    budget: counts,
    comfort: counts,
    detail: counts,
    countries: counts,
    continents: counts,
    months: counts,
  }),
  estimated: z
    .object({ total: z.boolean(), facets: z.boolean() })
    .describe(
      'Whether totalDocs and the facet counts are estimates: beyond a thousand matches the search counts no further, and totalPages covers the first thousand (ADR 0034)',
    ),
  suggestion: z
    .string()
    .nullable()
    .describe('When nothing matched the words: the words with place names spelled as trips spell them'),
});
export type SearchResult = z.output<typeof searchResultSchema>;

type SearchField = Exclude<keyof typeof searchQuerySchema.shape, 'language'>;
export const searchFields = Object.keys(searchQuerySchema.shape).filter((key) => key !== 'language') as SearchField[];

/**
 * A search page's address read leniently: empty fields (a plain GET form sends every field) are
 * absent, and a field the schema refuses is left out and named in `refused`, so the rest still work.
 */
export function readSearchParams(params: URLSearchParams): { query: SearchQuery; refused: SearchField[] } {
  const accepted: Record<string, unknown> = {};
  const refused: SearchField[] = [];
  for (const field of searchFields) {
    const values = params.getAll(field).filter((value) => value.trim() !== '');
    if (values.length === 0) continue;
    const value = field === 'types' ? values : values[0];
    if (searchQuerySchema.shape[field].safeParse(value).success) accepted[field] = value;
    else refused.push(field);
  }
  return { query: searchQuerySchema.parse(accepted), refused };
}

/**
 * The search's map (ADR 0083): where the trips found start, at most this many, the first found.
 * Its query is the search's without the order and the page, which a map has no use for.
 */
export const searchMapLimit = 500;
export const searchMapQuerySchema = searchQuerySchema.omit({ sort: true, page: true });
export type SearchMapQuery = z.output<typeof searchMapQuerySchema>;

export const searchMapPointSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  language: z.enum(locales).describe('The language of the title: the reader’s when the trip has it, else its original'),
  start: z.string().describe('The name of its first station with a place on the map, where the point is'),
  latitude: z.number(),
  longitude: z.number(),
});
export type SearchMapPoint = z.output<typeof searchMapPointSchema>;

export const searchMapSchema = z.object({
  points: z.array(searchMapPointSchema),
  limited: z
    .boolean()
    .describe(
      `Whether more trips match than the points show: they are those of the first ${searchMapLimit} matches found ` +
        'with a place on the map (without words, the newest)',
    ),
});
export type SearchMap = z.output<typeof searchMapSchema>;
