import { loadOperatorPage } from '#app/features/static-pages/content.server.ts';
import { OperatorDetails } from '#app/features/static-pages/operator-details.tsx';
import { StaticPage } from '#app/features/static-pages/static-page.tsx';
import { sharedPageCache } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/imprint';

export const loader = (args: Route.LoaderArgs) => loadOperatorPage('imprint', args);

export const meta = pageMeta;

export const headers = sharedPageCache(300);

export default function Imprint({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPage
      page={loaderData.page}
      extras={{ provider: <OperatorDetails operator={loaderData.operator} settingsNote={loaderData.settingsNote} /> }}
    />
  );
}
