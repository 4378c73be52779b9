import { createRoute } from '@hono/zod-openapi';
import { moderationSchema, queueQuerySchema, reportQueueSchema, targetParamsSchema } from '#domain/schemas/admin.ts';
import { invalidInput, json, jsonBody, named, OkSchema, refused } from '../../openapi.ts';
import { adminOnly, adminResponses } from './admin-openapi.ts';

export const reportQueueRoute = createRoute({
  method: 'get',
  path: '/admin/reports',
  operationId: 'adminReportQueue',
  summary: 'The moderation queue: reports grouped by the trip or comment they concern',
  description: '`state=open`: targets with open reports, oldest report first. `state=hidden`: what is hidden now.',
  ...adminOnly,
  request: { query: queueQuerySchema },
  responses: {
    200: json(named(reportQueueSchema, 'ReportQueue'), '`docs` and `paginator`'),
    ...invalidInput(),
    ...adminResponses,
  },
});

export const moderateRoute = createRoute({
  method: 'post',
  path: '/admin/reports/{kind}/{id}',
  operationId: 'adminModerate',
  summary: 'Hides, restores or dismisses a reported trip or comment',
  description:
    '`hide` needs a `note`: the reason the writer is shown. Every action closes the target’s open reports and ' +
    'is written to the audit log.',
  ...adminOnly,
  request: { params: targetParamsSchema, ...jsonBody(named(moderationSchema, 'Moderation')) },
  responses: {
    200: json(OkSchema, 'Done'),
    ...invalidInput('`note` is missing for `hide`, or a field is not valid'),
    ...adminResponses,
    404: refused('No such trip or comment'),
  },
});
