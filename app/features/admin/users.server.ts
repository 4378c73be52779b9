import type { RouterContextProvider } from 'react-router';
import { readForm } from '#app/lib/form.server.ts';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { memberAction } from '#app/lib/member-action.server.ts';
import { pageNumber } from '#app/lib/page-number.ts';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import type { Db } from '#server/db/client.ts';
import { adminUsers, blockMember, setRole, unblockMember } from '#server/features/admin/users.service.ts';
import { requestContext } from '#server/request-context.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** A refused block: whose form, the reason typed and why. */
export type BlockResult = { user: string; reason: string; message: string };

/** `/admin/users?q&page`: members with the admin's buttons. */
export async function adminUsersLoader(args: Args) {
  await requireAdmin(args);
  const url = new URL(args.request.url);
  const t = getT(localeFromPath(url.pathname));
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const { database, env } = args.context.get(requestContext);
  return {
    meta: { title: t('meta.titleTemplate', { page: t('admin:users.title') }), description: t('admin:users.intro') },
    q,
    list: await adminUsers(database.db, env, q, pageNumber(url)),
  };
}

/** Make admin, remove admin, block or unblock; back to the same list with a notice. */
export async function adminUsersAction(args: Args) {
  const user = await requireAdmin(args);
  const form = await readForm(args.request);
  const url = new URL(args.request.url);
  const locale = localeFromPath(url.pathname);
  const { env } = args.context.get(requestContext);
  const admin = { userId: user.id, name: user.displayName, locale };
  const intent = String(form.get('intent') ?? '');
  const target = String(form.get('user') ?? '');
  const reason = String(form.get('reason') ?? '');
  const actions: Record<string, (db: Db) => Promise<void>> = {
    'make-admin': (db) => setRole(db, env, admin, target, 'admin'),
    'remove-admin': (db) => setRole(db, env, admin, target, 'user'),
    block: (db) => blockMember(db, env, admin, target, reason),
    unblock: (db) => unblockMember(db, admin, target),
  };
  const run = Object.hasOwn(actions, intent) ? actions[intent] : undefined;
  if (!run) throw new Response('Bad request', { status: 400 });
  return memberAction({
    ...args,
    user,
    locale,
    back: localizePath(`/admin/users${url.search}`, locale),
    run,
    done: `admin:users.done.${intent}`,
    onRefused: ({ message }): BlockResult => ({ user: target, reason, message }),
  });
}
