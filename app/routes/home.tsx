import { HomePage } from '#app/features/home/home-page.tsx';
import { loadHome } from '#app/features/static-pages/content.server.ts';
import { sharedPageCache } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/home';

export const loader = (args: Route.LoaderArgs) => loadHome(args);

export const meta = pageMeta;

export const headers = sharedPageCache(60);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData.content} />;
}
