import { blogIndexLoader } from '#app/features/magazine/magazine.server.ts';
import type { Route } from './+types/blog-index';

/** `/blog` without a slug goes to the magazine. */
export const loader = (args: Route.LoaderArgs) => blogIndexLoader(args);
