import { createRoute, z } from '@hono/zod-openapi';
import { readerCurrencies } from '#domain/exchange-rates.ts';
import { idPattern, tripKeyPattern } from '#domain/ids.ts';
import { type Locale, locales } from '#domain/locale.ts';
import {
  myTripsSchema,
  newTripSchema,
  tripCopySchema,
  tripDocumentSchema,
  tripFieldsSchema,
  tripLimits,
  tripPatchSchema,
} from '#domain/schemas/trip.ts';
import { fieldLabels } from '../../i18n.ts';
import {
  crossSiteResponse,
  imageUploadRefusals,
  imageUploadRequest,
  invalidInput,
  json,
  jsonBody,
  named,
  OkSchema,
  open,
  refused,
  signedIn,
  signInResponses,
  throttled,
  tooLarge,
} from '../../openapi.ts';
import { verifiedCaller } from '../../policies/caller.ts';
import { refusing } from '../../validate.ts';

const TripSchema = named(tripDocumentSchema, 'Trip');

/** Field names as the wizard shows them, so API and wizard errors read alike. */
export const tripLabels = (locale: Locale) =>
  fieldLabels(locale, 'trips:fields', Object.keys(tripFieldsSchema.shape).concat('version', 'places'));

/** Refusals of a trip's input name the fields, and only to an author who may write trips at all. */
const authorInput = [refusing({ labels: tripLabels, guard: verifiedCaller })];

const idParam = z.object({
  id: z
    .string()
    .regex(idPattern)
    .openapi({ param: { description: 'The trip’s `_id`' } }),
});
const keyParam = z.object({
  id: z
    .string()
    .regex(tripKeyPattern)
    .openapi({ param: { description: 'The trip’s `_id`, or its slug with `slug=true`' } }),
});
/** The reader's language: words in it where the trip has them. */
export const languageQuery = z
  .string()
  .max(5)
  .optional()
  .openapi({ param: { description: `One of ${locales.join(', ')}; another gives the original's words` } });
/** The reader's currency, for the budget's converted figures. */
const currencyQuery = z
  .enum(readerCurrencies)
  .optional()
  .openapi({
    param: {
      description:
        'The reader’s currency for `costs.converted`: the euro or one the ECB publishes a rate for; by `language` when left out (USD for English, EUR for German)',
    },
  });
const notFound = { 404: refused('No such trip, or a draft of someone else') };
const savedResponses = {
  ...tooLarge,
  200: json(TripSchema, 'The saved trip'),
  ...invalidInput(),
  ...signInResponses,
  ...notFound,
  409: refused('The trip changed since this version was loaded'),
};

export const createTripRoute = createRoute({
  method: 'post',
  path: '/trip/create',
  operationId: 'createTrip',
  tags: ['trip'],
  summary: 'Creates a draft trip of the signed-in user',
  description: 'Takes the trip’s own fields (a trip document’s other fields are ignored) and answers the new draft.',
  middleware: authorInput,
  ...signedIn,
  request: jsonBody(named(newTripSchema, 'TripFields')),
  responses: { 201: json(TripSchema, 'The new draft'), ...invalidInput(), ...signInResponses, ...tooLarge },
});

export const getTripRoute = createRoute({
  method: 'get',
  path: '/trip/{id}',
  operationId: 'getTrip',
  tags: ['trip'],
  summary: 'A trip with its places in order',
  description:
    'By slug with `slug=true`; words in `language` when the trip has it, else in the language it was written in ' +
    '(`fallback: true`). The answer, unchanged, is a valid body for `PUT /trip/{id}`.',
  ...open,
  middleware: [refusing({ labels: (locale) => fieldLabels(locale, 'trip-costs:fields', ['currency']) })],
  request: {
    params: keyParam,
    query: z.object({
      slug: z.enum(['true', 'false']).optional(),
      language: languageQuery,
      currency: currencyQuery,
    }),
  },
  responses: { 200: json(TripSchema, 'The trip'), ...invalidInput(), ...notFound },
});

export const saveTripRoute = createRoute({
  method: 'put',
  path: '/trip/{id}',
  operationId: 'saveTrip',
  tags: ['trip'],
  summary: 'Saves the whole trip document in its `language`',
  description:
    'Objects without a known `_id` (or marked `isNew`) get ids; read-only fields are ignored; a stale `version` ' +
    `is refused. At most ${tripLimits.placesMax} places.`,
  middleware: authorInput,
  ...signedIn,
  request: { params: idParam, ...jsonBody(TripSchema) },
  responses: savedResponses,
});

export const deleteTripRoute = createRoute({
  method: 'delete',
  path: '/trip/{id}',
  operationId: 'deleteTrip',
  tags: ['trip'],
  summary: 'Deletes a trip of the signed-in author with its pictures',
  ...signedIn,
  request: { params: idParam },
  responses: { 200: json(OkSchema, 'Deleted'), ...invalidInput(), ...signInResponses, ...notFound },
});

export const copyTripRoute = createRoute({
  method: 'post',
  path: '/trip/{id}/copy',
  operationId: 'copyTrip',
  tags: ['trip'],
  summary: 'Uses a trip for one of one’s own: a new draft of the signed-in member copied from it',
  description:
    'A published trip, or one’s own. Takes all its languages, or `language` only; the copy’s `basedOn` names the ' +
    'original, whose pictures it shows while only their uploader may remove them (ADR 0073).',
  middleware: authorInput,
  ...signedIn,
  request: { params: idParam, ...jsonBody(named(tripCopySchema, 'TripCopy')) },
  responses: {
    ...tooLarge,
    201: json(TripSchema, 'The new draft'),
    ...invalidInput(),
    ...signInResponses,
    ...notFound,
    429: throttled('Used too many trips; the message says when to try again'),
  },
});

export const uploadTripImageRoute = createRoute({
  method: 'post',
  path: '/trip/{id}/image',
  operationId: 'uploadTripImage',
  tags: ['trip'],
  summary: 'Uploads an image for the trip (cover, station, activity or stay)',
  description:
    "The image is checked by content, re-encoded and stripped of metadata. The key is the trip's to name until a save leaves it out.",
  ...signedIn,
  request: { params: idParam, ...imageUploadRequest('image') },
  responses: {
    201: json(z.object({ key: z.string() }).openapi('TripImage'), 'The key; served at /media/{preset}/{key}.webp'),
    ...signInResponses,
    ...notFound,
    ...imageUploadRefusals,
  },
});

export const viewTripRoute = createRoute({
  method: 'post',
  path: '/trip/{id}/view',
  operationId: 'countTripView',
  tags: ['trip'],
  summary: 'Counts a reading of a published trip: once per visitor and day, never the author’s',
  ...open,
  request: { params: idParam },
  responses: {
    200: json(z.object({ counted: z.boolean() }).openapi('ViewCount'), 'Whether this reading was counted'),
    ...invalidInput(),
    ...crossSiteResponse,
    ...notFound,
  },
});

export const isAuthorRoute = createRoute({
  method: 'get',
  path: '/auth/is-author/{id}',
  operationId: 'isTripAuthor',
  tags: ['trip'],
  summary: 'Answers 200 only to the trip’s author',
  ...signedIn,
  request: { params: idParam },
  responses: {
    200: json(z.object({ author: z.literal(true) }).openapi('TripAuthor'), 'The caller wrote this trip'),
    ...invalidInput(),
    401: refused('Not signed in'),
    403: refused('Not the author'),
  },
});

export const patchTripRoute = createRoute({
  method: 'patch',
  path: '/trip/{id}/partial',
  operationId: 'patchTrip',
  tags: ['trip'],
  summary: 'Changes some of the trip’s own fields (with `version` and `language`)',
  description: 'Fields left out stay as they are; a trip document’s places and read-only fields are ignored.',
  middleware: authorInput,
  ...signedIn,
  request: { params: idParam, ...jsonBody(named(tripPatchSchema, 'TripPatch')) },
  responses: savedResponses,
});

const statusRoute = (status: 'publish' | 'draft', operationId: string, summary: string) =>
  createRoute({
    method: 'patch',
    path: `/trip/{id}/${status}`,
    operationId,
    tags: ['trip'],
    summary,
    ...signedIn,
    request: { params: idParam },
    responses: {
      200: json(TripSchema, 'The trip'),
      ...invalidInput('Something a published trip needs is missing; each is named'),
      ...signInResponses,
      ...notFound,
    },
  });

export const publishTripRoute = statusRoute('publish', 'publishTrip', 'Publishes a complete trip');
export const draftTripRoute = statusRoute('draft', 'unpublishTrip', 'Moves a published trip back to draft');

export const myTripsRoute = createRoute({
  method: 'get',
  path: '/trip/my',
  operationId: 'listMyTrips',
  tags: ['trip'],
  summary: 'The signed-in author’s trips, drafts included, newest change first',
  ...signedIn,
  request: { query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }) },
  responses: {
    200: json(named(myTripsSchema, 'MyTrips'), 'One page'),
    ...invalidInput(),
    ...signInResponses,
  },
});

/** Every operation of trips, for the API's one list of features (server/api.ts). */
export const tripRoutes = [
  myTripsRoute,
  createTripRoute,
  getTripRoute,
  saveTripRoute,
  deleteTripRoute,
  copyTripRoute,
  uploadTripImageRoute,
  viewTripRoute,
  isAuthorRoute,
  patchTripRoute,
  publishTripRoute,
  draftTripRoute,
] as const;
