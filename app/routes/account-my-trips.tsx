import { myTripsAction, myTripsLoader } from '#app/features/my-trips/my-trips.server.ts';
import { MyTripsPage } from '#app/features/my-trips/my-trips-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/account-my-trips';

/** `/account/my-trips`: full sign-in (spec 6). */
export const loader = (args: Route.LoaderArgs) => myTripsLoader(args);

/** Publish, move to draft or delete one trip; the form's `trip` says which. */
export const action = (args: Route.ActionArgs) => myTripsAction(args);

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function AccountMyTrips({ loaderData, actionData }: Route.ComponentProps) {
  return <MyTripsPage list={loaderData.list} result={actionData instanceof Response ? undefined : actionData} />;
}
