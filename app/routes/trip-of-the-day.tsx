import { tripOfTheDayLoader } from '#app/features/trip-of-the-day/trip-of-the-day.server.ts';
import { TripOfTheDayPage } from '#app/features/trip-of-the-day/trip-of-the-day-page.tsx';
import { sharedPageCache } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/trip-of-the-day';

/** `/tripoftheday`: one published trip a day, the same for everyone. */
export const loader = (args: Route.LoaderArgs) => tripOfTheDayLoader(args);

export const headers = sharedPageCache(30);

export const meta: Route.MetaFunction = pageMeta;

export default function TripOfTheDay({ loaderData }: Route.ComponentProps) {
  return <TripOfTheDayPage trip={loaderData.trip} />;
}
