import { type RouterContextProvider, redirect } from 'react-router';
import { requireEditor } from '#app/lib/guards.server.ts';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import { secondFactorDuty } from '#server/auth/second-factor-duty.ts';
import { isAdmin } from '#server/policies/user.ts';
import { requestContext } from '#server/request-context.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * Every admin page: anyone but an admin or a magazine editor is sent to /not-found (spec 6); each
 * page checks again who may see it. An editor's sidebar has the magazine only. While a required
 * second factor is not on yet, every page says by when (ADR 0086).
 */
export async function adminLayoutLoader(args: Args) {
  const user = await requireEditor(args);
  const { env, database } = args.context.get(requestContext);
  const duty = await secondFactorDuty(database.db, env, user.id);
  return { admin: isAdmin(user, env), secondFactorDueAt: duty.state === 'grace' ? duty.dueAt : null };
}

/** `/admin`: the moderation queue; for a magazine editor, the posts. */
export async function adminHomeLoader(args: Args) {
  const { admin } = await adminLayoutLoader(args);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  return redirect(localizePath(admin ? '/admin/reports' : '/admin/posts', locale));
}
