import { createRoute, z } from '@hono/zod-openapi';
import { ErrorSchema, json } from '../../openapi.ts';

export const syncEmailVerifiedRoute = createRoute({
  method: 'get',
  path: '/user/sync-email-verified/',
  tags: ['user'],
  summary: "The signed-in user's current e-mail verification status",
  responses: {
    200: json(z.object({ emailVerified: z.boolean() }).openapi('EmailVerified'), 'The status'),
    401: json(ErrorSchema, 'Not signed in'),
  },
});

export const adminRoleRoute = createRoute({
  method: 'get',
  path: '/user/role/admin',
  tags: ['user'],
  summary: 'Answers 200 only for admins',
  responses: {
    200: json(z.object({ admin: z.literal(true) }).openapi('AdminRole'), 'The caller is an admin'),
    401: json(ErrorSchema, 'Not signed in'),
    403: json(ErrorSchema, 'Signed in, but not an admin'),
  },
});
