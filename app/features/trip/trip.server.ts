import type { RouterContextProvider } from 'react-router';
import { refusedAsStatus } from '#app/lib/core-refusal.server.ts';
import { readForm } from '#app/lib/form.server.ts';
import { requireVerifiedUser } from '#app/lib/guards.server.ts';
import { withoutReact } from '#app/lib/static-page.server.ts';
import { type TripActionResult, tripAuthorAction, tripDeps } from '#app/lib/trip-author-action.server.ts';
import { localeFromPath } from '#domain/locale.ts';
import { sessionUser } from '#server/auth/session.ts';
import { presentTrip } from '#server/features/trips/trip.presenter.ts';
import { readTrip } from '#server/features/trips/trip.service.ts';
import { requestContext } from '#server/request-context.ts';
import { tripMeta } from './trip-meta.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { key?: string } };

/** `/trips/{id}` and `/trips/{slug}`: the trip in the page's language, or in its own with a notice. */
export async function tripPageLoader({ request, context, params }: Args) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { auth, publicEnv } = context.get(requestContext);
  const viewer = await sessionUser(auth, request.headers);
  const { record, isAuthor } = await refusedAsStatus(readTrip(tripDeps(context), viewer, { key: params.key ?? '' }));
  const trip = presentTrip(record, locale);
  return {
    // Readers get the page without React; the author keeps it for the publishing buttons.
    ...(isAuthor ? {} : withoutReact()),
    trip,
    isAuthor,
    canonicalPath: `/trips/${record.slug}`,
    mapTileUrl: publicEnv.mapTileUrl,
    meta: tripMeta(trip, locale, publicEnv.publicUrl),
  };
}

/** The author's buttons on the page; after deleting, the trip list. */
export async function tripPageAction(args: Args): Promise<TripActionResult | Response> {
  const { request, context, params } = args;
  const user = await requireVerifiedUser(args);
  const intent = String((await readForm(request)).get('intent') ?? '');
  const locale = localeFromPath(new URL(request.url).pathname);
  return tripAuthorAction({ context, locale, user, intent, key: params.key ?? '', afterDelete: '/trips' });
}
