import { CallToActionPanel } from '#app/features/static-pages/call-to-action.tsx';
import { loadShareInfo } from '#app/features/static-pages/content.server.ts';
import { StaticPage } from '#app/features/static-pages/static-page.tsx';
import { sharedPageCache } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/share-info';

export const loader = (args: Route.LoaderArgs) => loadShareInfo(args);

export const meta = pageMeta;

export const headers = sharedPageCache(300);

export default function ShareInfo({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPage page={loaderData.page}>
      <CallToActionPanel cta={loaderData.cta} to="/register" secondaryTo="/signin" />
    </StaticPage>
  );
}
