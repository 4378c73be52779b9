import { data, type RouterContextProvider, redirect } from 'react-router';
import { cookieHeaders, flashCookie } from '#app/lib/auth-responses.server.ts';
import { refusedAsStatus } from '#app/lib/core-refusal.server.ts';
import { readForm } from '#app/lib/form.server.ts';
import { requireVerifiedUser } from '#app/lib/guards.server.ts';
import { withoutReact } from '#app/lib/static-page.server.ts';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { sessionUser } from '#server/auth/session.ts';
import { AppError } from '#server/errors.ts';
import { presentTrip } from '#server/features/trips/trip.presenter.ts';
import { changeStatus, deleteTrip, readTrip } from '#server/features/trips/trip.service.ts';
import { requestContext } from '#server/request-context.ts';
import { tripMeta } from './trip-meta.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { key?: string } };

const depsOf = (context: Args['context']) => {
  const { database, storage, env } = context.get(requestContext);
  return { db: database.db, storage, env };
};

/** `/trips/{id}` and `/trips/{slug}`: the trip in the page's language, or in its own with a notice. */
export async function tripPageLoader({ request, context, params }: Args) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { auth, publicEnv } = context.get(requestContext);
  const viewer = await sessionUser(auth, request.headers);
  const { record, isAuthor } = await refusedAsStatus(readTrip(depsOf(context), viewer, { key: params.key ?? '' }));
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

export type TripActionResult = { intent: string; error?: string; missing?: string[] };

/** The author's buttons: publish, move to draft, delete (after the page asked for confirmation). */
export async function tripPageAction(args: Args): Promise<TripActionResult | Response> {
  const { request, context, params } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const user = await requireVerifiedUser(args);
  const lookup = { key: params.key ?? '' };
  const intent = String((await readForm(request)).get('intent') ?? '');
  if (intent === 'delete') {
    await refusedAsStatus(deleteTrip(depsOf(context), user, lookup));
    const secure = context.get(requestContext).env.PUBLIC_URL.startsWith('https://');
    const headers = cookieHeaders([flashCookie({ variant: 'success', key: 'trip-page:author.deleted' }, secure)]);
    return redirect(localizePath('/trips', locale), { headers });
  }
  if (intent !== 'publish' && intent !== 'draft') throw data(null, { status: 400 });
  const status = intent === 'publish' ? 'published' : 'draft';
  const changed = changeStatus(depsOf(context), user, lookup, status, locale).then(
    () => ({ intent }),
    (error: unknown) => {
      if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') throw error;
      const message = getT(locale)('trips:publish.notComplete');
      return { intent, error: message, missing: error.fields?.map((f) => f.message) ?? [] };
    },
  );
  return refusedAsStatus(changed);
}
