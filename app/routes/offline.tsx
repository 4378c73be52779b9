import { offlineLoader } from '#app/features/offline/offline-page.server.ts';
import { OfflinePage } from '#app/features/offline/offline-page.tsx';
import { sharedPageCache } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/offline';

export const loader = (args: Route.LoaderArgs) => offlineLoader(args);

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export const headers = sharedPageCache(300);

export default function Offline() {
  return <OfflinePage />;
}
