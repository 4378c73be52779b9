import type { RouterContextProvider } from 'react-router';
import { readForm } from '#app/lib/form.server.ts';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { memberAction } from '#app/lib/member-action.server.ts';
import { pageNumber } from '#app/lib/page-number.ts';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import { moderationSchema, targetParamsSchema } from '#domain/schemas/admin.ts';
import { getT } from '#locales/i18n.ts';
import { moderate, reportQueue } from '#server/features/admin/moderation.service.ts';
import { requestContext } from '#server/request-context.ts';

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
export async function reportsAction(args: Args) {
  const user = await requireAdmin(args);
  const form = await readForm(args.request);
  const url = new URL(args.request.url);
  const locale = localeFromPath(url.pathname);
  const target = targetParamsSchema.safeParse({ kind: form.get('kind'), id: form.get('id') });
  const input = moderationSchema.safeParse({ action: form.get('intent'), note: String(form.get('note') ?? '') });
  if (!target.success || !input.success) throw new Response('Bad request', { status: 400 });
  const admin = { userId: user.id, name: user.displayName, locale };
  return memberAction({
    ...args,
    user,
    locale,
    back: localizePath(`/admin/reports${url.search}`, locale),
    run: (db) => moderate(db, admin, target.data, input.data),
    done: `admin:reports.done.${input.data.action}`,
    onRefused: ({ message }): ModerationResult => ({ target: target.data.id, note: input.data.note, message }),
  });
}
