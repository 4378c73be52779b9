import type { RouterContextProvider } from 'react-router';
import { pageNumber } from '#app/lib/page-number.ts';
import { localeFromPath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { publishedTrips } from '#server/features/trips/trip-list.ts';
import { requestContext } from '#server/request-context.ts';

/** `/trips?page=N`: a page past the end is an empty list with a way back, not an error. */
export async function tripsListLoader({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = getT(locale);
  return {
    meta: {
      title: t('meta.titleTemplate', { page: t('trip-page:meta.listTitle') }),
      description: t('trip-page:meta.listDescription'),
    },
    list: await publishedTrips(context.get(requestContext).database.db, pageNumber(url), locale),
  };
}
