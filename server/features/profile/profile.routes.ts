import { createRoute, z } from '@hono/zod-openapi';
import { profileLimits, socialNetworkIds } from '#domain/schemas/profile.ts';
import { ErrorSchema, json, signInResponses } from '../../openapi.ts';

const countries = z.array(z.string()).openapi({ description: 'ISO 3166-1 alpha-2 codes' });
const socialProfiles = z.object(Object.fromEntries(socialNetworkIds.map((id) => [id, z.string().optional()])));

const OwnProfileSchema = z
  .object({
    alias: z.string().nullable(),
    displayName: z.string().nullable(),
    email: z.string(),
    photo: z.string().nullable(),
    location: z.string().nullable(),
    aboutMe: z.string().nullable(),
    traveledCountries: countries,
    favoriteCountries: countries,
    socialProfiles,
    joinedAt: z.string(),
    postedTrips: z.number().int(),
    visitedCountries: z.number().int(),
    badgeLevel: z.number().int().min(0).max(4),
  })
  .openapi('OwnProfile');

// Checked in the handler with the domain schema, so the page form and the API give the same messages.
const ProfileUpdateSchema = z
  .object({
    displayName: z.string(),
    alias: z.string(),
    location: z.string(),
    aboutMe: z.string(),
    traveledCountries: countries,
    favoriteCountries: countries,
    socialProfiles,
  })
  .partial()
  .openapi('ProfileUpdate');

export const getProfileRoute = createRoute({
  method: 'get',
  path: '/user/profile/edit',
  tags: ['user'],
  summary: "The signed-in user's own profile",
  responses: { 200: json(OwnProfileSchema, 'The profile'), ...signInResponses },
});

export const updateProfileRoute = createRoute({
  method: 'put',
  path: '/user/profile/edit',
  tags: ['user'],
  summary: "Saves the signed-in user's whole profile",
  request: { body: { content: { 'application/json': { schema: ProfileUpdateSchema } }, required: true } },
  responses: {
    200: json(OwnProfileSchema, 'The saved profile'),
    400: json(ErrorSchema, 'A field is not valid; each is named'),
    ...signInResponses,
    409: json(ErrorSchema, 'The alias is taken'),
  },
});

export const aliasCheckRoute = createRoute({
  method: 'get',
  path: '/user/user-alias/check',
  tags: ['user'],
  summary: 'Whether an alias could be the caller’s vanity link',
  request: { query: z.object({ alias: z.string().max(profileLimits.aliasMax * 4) }) },
  responses: {
    200: json(
      z
        .object({ available: z.boolean(), reason: z.enum(['format', 'reserved', 'taken']).optional() })
        .openapi('AliasCheck'),
      'The answer',
    ),
    ...signInResponses,
  },
});

const PhotoSchema = z.object({ photo: z.string().nullable() }).openapi('ProfilePhoto');

export const uploadPhotoRoute = createRoute({
  method: 'post',
  path: '/user/profile/photo',
  tags: ['user'],
  summary: 'Sets the profile photo; the image is checked by content, re-encoded and stripped of metadata',
  request: {
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({ photo: z.instanceof(File).openapi({ type: 'string', format: 'binary' }) }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: json(PhotoSchema, 'The new photo key; served at /media/{preset}/{key}.webp'),
    400: json(ErrorSchema, 'No file'),
    ...signInResponses,
    413: json(ErrorSchema, 'The file or the image is too large'),
    415: json(ErrorSchema, 'Not a supported image'),
    429: json(ErrorSchema, 'Too many uploads; try again later'),
  },
});

export const removePhotoRoute = createRoute({
  method: 'delete',
  path: '/user/profile/photo',
  tags: ['user'],
  summary: 'Removes the profile photo; the placeholder shows instead',
  responses: { 200: json(PhotoSchema, 'Removed'), ...signInResponses },
});
