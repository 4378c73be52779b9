import { OwnProfilePage } from '#app/features/profile/own-profile-page.tsx';
import { profileLoader } from '#app/features/profile/profile.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/account-profile';

/** `/account/profile`: full sign-in (spec 4). */
export const loader = (args: Route.LoaderArgs) => profileLoader(args);

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function AccountProfile({ loaderData }: Route.ComponentProps) {
  return <OwnProfilePage profile={loaderData.profile} visited={loaderData.visited} publicUrl={loaderData.publicUrl} />;
}
