import { data, type RouterContextProvider } from 'react-router';
import { throttledInit, throttledMessage } from '#app/lib/auth-responses.server.ts';
import { parseForm, readForm } from '#app/lib/form.server.ts';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import { recoverSchema } from '#domain/schemas/account.ts';
import { getT } from '#locales/i18n.ts';
import { callAuth } from '#server/auth/call.ts';
import { requestLog } from '#server/observability/logger.ts';
import { requestContext } from '#server/request-context.ts';
import { signInPageMeta } from './page-meta.server.ts';
import type { RecoverResult } from './recover-page.tsx';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export function recoverLoader({ request }: Args) {
  return { meta: signInPageMeta(localeFromPath(new URL(request.url).pathname), 'recover') };
}

/**
 * Asks for the reset mail (sent in the account's own language). The answer is the same whether
 * or not the address has an account, so the form cannot be used to find out who is registered.
 */
export async function recoverAction({ request, context }: Args) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = getT(locale);
  const { auth, env } = context.get(requestContext);
  const form = parseForm(recoverSchema, await readForm(request), locale, {
    email: t('account-signin:recover.email'),
  });
  if (!form.ok) return data<RecoverResult>({ errors: form.errors, values: form.values }, { status: 400 });

  const requested = await callAuth(auth, request, '/request-password-reset', {
    email: form.data.email,
    redirectTo: `${env.PUBLIC_URL}${localizePath('/recover/new-password', locale)}`,
  });
  if (requested.status === 429) {
    return data<RecoverResult>(
      { message: throttledMessage(locale, requested.retryAfter), values: { email: form.data.email } },
      throttledInit(requested),
    );
  }
  if (requested.status !== 200) {
    requestLog().error(`Password reset request failed ${requested.status} ${requested.code}`);
    return data<RecoverResult>(
      { message: t('alerts.requestFailed'), values: { email: form.data.email } },
      { status: 500 },
    );
  }
  return data<RecoverResult>({ sent: true });
}
