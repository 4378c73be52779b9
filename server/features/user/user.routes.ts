import { createRoute, z } from '@hono/zod-openapi';

const ErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) }).openapi('Error');

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

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
