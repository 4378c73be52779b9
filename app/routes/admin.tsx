import { redirect } from 'react-router';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import type { Route } from './+types/admin';

/** `/admin` opens the moderation queue. */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return redirect(localizePath('/admin/reports', localeFromPath(new URL(args.request.url).pathname)));
}
