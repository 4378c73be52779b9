import { loadOperatorPage } from '#app/features/static-pages/content.server.ts';
import { OperatorDetails } from '#app/features/static-pages/operator-details.tsx';
import { StaticPage } from '#app/features/static-pages/static-page.tsx';
import { sharedPageCache } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/privacy-policy';

export const loader = (args: Route.LoaderArgs) => loadOperatorPage('privacy', args);

export const meta = pageMeta;

export const headers = sharedPageCache(300);

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPage
      page={loaderData.page}
      extras={{ controller: <OperatorDetails operator={loaderData.operator} settingsNote={loaderData.settingsNote} /> }}
    />
  );
}
