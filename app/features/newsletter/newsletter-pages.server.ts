import { data, type RouterContextProvider } from 'react-router';
import { readForm } from '#app/lib/form.server.ts';
import type { PageMeta } from '#app/lib/page-meta.ts';
import { type Locale, localeFromPath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import {
  type ConfirmationState,
  confirmationStateOf,
  confirmSubscription,
  subscriberOfLink,
  unsubscribeByLink,
} from '#server/newsletter/subscription.ts';
import { requestContext } from '#server/request-context.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export type { ConfirmationState };
export type UnsubscribeState = 'ask' | 'done' | 'invalid';

const metaOf = (locale: Locale, title: string, description: string): PageMeta => {
  const t = getT(locale);
  return { title: t('meta.titleTemplate', { page: t(title) }), description: t(description) };
};

const localeOf = (request: Request) => localeFromPath(new URL(request.url).pathname);
const tokenIn = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';
const secretOf = (context: Args['context']) => context.get(requestContext).env.AUTH_SECRET;

/** Where the sign-up form leads: "check your inbox". */
export function registrationLoader({ request }: Args) {
  return { meta: metaOf(localeOf(request), 'newsletter:registration.title', 'newsletter:registration.text') };
}

/** A status for each outcome, so that a dead link is not a success to crawlers or monitors. */
const confirmationStatus: Record<ConfirmationState, number> = { ask: 200, confirmed: 200, expired: 410, invalid: 404 };

const confirmationPage = (request: Request, state: ConfirmationState, token: string) =>
  data(
    {
      state,
      token,
      meta: metaOf(localeOf(request), 'newsletter:confirmation.title', 'newsletter:confirmation.question'),
    },
    { status: confirmationStatus[state] },
  );

/** Only asks: mail scanners open links, and a GET must not confirm what the reader has not. */
export function confirmationLoader({ request, context }: Args) {
  const token = tokenIn(request);
  return confirmationPage(request, confirmationStateOf(secretOf(context), token), token);
}

/** The button: the subscription is confirmed. */
export async function confirmationAction({ request, context }: Args) {
  const token = String((await readForm(request)).get('token') ?? '');
  const state = await confirmSubscription(context.get(requestContext).database.db, secretOf(context), token);
  return confirmationPage(request, state, token);
}

const unsubscribePage = (request: Request, state: UnsubscribeState, token: string) =>
  data(
    {
      state,
      token,
      meta: metaOf(localeOf(request), 'newsletter:unsubscribe.title', 'newsletter:unsubscribe.question'),
    },
    { status: state === 'invalid' ? 404 : 200 },
  );

/** Only asks, like the confirmation: the one-click POST of the mail's headers needs no page. */
export function unsubscribeLoader({ request, context }: Args) {
  const token = tokenIn(request);
  return unsubscribePage(request, subscriberOfLink(secretOf(context), token) ? 'ask' : 'invalid', token);
}

/** The button: no more newsletters to the address the link names. */
export async function unsubscribeAction({ request, context }: Args) {
  const token = String((await readForm(request)).get('token') ?? '');
  const done = await unsubscribeByLink(context.get(requestContext).database.db, secretOf(context), token);
  return unsubscribePage(request, done ? 'done' : 'invalid', token);
}
