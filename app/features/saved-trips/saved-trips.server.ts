import type { RouterContextProvider } from 'react-router';
import { readForm } from '#app/lib/form.server.ts';
import { requireVerifiedUser } from '#app/lib/guards.server.ts';
import { memberAction } from '#app/lib/member-action.server.ts';
import { pageNumber } from '#app/lib/page-number.ts';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { removeSavedTrip, savedTrips } from '#server/features/saved-trips/saved-trips.service.ts';
import { requestContext } from '#server/request-context.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** `/account/saved-trips?page=N`: the member's saved trips, newest saved first (spec 2). */
export async function savedTripsLoader(args: Args) {
  const user = await requireVerifiedUser(args);
  const url = new URL(args.request.url);
  const locale = localeFromPath(url.pathname);
  const t = getT(locale);
  return {
    meta: {
      title: t('meta.titleTemplate', { page: t('trip-page:saved.meta.title') }),
      description: t('trip-page:saved.meta.description'),
    },
    list: await savedTrips(args.context.get(requestContext).database.db, user.id, pageNumber(url), locale),
  };
}

/** A card's Remove button: back to the same page of the list with a notice. */
export async function savedTripsAction(args: Args) {
  const user = await requireVerifiedUser(args);
  const form = await readForm(args.request);
  const url = new URL(args.request.url);
  const locale = localeFromPath(url.pathname);
  const page = pageNumber(url);
  const tripId = String(form.get('trip') ?? '');
  return memberAction({
    ...args,
    user,
    locale,
    back: localizePath(`/account/saved-trips${page > 1 ? `?page=${page}` : ''}`, locale),
    run: (db, member) => removeSavedTrip(db, member, tripId),
    done: 'trip-page:save.removed',
    tooOften: 'trip-page:save.tooOften',
  });
}
