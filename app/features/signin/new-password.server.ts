import { data, type RouterContextProvider, redirect } from 'react-router';
import { cookieHeaders, flashCookie, throttledInit, throttledMessage } from '#app/lib/auth-responses.server.ts';
import { parseForm, readForm } from '#app/lib/form.server.ts';
import { chosenPassword } from '#domain/common-passwords.server.ts';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import { resetPasswordSchema } from '#domain/schemas/account.ts';
import { getT } from '#locales/i18n.ts';
import { callAuth } from '#server/auth/call.ts';
import { requestLog } from '#server/observability/logger.ts';
import { requestContext } from '#server/request-context.ts';
import type { NewPasswordResult } from './new-password-page.tsx';
import { signInPageMeta } from './page-meta.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * `/recover/new-password?token=…`, reached through the mailed link, which better-auth checks first
 * and answers with `?error=INVALID_TOKEN` when the token is unknown or expired.
 */
export function newPasswordLoader({ request }: Args) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  return {
    meta: signInPageMeta(localeFromPath(url.pathname), 'newPassword'),
    token: token && !url.searchParams.has('error') ? token : null,
  };
}

/** Sets the new password; better-auth then ends every session of the user (revokeSessionsOnPasswordReset). */
export async function newPasswordAction({ request, context }: Args) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = getT(locale);
  const { auth, env } = context.get(requestContext);
  // The form's schema, with the common-password list that only the server has.
  const form = parseForm(resetPasswordSchema.extend({ password: chosenPassword }), await readForm(request), locale, {
    password: t('account-signin:newPassword.password'),
  });
  if (!form.ok) {
    if (form.errors.token) return data<NewPasswordResult>({ invalid: true }, { status: 400 });
    return data<NewPasswordResult>({ errors: form.errors }, { status: 400 });
  }

  const reset = await callAuth(auth, request, '/reset-password', {
    newPassword: form.data.password,
    token: form.data.token,
  });
  if (reset.status === 200) {
    const headers = cookieHeaders(reset.setCookies);
    // Flash keys live in the `common` namespace; the sign-in page says what happened itself.
    headers.append(
      'Set-Cookie',
      flashCookie({ variant: 'success', key: 'alerts.success' }, env.PUBLIC_URL.startsWith('https://')),
    );
    return redirect(localizePath('/signin?reset=done', locale), { status: 303, headers });
  }
  if (reset.status === 429) {
    return data<NewPasswordResult>({ message: throttledMessage(locale, reset.retryAfter) }, throttledInit(reset));
  }
  if (reset.code === 'INVALID_TOKEN' || reset.code === 'USER_NOT_FOUND') {
    return data<NewPasswordResult>({ invalid: true }, { status: 400 });
  }
  requestLog().error(`Password reset failed ${reset.status} ${reset.code}`);
  return data<NewPasswordResult>({ message: t('alerts.requestFailed') }, { status: 500 });
}
