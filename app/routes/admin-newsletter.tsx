import { adminNewsletterAction, adminNewsletterLoader } from '#app/features/admin/newsletter.server.ts';
import { AdminNewsletterPage } from '#app/features/admin/newsletter-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/admin-newsletter';

/** `/admin/newsletter`: the newsletter's issues and their sending (admins only). */
export const loader = (args: Route.LoaderArgs) => adminNewsletterLoader(args);

export const action = (args: Route.ActionArgs) => adminNewsletterAction(args);

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  return <AdminNewsletterPage list={loaderData.list} />;
}
