import { createRoute, z } from '@hono/zod-openapi';
import { auditPageSchema } from '#domain/schemas/admin.ts';
import { invalidInput, json, named } from '../../openapi.ts';
import { adminOnly, adminResponses } from './admin-openapi.ts';

export const auditRoute = createRoute({
  method: 'get',
  path: '/admin/audit',
  operationId: 'adminAuditLog',
  summary: 'The audit log of admin actions, newest first',
  ...adminOnly,
  request: { query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }) },
  responses: {
    200: json(named(auditPageSchema, 'AuditPage'), '`docs` and `paginator`'),
    ...invalidInput(),
    ...adminResponses,
  },
});
