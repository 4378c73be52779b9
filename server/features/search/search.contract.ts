import { createRoute } from '@hono/zod-openapi';
import { continents } from '#domain/continents.ts';
import { type Locale, locales } from '#domain/locale.ts';
import {
  durationBuckets,
  searchMapLimit,
  searchMapQuerySchema,
  searchMapSchema,
  searchPageSize,
  searchQuerySchema,
  searchResultSchema,
} from '#domain/schemas/search.ts';
import { fieldLabels } from '../../i18n.ts';
import { invalidInput, json, named, open } from '../../openapi.ts';
import { refusing } from '../../validate.ts';

const buckets = Object.entries(durationBuckets)
  .map(([bucket, [min, max]]) => `\`${bucket}\` (${max === null ? `${min}+` : `${min}-${max}`} days)`)
  .join(', ');

/** Refusals name the parameters as the search form labels them. */
const searchLabels = (locale: Locale) =>
  fieldLabels(locale, 'trips:search.fields', Object.keys(searchQuerySchema.shape));

export const searchTripsRoute = createRoute({
  method: 'get',
  path: '/trip/search',
  operationId: 'searchTrips',
  tags: ['trip'],
  summary: 'Finds published trips by words and filters, with counts per filter value',
  description:
    '`q` searches title, summary, description, station, country and activity names and tags, stemmed in English ' +
    'and German, ignoring case and accents, forgiving a typo in a place name; `sort=relevance` (the default with ' +
    `\`q\`, else \`newest\`) ranks title matches first. \`duration\`: ${buckets}. \`types\`: comma-separated or ` +
    'repeated, a trip must have all. `month` (1-12): travelled in that month by its dates or its stations’ dates. ' +
    '`country`: an ISO code; `continent`: one of ' +
    `${continents.join(', ')}. \`rating\`: the minimum average; trips nobody rated yet never reach one. ` +
    '`cost`: the most a trip may cost per traveller and day, in `currency` (the euro or one the ECB publishes a rate ' +
    'for; else by the caller’s language, `language` or Accept-Language: USD for English, EUR for German), converted ' +
    'at the ECB’s rates; trips without ' +
    'amounts, or with some in a currency the ECB has no rate for, are left out. Each facet ' +
    'counts the trips every other filter lets through (a trip on two continents counts on both). ' +
    `${searchPageSize} cards a page, titles in \`language\` (${locales.join(', ')}) when the trip has it, else in ` +
    'its own. When the words find nothing, `suggestion` may hold them with place names spelled as trips spell them.',
  middleware: [refusing({ labels: searchLabels })],
  ...open,
  request: { query: searchQuerySchema },
  responses: { 200: json(named(searchResultSchema, 'TripSearch'), 'One page of cards'), ...invalidInput() },
});

export const searchMapRoute = createRoute({
  method: 'get',
  path: '/trip/search/map',
  operationId: 'searchTripsOnMap',
  tags: ['trip'],
  summary: 'Where the trips a search finds start, for a map of them',
  description:
    'The same words and filters as `/trip/search`. Each point is a trip’s first station with a place on the map; ' +
    `trips without one are left out. Of the first ${searchMapLimit} matches found (without words, the newest), ` +
    'newest first; `limited` says when more match. Titles in `language` when the trip has it, else in its own.',
  middleware: [refusing({ labels: searchLabels })],
  ...open,
  request: { query: searchMapQuerySchema },
  responses: { 200: json(named(searchMapSchema, 'TripSearchMap'), 'The start points'), ...invalidInput() },
});

/** Every operation of the search, for the API's one list of features (server/api.ts). */
export const searchRoutes = [searchTripsRoute, searchMapRoute] as const;
