import type { RouterContextProvider } from 'react-router';
import { readForm } from '#app/lib/form.server.ts';
import { requireVerifiedUser } from '#app/lib/guards.server.ts';
import { pageNumber } from '#app/lib/page-number.ts';
import { tripAuthorAction } from '#app/lib/trip-author-action.server.ts';
import { localeFromPath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { myTrips } from '#server/features/trips/trip-list.ts';
import { requestContext } from '#server/request-context.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** `/account/my-trips?page=N`: the author's drafts and published trips, newest change first. */
export async function myTripsLoader(args: Args) {
  const user = await requireVerifiedUser(args);
  const url = new URL(args.request.url);
  const t = getT(localeFromPath(url.pathname));
  return {
    meta: {
      title: t('meta.titleTemplate', { page: t('trip-page:mine.meta.title') }),
      description: t('trip-page:mine.meta.description'),
    },
    list: await myTrips(args.context.get(requestContext).database.db, user.id, pageNumber(url)),
  };
}

/** One trip's buttons in the list: the form names the trip; deleting comes back to the same page. */
export async function myTripsAction(args: Args) {
  const user = await requireVerifiedUser(args);
  const form = await readForm(args.request);
  const url = new URL(args.request.url);
  return tripAuthorAction({
    context: args.context,
    locale: localeFromPath(url.pathname),
    user,
    intent: String(form.get('intent') ?? ''),
    key: String(form.get('trip') ?? ''),
    afterDelete: `/account/my-trips${url.search}`,
  });
}
