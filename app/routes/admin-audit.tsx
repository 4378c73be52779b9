import { auditLoader } from '#app/features/admin/audit.server.ts';
import { AuditLogPage } from '#app/features/admin/audit-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/admin-audit';

/** `/admin/audit`: the audit log (admins only). */
export const loader = (args: Route.LoaderArgs) => auditLoader(args);

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditLogPage log={loaderData.log} />;
}
