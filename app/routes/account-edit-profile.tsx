import { EditProfilePage } from '#app/features/profile/edit-profile-page.tsx';
import { editProfileAction, editProfileLoader } from '#app/features/profile/profile.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/account-edit-profile';

/** `/account/edit-profile`: full sign-in (spec 4). */
export const loader = (args: Route.LoaderArgs) => editProfileLoader(args);

/** Saves the whole profile, then back to `/account/profile` with a success alert. */
export const action = (args: Route.ActionArgs) => editProfileAction(args);

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function AccountEditProfile({ loaderData, actionData }: Route.ComponentProps) {
  return <EditProfilePage profile={loaderData.profile} publicUrl={loaderData.publicUrl} result={actionData} />;
}
