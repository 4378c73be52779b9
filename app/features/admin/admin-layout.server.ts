import type { RouterContextProvider } from 'react-router';
import { requireAdmin } from '#app/lib/guards.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** Every admin page: anyone but an admin is sent to /not-found (spec 6); the pages check again. */
export async function adminLayoutLoader(args: Args) {
  await requireAdmin(args);
  return null;
}
