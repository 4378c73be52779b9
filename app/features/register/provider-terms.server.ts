import { data, redirect } from 'react-router';
import { cookieHeaders, throttledInit, throttledMessage } from '#app/lib/auth-responses.server.ts';
import { type Locale, localizePath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import type { Auth } from '#server/auth/auth.ts';
import { callAuth } from '#server/auth/call.ts';
import { clearPendingCookie, readPending } from '#server/auth/oidc-pending.ts';
import type { OidcProvider } from '#server/auth/oidc-providers.ts';
import { verificationCallback } from '#server/auth/remember-after-verification.ts';

type Deps = { auth: Auth; providers: readonly OidcProvider[]; locale: Locale };

/** What the terms form of a provider's new person shows, or null when no provider's answer waits. */
export async function pendingSignUp({ auth, providers }: Omit<Deps, 'locale'>, request: Request) {
  const held = await readPending(await auth.$context, request.headers, 'sign-up');
  if (!held) return null;
  const { providerId, email, emailVerified } = held.pending;
  return { provider: providers.find((p) => p.id === providerId)?.name ?? providerId, email, emailVerified };
}

/** The terms form's answer when it does not redirect. */
export type ProviderTermsResult = { termsError?: string; formError?: string };

/**
 * The terms were accepted: the account is made (server/auth/oidc.ts). A verified address is signed
 * in and goes home; another waits for its mailed link on this page, as after registering.
 */
export async function acceptProviderTerms({ auth, locale }: Deps, request: Request, formData: FormData) {
  const t = getT(locale);
  if (formData.get('terms') !== 'on')
    return data<ProviderTermsResult>({ termsError: t('account-providers:terms.termsRequired') }, { status: 400 });
  const done = await callAuth(auth, request, '/oauth2/complete-sign-up', {
    terms: true,
    locale,
    callbackURL: verificationCallback(localizePath('/verify-email', locale), false),
  });
  if (done.status === 429)
    return data<ProviderTermsResult>({ formError: throttledMessage(locale, done.retryAfter) }, throttledInit(done));
  const headers = cookieHeaders(done.setCookies);
  headers.append('Set-Cookie', clearPendingCookie(await auth.$context));
  if (done.status !== 200) {
    const key = done.code === 'OIDC_EMAIL_TAKEN' ? 'emailTaken' : 'expired';
    return data<ProviderTermsResult>({ formError: t(`account-providers:errors.${key}`) }, { status: 409, headers });
  }
  const { signedIn, email } = done.body as { signedIn: boolean; email: string };
  const target = signedIn
    ? localizePath('/', locale)
    : `${localizePath('/register/almost-complete', locale)}?${new URLSearchParams({ email })}`;
  return redirect(target, { status: 303, headers });
}
