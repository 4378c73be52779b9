import type { RouterContextProvider } from 'react-router';
import { readForm } from '#app/lib/form.server.ts';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { memberAction } from '#app/lib/member-action.server.ts';
import { type Locale, localeFromPath, localizePath } from '#domain/locale.ts';
import type { SessionUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import type { FieldError } from '#server/errors.ts';
import type { Admin } from '#server/features/admin/audit.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What an admin page's buttons may do, by `intent`, each with the admin acting and the form. */
type Intents = Record<string, (db: Db) => Promise<void>>;

/**
 * A button of an admin page: only an admin (or whom `guard` lets in) may press it; its `intent` picks the service function,
 * and the page comes back with the `admin:{section}.done.{intent}` notice, or, refused, with
 * `onRefused`'s data so the field shows why and keeps what was typed.
 */
export async function adminAction<R>(
  args: Args,
  section: string,
  intents: (admin: Admin & { locale: Locale }, form: FormData) => Intents,
  onRefused: (form: FormData, field: FieldError) => R,
  guard: (args: Args) => Promise<SessionUser> = requireAdmin,
) {
  const user = await guard(args);
  const form = await readForm(args.request);
  const url = new URL(args.request.url);
  const locale = localeFromPath(url.pathname);
  const intent = String(form.get('intent') ?? '');
  const actions = intents({ userId: user.id, name: user.displayName, locale }, form);
  const run = Object.hasOwn(actions, intent) ? actions[intent] : undefined;
  if (!run) throw new Response('Bad request', { status: 400 });
  return memberAction({
    ...args,
    user,
    locale,
    // A script's submission posts to `/admin/….data` (React Router's data request): back to the page.
    back: localizePath(`${url.pathname.replace(/^\/de(?=\/)/, '').replace(/\.data$/, '')}${url.search}`, locale),
    run,
    done: `admin:${section}.done.${intent}`,
    onRefused: (field) => onRefused(form, field),
  });
}
