import { KeepSavedTrips } from '#app/features/offline/keep-saved-trips.tsx';
import { savedTripsAction, savedTripsLoader } from '#app/features/saved-trips/saved-trips.server.ts';
import { SavedTripsPage } from '#app/features/saved-trips/saved-trips-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/account-saved-trips';

/** `/account/saved-trips`: full sign-in (spec 6). */
export const loader = (args: Route.LoaderArgs) => savedTripsLoader(args);

/** Remove one trip; the form's `trip` says which. */
export const action = (args: Route.ActionArgs) => savedTripsAction(args);

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function AccountSavedTrips({ loaderData }: Route.ComponentProps) {
  return <SavedTripsPage list={loaderData.list} action={<KeepSavedTrips />} />;
}
