import { data, type RouterContextProvider } from 'react-router';
import { readForm } from '#app/lib/form.server.ts';
import type { PageMeta } from '#app/lib/page-meta.ts';
import { type Locale, localeFromPath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { updatePreferences } from '#server/features/settings/settings.service.ts';
import { memberOfToken } from '#server/mail/unsubscribe-token.ts';
import { requestContext } from '#server/request-context.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export type UnsubscribeState = 'ask' | 'done' | 'invalid';

const metaOf = (locale: Locale): PageMeta => {
  const t = getT(locale);
  return {
    title: t('meta.titleTemplate', { page: t('account-settings:unsubscribe.title') }),
    description: t('account-settings:unsubscribe.question'),
  };
};

/** The member a mail's link names, or null for a link we did not make. */
function memberOf({ context }: Args, token: string) {
  return memberOfToken(context.get(requestContext).env.AUTH_SECRET, token);
}

/** Only asks: a GET (a mail scanner, a link preview) never changes the setting. */
export function unsubscribeLoader(args: Args) {
  const url = new URL(args.request.url);
  const token = url.searchParams.get('token') ?? '';
  const state: UnsubscribeState = memberOf(args, token) ? 'ask' : 'invalid';
  const page = { state, token, meta: metaOf(localeFromPath(url.pathname)) };
  return state === 'invalid' ? data(page, { status: 404 }) : page;
}

/** The button: no more mails about comments for the member the link names, signed in or not. */
export async function unsubscribeAction(args: Args) {
  const url = new URL(args.request.url);
  const token = String((await readForm(args.request)).get('token') ?? '');
  const userId = memberOf(args, token);
  const meta = metaOf(localeFromPath(url.pathname));
  if (!userId) return data({ state: 'invalid' as UnsubscribeState, token, meta }, { status: 404 });
  await updatePreferences(args.context.get(requestContext).database.db, userId, { commentMails: false });
  return { state: 'done' as UnsubscribeState, token, meta };
}
