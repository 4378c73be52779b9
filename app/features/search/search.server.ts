import { type PageArgs, pageRequest } from '#app/lib/page-request.server.ts';
import { withoutReactUnlessAlert } from '#app/lib/static-page.server.ts';
import { readerCurrencyOf } from '#domain/exchange-rates.ts';
import { readSearchParams } from '#domain/schemas/search.ts';
import { searchTrips } from '#server/features/search/search.service.ts';
import { featuredTrips } from '#server/features/trips/trip-list.ts';
import { requestContext } from '#server/request-context.ts';
import { searchViewOf } from './search-view.ts';

/**
 * `/search?q=…&duration=…`: the API's search with the page's parameters. A parameter the API would
 * refuse is named on the page and ignored; an empty result brings the featured trips. Served
 * without React (ADR 0018) unless an alert waits, its live search bound by app/entry.static.ts.
 */
export async function searchPageLoader(args: PageArgs) {
  const { url, locale, t, db } = pageRequest(args);
  const { query, refused } = readSearchParams(url.searchParams);
  // A cost without a currency is in the reader's (ADR 0081): the page cache keeps the page per currency.
  const currency = readerCurrencyOf(args.request.headers.get('cookie'), locale);
  const result = await searchTrips(db, query, locale, currency);
  return {
    meta: {
      title: t('meta.titleTemplate', {
        page: query.q ? t('trips:search.page.titleWithWords', { q: query.q }) : t('trips:search.page.title'),
      }),
      description: t('trips:search.page.description'),
    },
    query,
    currency,
    refused: refused.map((field) => t(`trips:search.fields.${field}`)),
    result,
    featured: result.docs.length === 0 ? await featuredTrips(db, locale) : [],
    // The map's points come from the API when it is shown (search-map.tsx, ADR 0083).
    view: searchViewOf(url.searchParams),
    mapTileUrl: args.context.get(requestContext).publicEnv.mapTileUrl,
    ...withoutReactUnlessAlert(args.request),
  };
}
