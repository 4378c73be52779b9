import { adminUsersAction, adminUsersLoader } from '#app/features/admin/users.server.ts';
import { AdminUsersPage } from '#app/features/admin/users-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/admin-users';

/** `/admin/users`: make admins and block members (admins only). */
export const loader = (args: Route.LoaderArgs) => adminUsersLoader(args);

export const action = (args: Route.ActionArgs) => adminUsersAction(args);

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminUsersPage
      list={loaderData.list}
      q={loaderData.q}
      result={actionData instanceof Response ? undefined : actionData}
    />
  );
}
