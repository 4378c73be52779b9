import { newsletterEditorAction, newsletterEditorLoader } from '#app/features/admin/newsletter.server.ts';
import { NewsletterEditorPage } from '#app/features/admin/newsletter-editor-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/admin-newsletter-editor';

/** `/admin/newsletter/new` and `/admin/newsletter/{id}/edit`: an issue's form (admins only). */
export const loader = (args: Route.LoaderArgs) => newsletterEditorLoader(args);

export const action = (args: Route.ActionArgs) => newsletterEditorAction(args);

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function AdminNewsletterEditor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterEditorPage
      key={loaderData.issue?._id ?? 'new'}
      data={loaderData}
      refused={actionData && 'error' in actionData ? actionData : undefined}
    />
  );
}
