import { createRoute, z } from '@hono/zod-openapi';
import { json, open } from '../../openapi.ts';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'error']),
    database: z
      .object({
        kind: z.enum(['pglite', 'postgres']),
        ok: z.boolean(),
        latencyMs: z.number().nullable(),
      })
      .optional()
      .describe('For admins only: which database answers, and how fast'),
  })
  .openapi('Health');

export const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  operationId: 'getHealth',
  tags: ['system'],
  summary: 'Reports whether the server and its database answer',
  description:
    'Everyone learns only whether the service answers (`status`), all a load balancer needs; signed in as an ' +
    'admin, also which database runs behind the site and how fast it answers (`database`). While the ' +
    'database does not answer, no session can be read and admins get the short answer too.',
  ...open,
  responses: {
    200: json(HealthSchema, 'Everything answers'),
    503: json(HealthSchema, 'The database does not answer'),
  },
});
