import type { RouterContextProvider } from 'react-router';
import { readForm } from '#app/lib/form.server.ts';
import { requireVerifiedUser } from '#app/lib/guards.server.ts';
import { memberAction } from '#app/lib/member-action.server.ts';
import { pageNumber } from '#app/lib/page-number.ts';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import { safeRelay } from '#domain/schemas/account.ts';
import { getT } from '#locales/i18n.ts';
import { addSavedTrip, removeSavedTrip, savedTrips } from '#server/features/saved-trips/saved-trips.service.ts';
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

/**
 * Save or remove a trip: the Save button of any card (back to the page it was on, `back`) and the
 * Remove button of this list (back to the same page of it), with a notice.
 */
export async function savedTripsAction(args: Args) {
  const user = await requireVerifiedUser(args);
  const form = await readForm(args.request);
  const url = new URL(args.request.url);
  const locale = localeFromPath(url.pathname);
  const page = pageNumber(url);
  // A card inside another form (the search page's) names its fields in the address it posts to.
  const field = (name: string) => form.get(name) ?? url.searchParams.get(name);
  const tripId = String(field('trip') ?? '');
  const saving = field('intent') === 'save';
  const back =
    field('back') !== null
      ? safeRelay(String(field('back')))
      : localizePath(`/account/saved-trips${page > 1 ? `?page=${page}` : ''}`, locale);
  return memberAction({
    ...args,
    user,
    locale,
    back,
    run: (db, member) => (saving ? addSavedTrip(db, member, tripId) : removeSavedTrip(db, member, tripId)),
    done: saving ? 'trip-page:save.added' : 'trip-page:save.removed',
    tooOften: 'trip-page:save.tooOften',
  });
}
