import { tripsListLoader } from '#app/features/trips-list/trips-list.server.ts';
import { TripsListPage } from '#app/features/trips-list/trips-list-page.tsx';
import { sharedPageCache } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/trips';

/** `/trips`: published trips, newest first. */
export const loader = (args: Route.LoaderArgs) => tripsListLoader(args);

export const headers = sharedPageCache(30);

export const meta: Route.MetaFunction = pageMeta;

export default function Trips({ loaderData }: Route.ComponentProps) {
  return <TripsListPage list={loaderData.list} />;
}
