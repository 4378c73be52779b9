import { reportsAction, reportsLoader } from '#app/features/admin/reports.server.ts';
import { ReportsPage } from '#app/features/admin/reports-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/admin-reports';

/** `/admin/reports`: the moderation queue (admins only). */
export const loader = (args: Route.LoaderArgs) => reportsLoader(args);

export const action = (args: Route.ActionArgs) => reportsAction(args);

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function AdminReports({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ReportsPage
      queue={loaderData.queue}
      state={loaderData.state}
      result={actionData instanceof Response ? undefined : actionData}
    />
  );
}
