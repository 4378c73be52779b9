import { pageNumber } from '#app/lib/page-number.ts';
import { type PageArgs, pageRequest } from '#app/lib/page-request.server.ts';
import { publishedTrips } from '#server/features/trips/trip-list.ts';

/** `/trips?page=N`: a page past the end is an empty list with a way back, not an error. */
export async function tripsListLoader(args: PageArgs) {
  const { url, locale, t, db } = pageRequest(args);
  return {
    meta: {
      title: t('meta.titleTemplate', { page: t('trip-page:meta.listTitle') }),
      description: t('trip-page:meta.listDescription'),
    },
    list: await publishedTrips(db, pageNumber(url), locale),
  };
}
