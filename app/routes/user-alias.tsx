import { publicProfileLoader } from '#app/features/profile/profile.server.ts';
import { ProfileTrips } from '#app/features/profile/profile-trips.tsx';
import { ProfileView, pageClass } from '#app/features/profile/profile-view.tsx';
import { sharedPageCache } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/user-alias';

/** `/{alias}`: a vanity link to a public profile; unknown aliases are the 404 page. */
export const loader = (args: Route.LoaderArgs) => publicProfileLoader(args);

export const meta: Route.MetaFunction = pageMeta;

export const headers = sharedPageCache(60);

export default function UserAlias({ loaderData }: Route.ComponentProps) {
  return (
    <div className={pageClass}>
      <ProfileView profile={loaderData.profile} visited={loaderData.visited} />
      <ProfileTrips trips={loaderData.trips} path={`/${loaderData.profile.alias}`} />
    </div>
  );
}
