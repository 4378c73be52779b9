import { data, type RouterContextProvider, redirect } from 'react-router';
import { cookieHeaders, throttledInit, throttledMessage } from '#app/lib/auth-responses.server.ts';
import { readForm } from '#app/lib/form.server.ts';
import { type Locale, localeFromPath, localizePath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { callAuth } from '#server/auth/call.ts';
import { secondFactorLockSeconds } from '#server/auth/second-factor.ts';
import { sessionUser } from '#server/auth/session.ts';
import { requestLog } from '#server/observability/logger.ts';
import { requestContext } from '#server/request-context.ts';
import { signInPageMeta } from './page-meta.server.ts';
import { relayTarget } from './relay.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What the second step answers when it does not redirect; `restart` when the sign-in must begin again. */
export type SecondStepResult = { error: string; restart?: boolean };

/** The second step's address, carrying where the sign-in goes on to. */
export function secondStepPath(relay: string, locale: Locale): string {
  return `${localizePath('/signin/second-factor', locale)}?relay=${encodeURIComponent(relay)}`;
}

/** A code from the app is six digits; anything else is tried as a recovery code (`abcde-12345`). */
const isAppCode = (code: string) => /^\d{6}$/.test(code);

export async function secondStepLoader({ request, context }: Args) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const relay = relayTarget(url.searchParams.get('relay'), locale);
  // Someone already signed in has nothing to confirm.
  if (await sessionUser(context.get(requestContext).auth, request.headers)) throw redirect(relay);
  return { meta: signInPageMeta(locale, 'secondFactor'), relay };
}

export async function secondStepAction({ request, context }: Args) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = getT(locale);
  const { auth } = context.get(requestContext);
  if (await sessionUser(auth, request.headers)) throw redirect(relayTarget(url.searchParams.get('relay'), locale));
  const formData = await readForm(request);
  const code = String(formData.get('code') ?? '').replace(/\s+/g, '');
  if (!code) return data<SecondStepResult>({ error: t('account-signin:secondFactor.missing') }, { status: 400 });
  const path = isAppCode(code) ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code';
  const result = await callAuth(auth, request, path, { code });
  if (result.status === 200) {
    const relay = relayTarget(url.searchParams.get('relay'), locale);
    return redirect(relay, { status: 303, headers: cookieHeaders(result.setCookies) });
  }
  if (result.status === 429) {
    const wait = result.code === 'ACCOUNT_TEMPORARILY_LOCKED' ? secondFactorLockSeconds : result.retryAfter;
    return data<SecondStepResult>(
      { error: throttledMessage(locale, wait) },
      throttledInit({ ...result, retryAfter: wait }),
    );
  }
  if (result.code === 'INVALID_CODE' || result.code === 'INVALID_BACKUP_CODE') {
    return data<SecondStepResult>({ error: t('account-signin:secondFactor.wrong') }, { status: 401 });
  }
  // The challenge ran out (ten minutes, five wrong codes) or never was: the password comes first.
  if (result.code === 'INVALID_TWO_FACTOR_COOKIE' || result.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') {
    const headers = cookieHeaders(result.setCookies);
    return data<SecondStepResult>(
      { error: t('account-signin:secondFactor.expired'), restart: true },
      { status: 401, headers },
    );
  }
  requestLog().error(`Second step failed unexpectedly ${result.status} ${result.code}`);
  return data<SecondStepResult>({ error: t('alerts.requestFailed') }, { status: 500 });
}
