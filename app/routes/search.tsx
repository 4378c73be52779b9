import { searchPageLoader } from '#app/features/search/search.server.ts';
import { SearchPage } from '#app/features/search/search-page.tsx';
import { sharedPageCacheByCurrency } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/search';

/** `/search`: trips by words and filters, the state in the address. */
export const loader = (args: Route.LoaderArgs) => searchPageLoader(args);

export const headers = sharedPageCacheByCurrency(30);

export const meta: Route.MetaFunction = pageMeta;

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...loaderData} />;
}
