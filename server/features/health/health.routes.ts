import { createRoute, z } from '@hono/zod-openapi';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'error']),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      ok: z.boolean(),
      latencyMs: z.number().nullable(),
    }),
  })
  .openapi('Health');

export const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: 'Reports whether the server and its database answer',
  responses: {
    200: { description: 'Everything answers', content: { 'application/json': { schema: HealthSchema } } },
    503: { description: 'The database does not answer', content: { 'application/json': { schema: HealthSchema } } },
  },
});
