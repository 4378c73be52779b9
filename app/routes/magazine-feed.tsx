import { magazineFeedLoader } from '#app/features/magazine/magazine-feed.server.tsx';
import type { Route } from './+types/magazine-feed';

/** The magazine's RSS feeds, all posts or one category's, in the address's language. */
export const loader = (args: Route.LoaderArgs) => magazineFeedLoader(args);
