import { createRoute, z } from '@hono/zod-openapi';
import { idPattern, tripKeyPattern } from '#domain/ids.ts';
import { ErrorSchema, json, signInResponses } from '../../openapi.ts';

const withId = z.object({ _id: z.string() }).loose();
const TripSchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    status: z.enum(['draft', 'published']),
    version: z.number().int(),
    language: z.string(),
    languages: z.array(z.string()),
    fallback: z.boolean(),
    title: z.string(),
    length: z.number().int(),
    places: z.array(
      withId.extend({
        activities: z.array(withId),
        directions: z.array(withId),
        accommodation: withId.nullable(),
        days: z.array(withId),
      }),
    ),
  })
  .loose()
  .openapi('Trip');

// Bodies are checked in the handlers with the domain schemas, so the wizard and the API give the same messages.
const anyBody = {
  body: { content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } }, required: true },
};
const idParam = z.object({ id: z.string().regex(idPattern) });
const keyParam = z.object({ id: z.string().regex(tripKeyPattern) });
const refusals = {
  400: json(ErrorSchema, 'A field is not valid; each is named'),
  ...signInResponses,
};
const notFound = { 404: json(ErrorSchema, 'No such trip, or a draft of someone else') };
const savedResponses = {
  200: json(TripSchema, 'The saved trip'),
  ...refusals,
  ...notFound,
  409: json(ErrorSchema, 'The trip changed since this version was loaded'),
};

export const createTripRoute = createRoute({
  method: 'post',
  path: '/trip/create',
  tags: ['trip'],
  summary: 'Creates a draft trip of the signed-in user',
  request: anyBody,
  responses: { 201: json(TripSchema, 'The new draft'), ...refusals },
});

export const getTripRoute = createRoute({
  method: 'get',
  path: '/trip/{id}',
  tags: ['trip'],
  summary: 'A trip with its places in order; by slug with `slug=true`; words in `language` when it exists',
  request: {
    params: keyParam,
    query: z.object({ slug: z.enum(['true', 'false']).optional(), language: z.string().max(5).optional() }),
  },
  responses: { 200: json(TripSchema, 'The trip'), ...notFound },
});

export const saveTripRoute = createRoute({
  method: 'put',
  path: '/trip/{id}',
  tags: ['trip'],
  summary: 'Saves the whole trip; objects marked `isNew` get ids; a stale `version` is refused',
  request: { params: idParam, ...anyBody },
  responses: savedResponses,
});

export const deleteTripRoute = createRoute({
  method: 'delete',
  path: '/trip/{id}',
  tags: ['trip'],
  summary: 'Deletes a trip of the signed-in author',
  request: { params: idParam },
  responses: { 200: json(z.object({ ok: z.literal(true) }), 'Deleted'), ...signInResponses, ...notFound },
});

export const uploadTripImageRoute = createRoute({
  method: 'post',
  path: '/trip/{id}/image',
  tags: ['trip'],
  summary:
    "Uploads an image for the trip (cover, station, activity or stay); checked by content, re-encoded, stripped of metadata. The key is the trip's to name until a save leaves it out.",
  request: {
    params: idParam,
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({ image: z.instanceof(File).openapi({ type: 'string', format: 'binary' }) }),
        },
      },
      required: true,
    },
  },
  responses: {
    201: json(z.object({ key: z.string() }).openapi('TripImage'), 'The key; served at /media/{preset}/{key}.webp'),
    400: json(ErrorSchema, 'No file'),
    ...signInResponses,
    ...notFound,
    413: json(ErrorSchema, 'The file or the image is too large'),
    415: json(ErrorSchema, 'Not a supported image'),
    429: json(ErrorSchema, 'Too many uploads; try again later'),
  },
});

export const viewTripRoute = createRoute({
  method: 'post',
  path: '/trip/{id}/view',
  tags: ['trip'],
  summary: 'Counts a reading of a published trip: once per visitor and day, never the author’s',
  request: { params: idParam },
  responses: {
    200: json(z.object({ counted: z.boolean() }), 'Whether this reading was counted'),
    ...notFound,
  },
});

export const isAuthorRoute = createRoute({
  method: 'get',
  path: '/auth/is-author/{id}',
  tags: ['trip'],
  summary: 'Answers 200 only to the trip’s author',
  request: { params: idParam },
  responses: {
    200: json(z.object({ author: z.literal(true) }), 'The caller wrote this trip'),
    401: json(ErrorSchema, 'Not signed in'),
    403: json(ErrorSchema, 'Not the author'),
  },
});

export const patchTripRoute = createRoute({
  method: 'patch',
  path: '/trip/{id}/partial',
  tags: ['trip'],
  summary: 'Changes some of the trip’s own fields (with `version` and `language`)',
  request: { params: idParam, ...anyBody },
  responses: savedResponses,
});

const statusRoute = (status: 'publish' | 'draft', summary: string) =>
  createRoute({
    method: 'patch',
    path: `/trip/{id}/${status}`,
    tags: ['trip'],
    summary,
    request: { params: idParam },
    responses: { 200: json(TripSchema, 'The trip'), ...refusals, ...notFound },
  });

export const publishTripRoute = statusRoute('publish', 'Publishes a complete trip; what is missing is named');
export const draftTripRoute = statusRoute('draft', 'Moves a published trip back to draft');

export const myTripsRoute = createRoute({
  method: 'get',
  path: '/trip/my',
  tags: ['trip'],
  summary: 'The signed-in author’s trips, drafts included, newest change first',
  request: { query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }) },
  responses: {
    200: json(
      z
        .object({
          page: z.number(),
          pages: z.number(),
          total: z.number(),
          items: z.array(withId.extend({ status: z.enum(['draft', 'published']), title: z.string() })),
        })
        .openapi('MyTrips'),
      'One page',
    ),
    ...signInResponses,
  },
});
