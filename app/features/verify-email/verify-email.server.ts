import { data, type RouterContextProvider } from 'react-router';
import { throttledInit, throttledMinutes } from '#app/lib/auth-responses.server.ts';
import { parseForm, readForm } from '#app/lib/form.server.ts';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import { recoverSchema } from '#domain/schemas/account.ts';
import { getT } from '#locales/i18n.ts';
import { callAuth } from '#server/auth/call.ts';
import { sessionUser } from '#server/auth/session.ts';
import { requestContext } from '#server/request-context.ts';
import type { VerifyState } from './verify-email-page.tsx';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function verifyEmailLoader({ request, context }: Args) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = getT(locale);
  const user = await sessionUser(context.get(requestContext).auth, request.headers);
  const state: VerifyState = user?.emailVerified
    ? 'verified'
    : url.searchParams.has('error')
      ? 'failed'
      : user
        ? 'sent'
        : 'signedOut';
  return {
    meta: {
      title: t('meta.titleTemplate', { page: t('account:verify.meta.title') }),
      description: t('account:verify.meta.description'),
    },
    state,
    email: user?.email ?? null,
  };
}

/** Resend the link: to the signed-in user, or to the address typed in; the response never says whether it exists. */
export async function verifyEmailAction({ request, context }: Args) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = getT(locale);
  const { auth } = context.get(requestContext);
  const user = await sessionUser(auth, request.headers);
  let email = user?.email;
  if (!email) {
    const form = parseForm(recoverSchema, await readForm(request), locale, {
      email: t('account:verify.resend.email'),
    });
    if (!form.ok) return data({ emailError: form.errors.email, result: undefined }, { status: 400 });
    email = form.data.email;
  }
  const sent = await callAuth(auth, request, '/send-verification-email', {
    email,
    callbackURL: localizePath('/verify-email', locale),
  });
  if (sent.status === 429) {
    return data(
      { result: { throttledMinutes: throttledMinutes(sent.retryAfter) }, emailError: undefined },
      throttledInit(sent),
    );
  }
  if (sent.status >= 500) {
    return data({ result: { error: t('alerts.requestFailed') }, emailError: undefined }, { status: 502 });
  }
  return { result: { resent: true as const }, emailError: undefined };
}
