import { type PageArgs, pageRequest } from '#app/lib/page-request.server.ts';
import { withoutReactUnlessAlert } from '#app/lib/static-page.server.ts';
import { readSearchParams } from '#domain/schemas/search.ts';
import { searchTrips } from '#server/features/search/search.service.ts';
import { featuredTrips } from '#server/features/trips/trip-list.ts';

/**
 * `/search?q=…&duration=…`: the API's search with the page's parameters. A parameter the API would
 * refuse is named on the page and ignored; an empty result brings the featured trips. Served
 * without React (ADR 0018) unless an alert waits, its live search bound by app/entry.static.ts.
 */
export async function searchPageLoader(args: PageArgs) {
  const { url, locale, t, db } = pageRequest(args);
  const { query, refused } = readSearchParams(url.searchParams);
  const result = await searchTrips(db, query, locale);
  return {
    meta: {
      title: t('meta.titleTemplate', {
        page: query.q ? t('trips:search.page.titleWithWords', { q: query.q }) : t('trips:search.page.title'),
      }),
      description: t('trips:search.page.description'),
    },
    query,
    refused: refused.map((field) => t(`trips:search.fields.${field}`)),
    result,
    featured: result.docs.length === 0 ? await featuredTrips(db, locale) : [],
    ...withoutReactUnlessAlert(args.request),
  };
}
