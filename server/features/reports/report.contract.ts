import { createRoute, z } from '@hono/zod-openapi';
import { idPattern } from '#domain/ids.ts';
import { reportLimits, reportResponseSchema, reportSchema } from '#domain/schemas/report.ts';
import { invalidInput, json, jsonBody, named, refused, signedIn, signInResponses, throttled } from '../../openapi.ts';
import { verifiedCaller } from '../../policies/caller.ts';
import { refusing } from '../../validate.ts';
import { reportLabels } from './report-labels.ts';

const reportRoute = (target: 'trip' | 'comment', operationId: string, what: string) =>
  createRoute({
    method: 'post',
    path: `/${target}/report-abuse/{id}`,
    operationId,
    tags: [target],
    summary: `Reports ${what} to the moderators`,
    description:
      '`reason`: `spam`, `copyright` or `offensive`; `comment`: what the moderators should know, at most ' +
      `${reportLimits.commentMax} characters. One report per member and target: reporting again replaces it.`,
    ...signedIn,
    middleware: [refusing({ labels: reportLabels, guard: verifiedCaller })],
    request: {
      params: z.object({
        id: z
          .string()
          .regex(idPattern)
          .openapi({ param: { description: `The ${target}’s \`_id\`` } }),
      }),
      ...jsonBody(named(reportSchema, 'AbuseReport')),
    },
    responses: {
      200: json(named(reportResponseSchema, 'AbuseReportResponse'), 'Reported'),
      ...invalidInput(),
      ...signInResponses,
      404: refused(`No ${what} with this id`),
      429: throttled('Reported too often; the message says when to try again'),
    },
  });

export const reportTripRoute = reportRoute('trip', 'reportTrip', 'a published trip');
export const reportCommentRoute = reportRoute('comment', 'reportComment', 'a comment');

/** Every operation of abuse reports, for the API's one list of features (server/api.ts). */
export const reportRoutes = [reportTripRoute, reportCommentRoute] as const;
