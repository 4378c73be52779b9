import { adminHomeLoader } from '#app/features/admin/admin-layout.server.ts';
import type { Route } from './+types/admin';

/** `/admin` opens the moderation queue; for a magazine editor, the posts. */
export const loader = (args: Route.LoaderArgs) => adminHomeLoader(args);
