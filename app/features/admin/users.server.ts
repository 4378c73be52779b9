import type { RouterContextProvider } from 'react-router';
import { formText } from '#app/lib/form.server.ts';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { pageNumber } from '#app/lib/page-number.ts';
import { localeFromPath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { adminUsers, blockMember, setRole, unblockMember } from '#server/features/admin/users.service.ts';
import { requestContext } from '#server/request-context.ts';
import { adminAction } from './admin-action.server.ts';

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

/** Change a member's role, block or unblock; back to the same list with a notice. */
export function adminUsersAction(args: Args) {
  const { env } = args.context.get(requestContext);
  return adminAction(
    args,
    'users',
    (admin, form) => ({
      'make-admin': (db) => setRole(db, env, admin, formText(form, 'user'), 'admin'),
      'remove-admin': (db) => setRole(db, env, admin, formText(form, 'user'), 'user'),
      'make-editor': (db) => setRole(db, env, admin, formText(form, 'user'), 'editor'),
      'remove-editor': (db) => setRole(db, env, admin, formText(form, 'user'), 'user'),
      block: (db) => blockMember(db, env, admin, formText(form, 'user'), formText(form, 'reason')),
      unblock: (db) => unblockMember(db, admin, formText(form, 'user')),
    }),
    (form, { message }): BlockResult => ({ user: formText(form, 'user'), reason: formText(form, 'reason'), message }),
  );
}
