import { createRoute, z } from '@hono/zod-openapi';
import { json, open, refused } from '../../openapi.ts';
import { READINESS_TIMEOUT_MS } from './health.service.ts';

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

export const ReadinessSchema = z
  .object({ status: z.enum(['ok']).describe('The database answered `SELECT 1` in time') })
  .openapi('Readiness');

export const readinessRoute = createRoute({
  method: 'get',
  path: '/health/ready',
  operationId: 'getReadiness',
  tags: ['system'],
  summary: 'Reports whether the server can answer requests: its database answers',
  description:
    'Readiness, for a load balancer or an orchestrator deciding where to send requests: 200 once the database ' +
    `answered \`SELECT 1\` within ${READINESS_TIMEOUT_MS / 1000} s, else 503 \`UNAVAILABLE\` (with \`Retry-After\`). \`GET /health\` ` +
    'is the liveness check beside it.',
  ...open,
  responses: {
    200: json(ReadinessSchema, 'The database answers: requests may come'),
    503: {
      ...refused('`UNAVAILABLE`: the database does not answer, or not in time'),
      headers: {
        'Retry-After': {
          description: 'Whole seconds to wait before asking again',
          required: true,
          schema: { type: 'integer' as const, minimum: 1 },
        },
      },
    },
  },
});

/** Every operation of the health checks, for the API's one list of features (server/api.ts). */
export const healthRoutes = [healthRoute, readinessRoute] as const;
