import { HomePage } from '#app/features/home/home-page.tsx';
import { loadHomeTrips } from '#app/features/home/home-trips.server.ts';
import { LatestPosts } from '#app/features/magazine/latest-posts.tsx';
import { latestPostsLoader } from '#app/features/magazine/magazine.server.ts';
import { loadHome } from '#app/features/static-pages/content.server.ts';
import { sharedPageCache } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { withoutReactUnlessAlert } from '#app/lib/static-page.server.ts';
import type { Route } from './+types/home';

/**
 * Served without React (ADR 0018): links, a scrolling row and two buttons need no more. An alert
 * left for this page (after deleting the account) needs React to show, so that visit gets it.
 */
export const loader = async (args: Route.LoaderArgs) => ({
  ...withoutReactUnlessAlert(args.request),
  ...loadHome(args),
  trips: await loadHomeTrips(args),
  posts: await latestPostsLoader(args),
});

export const meta = pageMeta;

export const headers = sharedPageCache(60);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HomePage
      content={loaderData.content}
      trips={loaderData.trips}
      magazine={<LatestPosts posts={loaderData.posts} />}
    />
  );
}
