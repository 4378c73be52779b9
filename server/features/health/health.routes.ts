import { createRoute, z } from '@hono/zod-openapi';
import { anonymous, json } from '../../openapi.ts';

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
  operationId: 'getHealth',
  tags: ['system'],
  summary: 'Reports whether the server and its database answer',
  ...anonymous,
  responses: {
    200: json(HealthSchema, 'Everything answers'),
    503: json(HealthSchema, 'The database does not answer'),
  },
});
