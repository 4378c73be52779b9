import { data, type RouterContextProvider, redirect } from 'react-router';
import { cookieHeaders, flashCookie } from '#app/lib/auth-responses.server.ts';
import { readForm } from '#app/lib/form.server.ts';
import { requireVerifiedUser } from '#app/lib/guards.server.ts';
import { withoutReact } from '#app/lib/static-page.server.ts';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { sessionUser } from '#server/auth/session.ts';
import { AppError } from '#server/errors.ts';
import { presentTrip } from '#server/features/trips/trip.presenter.ts';
import { deleteTrip, publishTrip, setStatus } from '#server/features/trips/trip.service.ts';
import { findTripByKey } from '#server/features/trips/trip-record.ts';
import { canRead, isAuthor } from '#server/policies/trip.ts';
import { requestContext } from '#server/request-context.ts';
import { tripMeta } from './trip-meta.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { key?: string } };

const notFound = () => data(null, { status: 404 });

/** `/trips/{id}` and `/trips/{slug}`: the trip in the page's language, or in its own with a notice. */
export async function tripPageLoader({ request, context, params }: Args) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { database, auth, env, publicEnv } = context.get(requestContext);
  const record = await findTripByKey(database.db, params.key ?? '');
  const user = await sessionUser(auth, request.headers);
  if (!record || !canRead(user, record, env)) throw notFound();
  const trip = presentTrip(record, locale);
  const author = isAuthor(user, record);
  return {
    // Readers get the page without React; the author keeps it for the publishing buttons.
    ...(author ? {} : withoutReact()),
    trip,
    isAuthor: author,
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
  const { database, env, storage } = context.get(requestContext);
  const record = await findTripByKey(database.db, params.key ?? '');
  if (!record || !canRead(user, record, env)) throw notFound();
  if (!isAuthor(user, record)) throw data(null, { status: 403 });
  const intent = String((await readForm(request)).get('intent') ?? '');
  const t = getT(locale);
  if (intent === 'delete') {
    await deleteTrip({ db: database.db, storage }, record);
    const secure = env.PUBLIC_URL.startsWith('https://');
    const headers = cookieHeaders([flashCookie({ variant: 'success', key: 'trip-page:author.deleted' }, secure)]);
    return redirect(localizePath('/trips', locale), { headers });
  }
  if (intent === 'draft') {
    await setStatus(database.db, record, 'draft');
    return { intent };
  }
  if (intent !== 'publish') throw data(null, { status: 400 });
  try {
    await publishTrip(database.db, record, locale);
    return { intent };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') throw error;
    return { intent, error: t('trips:publish.notComplete'), missing: error.fields?.map((f) => f.message) ?? [] };
  }
}
