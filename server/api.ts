import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { requestLimits } from '#domain/request-limits.ts';
import { registerApiDocs } from './api-docs.ts';
import type { Auth } from './auth/auth.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { errorBody, errorResponse } from './errors.ts';
import { describeFault, faultOf } from './faults.ts';
import { adminRoutes } from './features/admin/admin.contract.ts';
import { registerAdmin } from './features/admin/admin.handlers.ts';
import { blogRoutes } from './features/blog/post.contract.ts';
import { registerBlog } from './features/blog/post.handlers.ts';
import { captchaRoutes } from './features/captcha/captcha.contract.ts';
import { registerCaptcha } from './features/captcha/captcha.handlers.ts';
import { commentRoutes } from './features/comments/comment.contract.ts';
import { registerComments } from './features/comments/comment.handlers.ts';
import { contactRoutes } from './features/contact/contact.contract.ts';
import { registerContact } from './features/contact/contact.handlers.ts';
import { healthRoutes } from './features/health/health.contract.ts';
import { registerHealth } from './features/health/health.handlers.ts';
import { newsletterRoutes } from './features/newsletter/newsletter.contract.ts';
import { registerNewsletter } from './features/newsletter/newsletter.handlers.ts';
import { newsletterIssueRoutes } from './features/newsletter-issues/newsletter-issues.contract.ts';
import { registerNewsletterIssues } from './features/newsletter-issues/newsletter-issues.handlers.ts';
import { placesRoutes } from './features/places/places.contract.ts';
import { registerPlaces } from './features/places/places.handlers.ts';
import { profileRoutes } from './features/profile/profile.contract.ts';
import { registerProfile } from './features/profile/profile.handlers.ts';
import { ratingRoutes } from './features/ratings/rating.contract.ts';
import { registerRatings } from './features/ratings/rating.handlers.ts';
import { reportRoutes } from './features/reports/report.contract.ts';
import { registerReports } from './features/reports/report.handlers.ts';
import { savedTripsRoutes } from './features/saved-trips/saved-trips.contract.ts';
import { registerSavedTrips } from './features/saved-trips/saved-trips.handlers.ts';
import { searchRoutes } from './features/search/search.contract.ts';
import { registerSearch } from './features/search/search.handlers.ts';
import { passkeyRoutes } from './features/settings/passkeys.contract.ts';
import { registerPasskeys } from './features/settings/passkeys.handlers.ts';
import { settingsRoutes } from './features/settings/settings.contract.ts';
import { registerSettings } from './features/settings/settings.handlers.ts';
import { translateRoutes } from './features/translate/translate.contract.ts';
import { registerTranslate } from './features/translate/translate.handlers.ts';
import type { ResponseCache } from './features/trips/response-cache.ts';
import { tripRoutes } from './features/trips/trip.contract.ts';
import { registerTrips } from './features/trips/trip.handlers.ts';
import { tripDiscoveryRoutes } from './features/trips/trip-discovery.contract.ts';
import { registerTripDiscovery } from './features/trips/trip-discovery.handlers.ts';
import { tripExportRoutes } from './features/trips/trip-export.contract.ts';
import { registerTripExport } from './features/trips/trip-export.handlers.ts';
import { shareImageRoutes } from './features/trips/trip-share-image.contract.ts';
import { registerShareImage } from './features/trips/trip-share-image.handlers.ts';
import { typesRoutes } from './features/types/types.contract.ts';
import { registerTypes } from './features/types/types.handlers.ts';
import { userRoutes } from './features/user/user.contract.ts';
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
  tripResponses: ResponseCache;
};
export type ApiApp = OpenAPIHono<{ Variables: ApiVariables }>;

/** A feature of the API: the routes of its contract (`*.contract.ts`) and what registers their handlers. */
export type ApiFeature = { routes: readonly RouteConfig[]; register: (api: ApiApp) => void };

/**
 * Every feature of the API, in the order the app matches them: the one list. The app registers
 * from it, the OpenAPI document comes from what it registers, and the browser's client takes its
 * types from it (server/api-contract.ts); a test holds each feature to registering its own routes.
 */
export const apiFeatures = [
  { routes: healthRoutes, register: registerHealth },
  { routes: captchaRoutes, register: registerCaptcha },
  { routes: newsletterRoutes, register: registerNewsletter },
  { routes: contactRoutes, register: registerContact },
  { routes: userRoutes, register: registerUser },
  { routes: profileRoutes, register: registerProfile },
  { routes: settingsRoutes, register: registerSettings },
  { routes: passkeyRoutes, register: registerPasskeys },
  { routes: typesRoutes, register: registerTypes },
  // Before `/trip/{id}`, though "search" is no trip id either.
  { routes: searchRoutes, register: registerSearch },
  { routes: savedTripsRoutes, register: registerSavedTrips },
  { routes: reportRoutes, register: registerReports },
  { routes: tripDiscoveryRoutes, register: registerTripDiscovery },
  { routes: tripRoutes, register: registerTrips },
  { routes: tripExportRoutes, register: registerTripExport },
  { routes: shareImageRoutes, register: registerShareImage },
  { routes: placesRoutes, register: registerPlaces },
  { routes: translateRoutes, register: registerTranslate },
  { routes: ratingRoutes, register: registerRatings },
  { routes: blogRoutes, register: registerBlog },
  { routes: commentRoutes, register: registerComments },
  { routes: adminRoutes, register: registerAdmin },
  { routes: newsletterIssueRoutes, register: registerNewsletterIssues },
] as const satisfies readonly ApiFeature[];

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
export function createApi(features: readonly ApiFeature[] = apiFeatures): ApiApp {
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
  for (const feature of features) feature.register(api);

  api.doc31('/openapi.json', apiDocumentConfig);
  registerApiDocs(api);
  // A mounted app's notFound is never consulted, so the catch-all must be the last route.
  api.all('*', (c) => c.json(errorBody('NOT_FOUND', 'No API endpoint at this path.'), 404));
  api.onError((error, c) => {
    const answer = errorResponse(error, c.req.raw);
    // A database away or a disk full fails every request alike: one line each, not a stack.
    if (faultOf(error))
      requestLog().warn(`API ${c.req.method} ${c.req.path} answered ${answer.status} ${describeFault(error)}`);
    else if (answer.status >= 500) requestLog().error({ err: error }, `API error ${c.req.method} ${c.req.path}`);
    return answer;
  });
  return api;
}
