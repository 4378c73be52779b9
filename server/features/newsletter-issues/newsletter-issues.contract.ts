import { createRoute, z } from '@hono/zod-openapi';
import { idPattern } from '#domain/ids.ts';
import type { Locale } from '#domain/locale.ts';
import {
  newsletterIssueInputSchema,
  newsletterIssuePageSchema,
  newsletterIssueSchema,
} from '#domain/schemas/newsletter-issue.ts';
import { fieldLabels } from '../../i18n.ts';
import {
  invalidInput,
  json,
  jsonBody,
  named,
  OkSchema,
  refused,
  signedIn,
  throttled,
  tooLarge,
} from '../../openapi.ts';
import { adminCaller } from '../../policies/caller.ts';
import { refusing } from '../../validate.ts';

/** Field names as the admin's form shows them, so API and form errors read alike. */
export const issueLabels = (locale: Locale) =>
  fieldLabels(locale, 'admin:newsletter.fields', Object.keys(newsletterIssueInputSchema.shape));

const adminOnly = { ...signedIn, tags: ['admin'], middleware: [refusing({ labels: issueLabels, guard: adminCaller })] };
const adminResponses = {
  401: refused('Not signed in'),
  403: refused('Not an admin, or a write that came from another site'),
};
const notFound = { 404: refused('No such issue') };
const final = { 409: refused('Saved elsewhere since this version, or the issue is being sent or was sent') };
const issue = json(named(newsletterIssueSchema, 'NewsletterIssue'), 'The issue, with its deliveries counted');
const idParams = z.object({ id: z.string().regex(idPattern) });
const input = jsonBody(named(newsletterIssueInputSchema, 'NewsletterIssueInput'));
const base = '/admin/newsletter/issues';

export const listIssuesRoute = createRoute({
  method: 'get',
  path: base,
  operationId: 'newsletterIssues',
  summary: 'The newsletter’s issues, newest first, each with its deliveries counted',
  ...adminOnly,
  request: { query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }) },
  responses: {
    200: json(named(newsletterIssuePageSchema, 'NewsletterIssuePage'), '`docs` and `paginator`'),
    ...invalidInput(),
    ...adminResponses,
  },
});

export const createIssueRoute = createRoute({
  method: 'post',
  path: base,
  operationId: 'createNewsletterIssue',
  summary: 'Starts a draft issue',
  description: 'Posts must be out, public and in the issue’s language; trips public. Each is checked.',
  ...adminOnly,
  request: input,
  responses: { 201: issue, ...invalidInput(), ...tooLarge, ...adminResponses },
});

export const readIssueRoute = createRoute({
  method: 'get',
  path: `${base}/{id}`,
  operationId: 'newsletterIssue',
  summary: 'One issue',
  ...adminOnly,
  request: { params: idParams },
  responses: { 200: issue, ...invalidInput(), ...adminResponses, ...notFound },
});

export const saveIssueRoute = createRoute({
  method: 'put',
  path: `${base}/{id}`,
  operationId: 'saveNewsletterIssue',
  summary: 'Saves a draft',
  description: 'With the `version` read: an issue saved since, or no longer a draft, is refused with 409.',
  ...adminOnly,
  request: { params: idParams, ...input },
  responses: { 200: issue, ...invalidInput(), ...tooLarge, ...adminResponses, ...notFound, ...final },
});

export const deleteIssueRoute = createRoute({
  method: 'delete',
  path: `${base}/{id}`,
  operationId: 'deleteNewsletterIssue',
  summary: 'Deletes a draft',
  ...adminOnly,
  request: { params: idParams },
  responses: { 200: json(OkSchema, 'Deleted'), ...invalidInput(), ...adminResponses, ...notFound, ...final },
});

export const testIssueRoute = createRoute({
  method: 'post',
  path: `${base}/{id}/test`,
  operationId: 'testNewsletterIssue',
  summary: 'Sends the issue, marked as a test, to the calling admin’s own address only',
  ...adminOnly,
  request: { params: idParams },
  responses: {
    200: json(OkSchema, 'Sent'),
    ...invalidInput(),
    ...adminResponses,
    ...notFound,
    429: throttled('Too many test mails this hour'),
  },
});

export const sendIssueRoute = createRoute({
  method: 'post',
  path: `${base}/{id}/send`,
  operationId: 'sendNewsletterIssue',
  summary: 'Sends a draft to the confirmed subscribers of its language, once',
  description:
    'The issue becomes `sending` and gets one delivery per subscriber confirmed now; the server sends them at ' +
    '`NEWSLETTER_MAILS_PER_MINUTE`. With `version`, an issue saved since is refused. Written to the audit log.',
  ...adminOnly,
  request: {
    params: idParams,
    ...jsonBody(z.object({ version: z.string().max(40).optional() }).openapi('NewsletterSend')),
  },
  responses: { 200: issue, ...invalidInput(), ...adminResponses, ...notFound, ...final },
});

/** Every operation of the newsletter's sending, for the API's one list of features (server/api.ts). */
export const newsletterIssueRoutes = [
  listIssuesRoute,
  createIssueRoute,
  readIssueRoute,
  saveIssueRoute,
  deleteIssueRoute,
  testIssueRoute,
  sendIssueRoute,
] as const;
