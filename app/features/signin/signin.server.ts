import { data, type RouterContextProvider, redirect } from 'react-router';
import { cookieHeaders, lockedMessage, throttledInit, throttledMessage } from '#app/lib/auth-responses.server.ts';
import { parseForm, readForm } from '#app/lib/form.server.ts';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import { recoverSchema, signInSchema } from '#domain/schemas/account.ts';
import { getT } from '#locales/i18n.ts';
import { ACCOUNT_BLOCKED, blockedReason } from '#server/auth/blocked-account.ts';
import { callAuth } from '#server/auth/call.ts';
import { providerButtons } from '#server/auth/oidc-providers.ts';
import { sessionUser } from '#server/auth/session.ts';
import { ACCOUNT_LOCKED } from '#server/auth/throttled-message.ts';
import { requestLog } from '#server/observability/logger.ts';
import { requestContext } from '#server/request-context.ts';
import { signInPageMeta } from './page-meta.server.ts';
import {
  confirmLink,
  linkByMail,
  linkWithPassword,
  providerReturn,
  startProviderSignIn,
} from './provider-sign-in.server.ts';
import { relayTarget } from './relay.ts';
import { secondStepPath } from './second-step.server.ts';
import type { SignInResult } from './signin-page.tsx';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** `/signin?relay=<URL-encoded path and query>`: the form, or links onward for a signed-in visitor. */
export async function signInLoader({ request, context }: Args) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const { auth, env } = context.get(requestContext);
  const user = await sessionUser(auth, request.headers);
  const relay = url.searchParams.get('relay');
  const providers = providerButtons(env.OIDC_PROVIDERS);
  return {
    providers,
    providerReturn: user ? null : await providerReturn({ auth, providers: env.OIDC_PROVIDERS, locale }, request, url),
    meta: signInPageMeta(locale, 'signin'),
    signedInAs: user ? user.displayName : null,
    relay: relay ? relayTarget(relay, locale) : '',
    passwordChanged: url.searchParams.get('reset') === 'done',
  };
}

export async function signInAction({ request, context }: Args) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = getT(locale);
  const { auth } = context.get(requestContext);
  const formData = await readForm(request);
  const labels = { email: t('account-signin:signin.email'), password: t('account-signin:signin.password') };
  // An identity provider's buttons and its link proofs (ADR 0085).
  const { database, mailer, env } = context.get(requestContext);
  const providers = { auth, providers: env.OIDC_PROVIDERS, locale, db: database.db, mailer, publicUrl: env.PUBLIC_URL };
  const intent = formData.get('intent');
  if (intent === 'provider') return startProviderSignIn(providers, request, formData);
  if (intent === 'link') return linkWithPassword(providers, request, formData);
  if (intent === 'link-mail') return linkByMail(providers, request);
  if (intent === 'link-confirm') return confirmLink(providers, formData);

  if (formData.get('intent') === 'resend') {
    const form = parseForm(recoverSchema, formData, locale, labels);
    if (!form.ok) return data<SignInResult>({ errors: form.errors, values: form.values }, { status: 400 });
    const sent = await callAuth(auth, request, '/send-verification-email', {
      email: form.data.email,
      callbackURL: localizePath('/verify-email', locale),
    });
    if (sent.status === 429) {
      return data<SignInResult>(
        { message: throttledMessage(locale, sent.retryAfter), unverified: { email: form.data.email } },
        throttledInit(sent),
      );
    }
    return data<SignInResult>({ unverified: { email: form.data.email, resent: sent.status === 200 } });
  }

  const form = parseForm(signInSchema, formData, locale, labels);
  if (!form.ok) return data<SignInResult>({ errors: form.errors, values: form.values }, { status: 400 });
  const { email, password, rememberMe } = form.data;
  const kept = { email, ...(rememberMe ? { rememberMe: 'on' } : {}) };

  const signIn = await callAuth(auth, request, '/sign-in/email', { email, password, rememberMe });
  if (signIn.status === 200) {
    const relay = form.data.relay ?? url.searchParams.get('relay');
    // The password was right; with a second factor on, its code comes next (ADR 0086).
    const next = (signIn.body as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect
      ? secondStepPath(relayTarget(relay, locale), locale)
      : relayTarget(relay, locale);
    return redirect(next, { status: 303, headers: cookieHeaders(signIn.setCookies) });
  }
  if (signIn.status === 429) {
    const message = signIn.code === ACCOUNT_LOCKED ? lockedMessage : throttledMessage;
    return data<SignInResult>({ message: message(locale, signIn.retryAfter), values: kept }, throttledInit(signIn));
  }
  if (signIn.code === 'EMAIL_NOT_VERIFIED') {
    return data<SignInResult>({ unverified: { email }, values: kept }, { status: 403 });
  }
  if (signIn.code === ACCOUNT_BLOCKED) {
    // Told only after the right password (the hook runs after better-auth's check), so the
    // reason is read by the account's owner, not by whoever types their address.
    const reason = (await blockedReason(context.get(requestContext).database.db, email)) ?? '';
    return data<SignInResult>({ blocked: { reason }, values: kept }, { status: 403 });
  }
  if (signIn.code === 'INVALID_EMAIL_OR_PASSWORD' || signIn.status === 401) {
    return data<SignInResult>({ message: t('account-signin:signin.invalid'), values: kept }, { status: 401 });
  }
  requestLog().error(`Sign-in failed unexpectedly ${signIn.status} ${signIn.code}`);
  return data<SignInResult>({ message: t('alerts.requestFailed'), values: kept }, { status: 500 });
}
