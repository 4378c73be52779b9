import { OpenAPIHono } from '@hono/zod-openapi';
import { requestLimits } from '#domain/request-limits.ts';
import { registerApiDocs } from './api-docs.ts';
import type { Auth } from './auth/auth.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { errorAnswer, errorBody } from './errors.ts';
import { describeFault, faultOf } from './faults.ts';
import { registerAdmin } from './features/admin/admin.handlers.ts';
import { registerBlog } from './features/blog/post.handlers.ts';
import { registerCaptcha } from './features/captcha/captcha.handlers.ts';
import { registerComments } from './features/comments/comment.handlers.ts';
import { registerContact } from './features/contact/contact.handlers.ts';
import { registerHealth } from './features/health/health.handlers.ts';
import { registerNewsletter } from './features/newsletter/newsletter.handlers.ts';
import { registerNewsletterIssues } from './features/newsletter-issues/newsletter-issues.handlers.ts';
import { registerPlaces } from './features/places/places.handlers.ts';
import { registerProfile } from './features/profile/profile.handlers.ts';
import { registerRatings } from './features/ratings/rating.handlers.ts';
import { registerReports } from './features/reports/report.handlers.ts';
import { registerSavedTrips } from './features/saved-trips/saved-trips.handlers.ts';
import { registerSearch } from './features/search/search.handlers.ts';
import { registerSettings } from './features/settings/settings.handlers.ts';
import { registerTranslate } from './features/translate/translate.handlers.ts';
import type { KeptAnswers } from './features/trips/kept-answers.ts';
import { registerTrips } from './features/trips/trip.handlers.ts';
import { registerTripDiscovery } from './features/trips/trip-discovery.handlers.ts';
import { registerTypes } from './features/types/types.handlers.ts';
import { registerUser } from './features/user/user.handlers.ts';
import type { Mailer } from './mail/mailer.ts';
import { requestBodyChecks } from './middleware/request-body.ts';
import { requestLog } from './observability/logger.ts';
import { apiTags, sessionCookie } from './openapi.ts';
import type { Storage } from './storage/index.ts';
import { type InputRefusal, refuseInvalidInput } from './validate.ts';

export type ApiVariables = {
  env: Env;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  inputRefusal?: InputRefusal;
  secureHeadersNonce?: string;
  /** Signed-out readers' trips as sent (ADR 0053). */
  tripAnswers: KeptAnswers;
};
export type ApiApp = OpenAPIHono<{ Variables: ApiVariables }>;

export type ApiFeature = (api: ApiApp) => void;

/** Every feature's contract-checked routes; a feature adds its `register…` function here. */
export const apiFeatures: ApiFeature[] = [
  registerHealth,
  registerCaptcha,
  registerNewsletter,
  registerContact,
  registerUser,
  registerProfile,
  registerSettings,
  registerTypes,
  // Before `/trip/{id}`, though "search" is no trip id either.
  registerSearch,
  registerSavedTrips,
  registerReports,
  registerTripDiscovery,
  registerTrips,
  registerPlaces,
  registerTranslate,
  registerRatings,
  registerBlog,
  registerComments,
  registerAdmin,
  registerNewsletterIssues,
];

/** The document's own parts; the operations and schemas come from the routes. */
export const apiDocumentConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Itinera API',
    version: '1',
    description:
      'The REST API of Itinera, the community travel-itinerary site. Errors are one JSON shape (`Error`) with ' +
      'a stable `code`; messages about input are in the caller’s language (`Accept-Language`, or `?language=`). ' +
      'Writes must come from the site’s own pages (`Origin`). Sign-up and sign-in are better-auth’s, under `/api/auth`. ' +
      `A JSON body may nest arrays and objects at most ${requestLimits.jsonDepth} levels deep (400 \`VALIDATION_FAILED\` beyond). ` +
      'Any call may answer 503 `UNAVAILABLE` with `Retry-After` while the database cannot be reached, and 507 ' +
      '`INSUFFICIENT_STORAGE` while the server’s disk is full.',
  },
  servers: [{ url: '/api', description: 'This site' }],
  tags: apiTags,
};

/** The REST API under /api. */
export function createApi(features: ApiFeature[] = apiFeatures): ApiApp {
  const api: ApiApp = new OpenAPIHono({
    defaultHook: (result, c) => (result.success ? undefined : refuseInvalidInput(result.error, c)),
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookie,
    description: `The session cookie that signing in sets (\`__Secure-${sessionCookie}\` on https)`,
  });

  api.use('*', ...requestBodyChecks);
  for (const register of features) register(api);

  api.doc31('/openapi.json', apiDocumentConfig);
  registerApiDocs(api);
  // A mounted app's notFound is never consulted, so the catch-all must be the last route.
  api.all('*', (c) => c.json(errorBody('NOT_FOUND', 'No API endpoint at this path.'), 404));
  api.onError((error, c) => {
    const answer = errorAnswer(error, c.req.raw);
    // A database away or a disk full fails every request alike: one line each, not a stack.
    if (faultOf(error))
      requestLog().warn(`API ${c.req.method} ${c.req.path} answered ${answer.status} ${describeFault(error)}`);
    else if (answer.status >= 500) requestLog().error({ err: error }, `API error ${c.req.method} ${c.req.path}`);
    return answer;
  });
  return api;
}
