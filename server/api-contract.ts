import type { z } from 'zod';
import { adminRoutes } from './features/admin/admin.contract.ts';
import { blogRoutes } from './features/blog/post.contract.ts';
import { captchaChallengeRoute } from './features/captcha/captcha.contract.ts';
import {
  addCommentRoute,
  commentsRoute,
  deleteCommentRoute,
  editCommentRoute,
} from './features/comments/comment.contract.ts';
import { sendContactRoute } from './features/contact/contact.contract.ts';
import { healthRoute, readinessRoute } from './features/health/health.contract.ts';
import { newsletterRoutes } from './features/newsletter/newsletter.contract.ts';
import { newsletterIssueRoutes } from './features/newsletter-issues/newsletter-issues.contract.ts';
import { placesRoute } from './features/places/places.contract.ts';
import {
  aliasCheckRoute,
  getProfileRoute,
  removePhotoRoute,
  updateProfileRoute,
  uploadPhotoRoute,
} from './features/profile/profile.contract.ts';
import { myRatingRoute, rateTripRoute, removeRatingRoute } from './features/ratings/rating.contract.ts';
import { reportCommentRoute, reportTripRoute } from './features/reports/report.contract.ts';
import {
  addSavedTripRoute,
  removeSavedTripRoute,
  savedTripsRoute,
} from './features/saved-trips/saved-trips.contract.ts';
import { searchTripsRoute } from './features/search/search.contract.ts';
import {
  changeEmailRoute,
  changePasswordRoute,
  deleteAccountRoute,
  exportRoute,
  getSettingsRoute,
  updateSettingsRoute,
} from './features/settings/settings.contract.ts';
import { translateRoute } from './features/translate/translate.contract.ts';
import {
  createTripRoute,
  deleteTripRoute,
  draftTripRoute,
  getTripRoute,
  isAuthorRoute,
  myTripsRoute,
  patchTripRoute,
  publishTripRoute,
  saveTripRoute,
  uploadTripImageRoute,
  viewTripRoute,
} from './features/trips/trip.contract.ts';
import {
  featuredTripsRoute,
  relatedTripsRoute,
  tripCountRoute,
  tripOfTheDayRoute,
} from './features/trips/trip-discovery.contract.ts';
import { typesRoute } from './features/types/types.contract.ts';
import { adminRoleRoute, syncEmailVerifiedRoute } from './features/user/user.contract.ts';
import type { ErrorSchema } from './openapi.ts';

/**
 * Every operation of the API (a test holds this list to the routes the app registers). The
 * browser's client (app/lib/api-client.ts) takes its types from here with `import type`, so what
 * it sends and reads is what the OpenAPI document says, with no shape written twice.
 */
export const apiRoutes = [
  healthRoute,
  readinessRoute,
  captchaChallengeRoute,
  ...newsletterRoutes,
  sendContactRoute,
  syncEmailVerifiedRoute,
  adminRoleRoute,
  getProfileRoute,
  updateProfileRoute,
  aliasCheckRoute,
  uploadPhotoRoute,
  removePhotoRoute,
  getSettingsRoute,
  updateSettingsRoute,
  changePasswordRoute,
  changeEmailRoute,
  exportRoute,
  deleteAccountRoute,
  typesRoute,
  searchTripsRoute,
  myTripsRoute,
  savedTripsRoute,
  addSavedTripRoute,
  removeSavedTripRoute,
  relatedTripsRoute,
  featuredTripsRoute,
  tripCountRoute,
  tripOfTheDayRoute,
  createTripRoute,
  getTripRoute,
  saveTripRoute,
  deleteTripRoute,
  uploadTripImageRoute,
  viewTripRoute,
  isAuthorRoute,
  patchTripRoute,
  publishTripRoute,
  draftTripRoute,
  placesRoute,
  translateRoute,
  myRatingRoute,
  rateTripRoute,
  removeRatingRoute,
  commentsRoute,
  addCommentRoute,
  editCommentRoute,
  deleteCommentRoute,
  reportTripRoute,
  reportCommentRoute,
  ...adminRoutes,
  ...blogRoutes,
  ...newsletterIssueRoutes,
] as const;

type AnyRoute = (typeof apiRoutes)[number];

/** Each operation by its name: its method and its path in the document, e.g. `PUT /trip/{id}`. */
type Operations = { [R in AnyRoute as `${Uppercase<R['method']>} ${R['path']}`]: R };
export type ApiOperation = keyof Operations;
type RouteOf<K extends ApiOperation> = Operations[K];

type Part<R, Key extends string> = R extends { request: { [P in Key]: infer S extends z.ZodType } } ? S : never;
type Body<R, Media extends string> = R extends {
  request: { body: { content: { [M in Media]: { schema: infer S extends z.ZodType } } } };
}
  ? S
  : never;
/** A part the route does not take is absent; one whose fields are all optional may be left out. */
type Maybe<Name extends string, S> = [S] extends [never]
  ? { [N in Name]?: never }
  : object extends S
    ? { [N in Name]?: S }
    : { [N in Name]: S };

/** What a call sends: path parameters, query, and a JSON or multipart body, as its route declares them. */
export type ApiInput<K extends ApiOperation> = Maybe<'params', z.input<Part<RouteOf<K>, 'params'>>> &
  Maybe<'query', z.input<Part<RouteOf<K>, 'query'>>> &
  Maybe<'json', z.input<Body<RouteOf<K>, 'application/json'>>> &
  Maybe<'form', [Body<RouteOf<K>, 'multipart/form-data'>] extends [never] ? never : FormData>;

type SuccessStatus = 200 | 201 | 202;
type Answer<D> = D extends { content: { 'application/json': { schema: infer S extends z.ZodType } } }
  ? z.output<S>
  : never;

/** What a call answers when it succeeds: the body of its 2xx response. */
export type ApiAnswer<K extends ApiOperation> = {
  [S in keyof RouteOf<K>['responses'] & SuccessStatus]: Answer<RouteOf<K>['responses'][S]>;
}[keyof RouteOf<K>['responses'] & SuccessStatus];

/** The one error body of every refusal. */
export type ApiError = z.output<typeof ErrorSchema>;
