import { createTripLoader } from '#app/features/trip-wizard/wizard.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/trip-create';

/** `/trips/create`: a new trip in the trip wizard (verified users). */
export const loader = (args: Route.LoaderArgs) => createTripLoader(args);

export { shouldRevalidate } from '#app/features/trip-wizard/wizard-page.tsx';

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

// The wizard itself lives in the parent route (trip-wizard-layout.tsx), which reads this page's data.
export default function TripCreate() {
  return null;
}
