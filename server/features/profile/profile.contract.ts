import { createRoute, z } from '@hono/zod-openapi';
import { ownProfileSchema, ownProfileUpdateSchema, profileLimits } from '#domain/schemas/profile.ts';
import {
  imageUploadRefusals,
  imageUploadRequest,
  invalidInput,
  json,
  jsonBody,
  named,
  refused,
  signedIn,
  signInResponses,
  tooLarge,
} from '../../openapi.ts';
import { verifiedCaller } from '../../policies/caller.ts';
import { refusing } from '../../validate.ts';
import { profileLabels } from './profile-input.ts';

const OwnProfileSchema = named(ownProfileSchema, 'OwnProfile');

export const getProfileRoute = createRoute({
  method: 'get',
  path: '/user/profile/edit',
  operationId: 'getOwnProfile',
  tags: ['user'],
  summary: "The signed-in user's own profile",
  description: 'The answer, unchanged, is a valid body for `PUT /user/profile/edit`.',
  ...signedIn,
  responses: { 200: json(OwnProfileSchema, 'The profile'), ...signInResponses },
});

export const updateProfileRoute = createRoute({
  method: 'put',
  path: '/user/profile/edit',
  operationId: 'saveOwnProfile',
  tags: ['user'],
  summary: "Saves the signed-in user's profile",
  description: 'The fields sent change, those left out stay; read-only fields are ignored.',
  middleware: [refusing({ labels: profileLabels, guard: verifiedCaller })],
  ...signedIn,
  request: jsonBody(named(ownProfileUpdateSchema, 'OwnProfileUpdate')),
  responses: {
    200: json(OwnProfileSchema, 'The saved profile'),
    ...invalidInput(),
    ...signInResponses,
    409: refused('The alias is taken'),
    ...tooLarge,
  },
});

export const aliasCheckRoute = createRoute({
  method: 'get',
  path: '/user/user-alias/check',
  operationId: 'checkAlias',
  tags: ['user'],
  summary: 'Whether an alias could be the caller’s vanity link',
  ...signedIn,
  request: { query: z.object({ alias: z.string().max(profileLimits.aliasMax * 4) }) },
  responses: {
    200: json(
      z
        .object({ available: z.boolean(), reason: z.enum(['format', 'reserved', 'taken']).optional() })
        .openapi('AliasCheck'),
      'The answer',
    ),
    ...invalidInput(),
    ...signInResponses,
  },
});

const PhotoSchema = z
  .object({ photo: z.string().nullable().describe('Served at /media/{preset}/{key}.webp') })
  .openapi('ProfilePhoto');

export const uploadPhotoRoute = createRoute({
  method: 'post',
  path: '/user/profile/photo',
  operationId: 'uploadProfilePhoto',
  tags: ['user'],
  summary: 'Sets the profile photo',
  description: 'The image is checked by content, re-encoded and stripped of metadata.',
  ...signedIn,
  request: imageUploadRequest('photo'),
  responses: {
    200: json(PhotoSchema, 'The new photo key'),
    ...signInResponses,
    ...imageUploadRefusals,
  },
});

export const removePhotoRoute = createRoute({
  method: 'delete',
  path: '/user/profile/photo',
  operationId: 'removeProfilePhoto',
  tags: ['user'],
  summary: 'Removes the profile photo; the placeholder shows instead',
  ...signedIn,
  responses: { 200: json(PhotoSchema, 'Removed'), ...signInResponses },
});

/** Every operation of the profile, for the API's one list of features (server/api.ts). */
export const profileRoutes = [
  getProfileRoute,
  updateProfileRoute,
  aliasCheckRoute,
  uploadPhotoRoute,
  removePhotoRoute,
] as const;
