import { createRoute, z } from '@hono/zod-openapi';
import { json, refused, signedIn } from '../../openapi.ts';

export const syncEmailVerifiedRoute = createRoute({
  method: 'get',
  path: '/user/sync-email-verified/',
  operationId: 'getEmailVerified',
  tags: ['user'],
  summary: "The signed-in user's current e-mail verification status",
  ...signedIn,
  responses: {
    200: json(z.object({ emailVerified: z.boolean() }).openapi('EmailVerified'), 'The status'),
    401: refused('Not signed in'),
  },
});

export const adminRoleRoute = createRoute({
  method: 'get',
  path: '/user/role/admin',
  operationId: 'isAdmin',
  tags: ['user'],
  summary: 'Answers 200 only for admins',
  ...signedIn,
  responses: {
    200: json(z.object({ admin: z.literal(true) }).openapi('AdminRole'), 'The caller is an admin'),
    401: refused('Not signed in'),
    403: refused('Signed in, but not an admin'),
  },
});

/** Every operation of the signed-in user, for the API's one list of features (server/api.ts). */
export const userRoutes = [syncEmailVerifiedRoute, adminRoleRoute] as const;
