import { adminTripsAction, adminTripsLoader } from '#app/features/admin/trips.server.ts';
import { AdminTripsPage } from '#app/features/admin/trips-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/admin-trips';

/** `/admin/trips`: feature trips and pin the trip of the day (admins only). */
export const loader = (args: Route.LoaderArgs) => adminTripsLoader(args);

export const action = (args: Route.ActionArgs) => adminTripsAction(args);

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function AdminTrips({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminTripsPage
      list={loaderData.list}
      q={loaderData.q}
      result={actionData instanceof Response ? undefined : actionData}
    />
  );
}
