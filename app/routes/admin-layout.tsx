import { Outlet } from 'react-router';
import { adminLayoutLoader } from '#app/features/admin/admin-layout.server.ts';
import { AdminSidebar } from '#app/features/admin/admin-sidebar.tsx';
import { SecondFactorNotice } from '#app/features/admin/second-factor-notice.tsx';
import type { Route } from './+types/admin-layout';

/** `/admin/*`: the sidebar beside the section. */
export const loader = (args: Route.LoaderArgs) => adminLayoutLoader(args);

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row">
      <AdminSidebar admin={loaderData.admin} />
      <div className="min-w-0 flex-1">
        {loaderData.secondFactorDueAt && <SecondFactorNotice dueAt={loaderData.secondFactorDueAt} />}
        <Outlet />
      </div>
    </div>
  );
}
