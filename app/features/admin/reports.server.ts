import type { RouterContextProvider } from 'react-router';
import { formText } from '#app/lib/form.server.ts';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { pageNumber } from '#app/lib/page-number.ts';
import { localeFromPath } from '#domain/locale.ts';
import { type Moderation, targetParamsSchema } from '#domain/schemas/admin.ts';
import { getT } from '#locales/i18n.ts';
import type { Db } from '#server/db/client.ts';
import { moderate, reportQueue } from '#server/features/admin/moderation.service.ts';
import { requestContext } from '#server/request-context.ts';
import { adminAction } from './admin-action.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** A refused moderation: which target's form, what was typed and why. */
export type ModerationResult = { target: string; note: string; message: string };

const stateOf = (url: URL): 'open' | 'hidden' => (url.searchParams.get('state') === 'hidden' ? 'hidden' : 'open');

/** `/admin/reports?state=open|hidden&page=N`: the moderation queue. */
export async function reportsLoader(args: Args) {
  await requireAdmin(args);
  const url = new URL(args.request.url);
  const t = getT(localeFromPath(url.pathname));
  const state = stateOf(url);
  return {
    meta: { title: t('meta.titleTemplate', { page: t('admin:reports.title') }), description: t('admin:reports.intro') },
    state,
    queue: await reportQueue(args.context.get(requestContext).database.db, state, pageNumber(url)),
  };
}

/** Hide, restore or dismiss one target; back to the same page of the queue with a notice. */
export function reportsAction(args: Args) {
  return adminAction(
    args,
    'reports',
    (admin, form) => {
      const target = targetParamsSchema.safeParse({ kind: form.get('kind'), id: form.get('id') });
      if (!target.success) throw new Response('Bad request', { status: 400 });
      const decide = (action: Moderation['action']) => (db: Db) =>
        moderate(db, admin, target.data, { action, note: formText(form, 'note') });
      return { hide: decide('hide'), restore: decide('restore'), dismiss: decide('dismiss') };
    },
    (form, { message }): ModerationResult => ({ target: formText(form, 'id'), note: formText(form, 'note'), message }),
  );
}
