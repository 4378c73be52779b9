import { loadStaticPage } from '#app/features/static-pages/content.server.ts';
import { StaticPage } from '#app/features/static-pages/static-page.tsx';
import { sharedPageCache } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/terms-of-use';

export const loader = (args: Route.LoaderArgs) => loadStaticPage('terms', args);

export const meta = pageMeta;

export const headers = sharedPageCache(300);

export default function TermsOfUse({ loaderData }: Route.ComponentProps) {
  return <StaticPage page={loaderData.page} />;
}
