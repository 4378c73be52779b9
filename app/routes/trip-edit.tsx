import { editTripLoader } from '#app/features/trip-wizard/wizard.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/trip-edit';

/** `/trips/{id}/edit`: the trip wizard on a trip of the author's (anyone else: /not-found). */
export const loader = (args: Route.LoaderArgs) => editTripLoader(args);

export { shouldRevalidate } from '#app/features/trip-wizard/wizard-page.tsx';

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

// The wizard itself lives in the parent route (trip-wizard-layout.tsx), which reads this page's data.
export default function TripEdit() {
  return null;
}
