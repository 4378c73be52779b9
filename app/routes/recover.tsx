import { data } from 'react-router';
import { noindexMeta } from '#app/features/signin/meta.ts';
import { signInPageMeta } from '#app/features/signin/page-meta.server.ts';
import { RecoverPage, type RecoverResult } from '#app/features/signin/recover-page.tsx';
import { throttledMessage } from '#app/lib/auth-responses.server.ts';
import { parseForm, readForm } from '#app/lib/form.server.ts';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import { recoverSchema } from '#domain/schemas/account.ts';
import { getT } from '#locales/i18n.ts';
import { callAuth } from '#server/auth/call.ts';
import { requestContext } from '#server/request-context.ts';
import type { Route } from './+types/recover';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: signInPageMeta(localeFromPath(new URL(request.url).pathname), 'recover') };
}

/**
 * Asks for the reset mail (sent in the account's own language). The answer is the same whether
 * or not the address has an account, so the form cannot be used to find out who is registered.
 */
export async function action({ request, context }: Route.ActionArgs) {
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
      { status: 429 },
    );
  }
  if (requested.status !== 200) {
    console.error('Password reset request failed', requested.status, requested.code);
    return data<RecoverResult>(
      { message: t('alerts.requestFailed'), values: { email: form.data.email } },
      { status: 500 },
    );
  }
  return data<RecoverResult>({ sent: true });
}

export const meta = noindexMeta;

export default function Recover({ actionData }: Route.ComponentProps) {
  return <RecoverPage result={actionData} />;
}
