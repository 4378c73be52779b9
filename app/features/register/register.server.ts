import { data, type RouterContextProvider, redirect } from 'react-router';
import { z } from 'zod';
import { cookieHeaders, throttledInit, throttledMessage } from '#app/lib/auth-responses.server.ts';
import { type FieldErrors, parseForm, readForm, typedValues } from '#app/lib/form.server.ts';
import type { PageMeta } from '#app/lib/page-meta.ts';
import { chosenPassword } from '#domain/common-passwords.server.ts';
import { type Locale, localeFromPath, localizePath } from '#domain/locale.ts';
import { registerSchema } from '#domain/schemas/account.ts';
import { getI18n } from '#locales/i18n.ts';
import type { Auth } from '#server/auth/auth.ts';
import { type AuthCallResult, callAuth } from '#server/auth/call.ts';
import { providerButtons } from '#server/auth/oidc-providers.ts';
import { verificationCallback } from '#server/auth/remember-after-verification.ts';
import { sessionUser } from '#server/auth/session.ts';
import { requestContext } from '#server/request-context.ts';

import { acceptProviderTerms, pendingSignUp } from './provider-terms.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What a failed submission sends back: messages per field, the typed values (never a password), or one message for the form. */
export type FormFailure = { errors: FieldErrors; values: Record<string, string>; formError?: string };

/** The resend form's answer: sent (the same whether or not the address has an account) or a failure. */
export type ResendResult = { sent: true; email: string } | ({ sent: false } & FormFailure);

const ALMOST_COMPLETE_PATH = '/register/almost-complete';

/** better-auth answers a known address like a new one (requireEmailVerification); older versions said so with these codes. */
const existingAccountCodes = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);

/** Answers to a signed-in caller that would tell more than the response to anyone else. */
const sessionCodes = new Set(['EMAIL_MISMATCH', 'EMAIL_ALREADY_VERIFIED']);

/** The form's schema, with the common-password list that only the server has. */
const registerInput = registerSchema.extend({ password: chosenPassword });

/** The resend form carries only the address. */
const resendSchema = z.object({ email: registerSchema.shape.email });

function pageOf({ request, context }: Args) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = getI18n(locale).getFixedT(locale, 'account-register');
  return { url, locale, t, ...context.get(requestContext) };
}

function metaOf(locale: Locale, page: 'register' | 'almostComplete'): PageMeta {
  const t = getI18n(locale).t;
  return {
    title: t('meta.titleTemplate', { page: t(`account-register:${page}.meta.title`) }),
    description: t(`account-register:${page}.meta.description`),
  };
}

/** The form-level message and the response of a failed auth call: throttled (429, Retry-After) or the generic one. */
function failureOf(result: AuthCallResult, locale: Locale) {
  const t = getI18n(locale).t;
  if (result.status === 429)
    return { init: throttledInit(result), formError: throttledMessage(locale, result.retryAfter) };
  return { init: { status: result.status >= 500 ? 500 : 400 }, formError: t('common:alerts.requestFailed') };
}

/** Signed-in visitors have an account already: they go home. */
async function redirectSignedIn({ auth, locale }: { auth: Auth; locale: Locale }, request: Request) {
  if (await sessionUser(auth, request.headers)) throw redirect(localizePath('/', locale));
}

export async function registerLoader(args: Args) {
  const page = pageOf(args);
  await redirectSignedIn(page, args.request);
  return { meta: metaOf(page.locale, 'register'), providers: providerButtons(page.env.OIDC_PROVIDERS) };
}

export async function registerAction(args: Args) {
  const { request } = args;
  const page = pageOf(args);
  const { locale, t, auth } = page;
  await redirectSignedIn(page, request);

  const formData = await readForm(request);
  const form = parseForm(registerInput, formData, locale, {
    displayName: t('register.displayName'),
    email: t('register.email'),
    password: t('register.password'),
    terms: t('register.termsField'),
  });
  if (!form.ok) {
    const errors = form.errors.terms ? { ...form.errors, terms: t('register.termsRequired') } : form.errors;
    return data<FormFailure>({ errors, values: form.values }, { status: 400 });
  }

  const { displayName, email, password, rememberMe, newsletter } = form.data;
  const result = await callAuth(auth, request, '/sign-up/email', {
    name: displayName,
    email,
    password,
    locale,
    terms: true,
    newsletter,
    callbackURL: verificationCallback(localizePath('/verify-email', locale), rememberMe),
  });

  // An address that already has an account ends here too: the form must not reveal which addresses are taken.
  if (result.status < 300 || (result.code && existingAccountCodes.has(result.code))) {
    const target = `${localizePath(ALMOST_COMPLETE_PATH, locale)}?${new URLSearchParams({ email })}`;
    throw redirect(target, { status: 303, headers: cookieHeaders(result.setCookies) });
  }

  const { init, formError } = failureOf(result, locale);
  return data<FormFailure>({ errors: {}, values: typedValues(formData), formError }, init);
}

export async function almostCompleteLoader(args: Args) {
  const page = pageOf(args);
  const email = resendSchema.safeParse({ email: page.url.searchParams.get('email') ?? '' });
  return {
    meta: metaOf(page.locale, 'almostComplete'),
    email: email.success ? email.data.email : null,
    pendingSignUp: await pendingSignUp({ auth: page.auth, providers: page.env.OIDC_PROVIDERS }, args.request),
  };
}

export async function resendAction(args: Args) {
  const { request } = args;
  const { locale, t, auth, env } = pageOf(args);
  const formData = await readForm(request);
  if (formData.get('intent') === 'provider-terms')
    return acceptProviderTerms({ auth, providers: env.OIDC_PROVIDERS, locale }, request, formData);
  const form = parseForm(resendSchema, formData, locale, { email: t('almostComplete.email') });
  if (!form.ok) return data<ResendResult>({ sent: false, errors: form.errors, values: form.values }, { status: 400 });

  const { email } = form.data;
  const result = await callAuth(auth, request, '/send-verification-email', {
    email,
    callbackURL: localizePath('/verify-email', locale),
  });
  // A signed-in caller asking for a confirmed or another address gets the same response as anyone.
  if (result.status < 300 || (result.code && sessionCodes.has(result.code)))
    return data<ResendResult>({ sent: true, email });
  const { init, formError } = failureOf(result, locale);
  return data<ResendResult>({ sent: false, errors: {}, values: { email }, formError }, init);
}
