import { data, redirect } from 'react-router';
import { cookieHeaders, lockedMessage, throttledInit, throttledMessage } from '#app/lib/auth-responses.server.ts';
import { type Locale, localizePath } from '#domain/locale.ts';
import { accountLimits } from '#domain/schemas/account.ts';
import { getT } from '#locales/i18n.ts';
import type { Auth } from '#server/auth/auth.ts';
import { ACCOUNT_BLOCKED } from '#server/auth/blocked-account.ts';
import { callAuth } from '#server/auth/call.ts';
import { OIDC_LINK, OIDC_SIGN_UP } from '#server/auth/oidc.ts';
import { confirmMailedLink, mailedLink, mailLinkProof } from '#server/auth/oidc-link-mail.ts';
import { clearPendingCookie, forgetPending, readPending } from '#server/auth/oidc-pending.ts';
import type { OidcProvider } from '#server/auth/oidc-providers.ts';
import { ACCOUNT_LOCKED } from '#server/auth/throttled-message.ts';
import type { Db } from '#server/db/client.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { relayTarget } from './relay.ts';
import type { SignInResult } from './signin-page.tsx';

type Deps = { auth: Auth; providers: readonly OidcProvider[]; locale: Locale };
/** What the mailed proof needs beyond the pages' own. */
type MailDeps = Deps & { db: Db; mailer: Mailer; publicUrl: string };

const nameOf = (providers: readonly OidcProvider[], id: string) => providers.find((p) => p.id === id)?.name ?? id;

/** A provider's way back to the sign-in page of this language, keeping the relay. */
function returnPath(locale: Locale, relay: string) {
  const query = relay ? `?${new URLSearchParams({ relay })}` : '';
  return `${localizePath('/signin', locale)}${query}`;
}

/**
 * A provider button was pressed (a plain form, so it works without JavaScript): better-auth stores
 * the `state`, PKCE verifier and nonce and names the provider's address, where the browser goes.
 */
export async function startProviderSignIn({ auth, providers, locale }: Deps, request: Request, formData: FormData) {
  const t = getT(locale);
  const id = String(formData.get('provider') ?? '');
  const relay = String(formData.get('relay') ?? '');
  const started = providers.some((p) => p.id === id)
    ? await callAuth(auth, request, '/sign-in/social', {
        provider: id,
        callbackURL: relayTarget(relay, locale),
        errorCallbackURL: returnPath(locale, relay),
        disableRedirect: true,
      })
    : null;
  const url = (started?.body as { url?: unknown } | null)?.url;
  if (started?.status === 200 && typeof url === 'string')
    return redirect(url, { status: 303, headers: cookieHeaders(started.setCookies) });
  if (started?.status === 429)
    return data<SignInResult>({ message: throttledMessage(locale, started.retryAfter) }, throttledInit(started));
  // A provider whose discovery cannot be fetched is not on better-auth's list: it is down.
  return data<SignInResult>(
    { message: t('account-providers:errors.unavailable', { name: nameOf(providers, id) }) },
    { status: 503 },
  );
}

/** The message for a provider's return with `?error=`, from better-auth or from our gate (server/auth/oidc.ts). */
function returnMessage(locale: Locale, code: string) {
  const t = getT(locale);
  if (code === 'account_not_linked') return t('account-providers:errors.notLinked');
  if (code === ACCOUNT_BLOCKED) return t('account-providers:errors.blocked');
  return t('account-providers:errors.failed');
}

/**
 * The sign-in page reached back from a provider. A new person goes on to the terms, an account to
 * prove is asked for its password here, anything else is said in a message; nothing was created.
 */
export async function providerReturn({ auth, providers, locale }: Deps, request: Request, url: URL) {
  const mailed = url.searchParams.get('link');
  if (mailed) {
    const pending = await mailedLink(await auth.$context, mailed);
    if (pending) return { confirm: { provider: pending.provider, email: pending.email, token: mailed } };
    return { message: getT(locale)('account-providers:errors.expired') };
  }
  const code = url.searchParams.get('error');
  if (!code) return null;
  if (code === OIDC_SIGN_UP) throw redirect(localizePath('/register/almost-complete', locale));
  if (code === OIDC_LINK) {
    const held = await readPending(await auth.$context, request.headers, 'link');
    if (held) return { link: { provider: nameOf(providers, held.pending.providerId), email: held.pending.email } };
    return { message: getT(locale)('account-providers:errors.expired') };
  }
  return { message: returnMessage(locale, code) };
}

/**
 * The password of the account proves it: signed in through better-auth's own sign-in (lockout,
 * throttles, blocked accounts all apply), and only then is the provider linked to it.
 */
export async function linkWithPassword({ auth, providers, locale }: Deps, request: Request, formData: FormData) {
  const t = getT(locale);
  const context = await auth.$context;
  const held = await readPending(context, request.headers, 'link');
  if (!held) return data<SignInResult>({ message: t('account-providers:errors.expired') }, { status: 400 });
  const { token, pending } = held;
  const password = String(formData.get('password') ?? '').slice(0, accountLimits.passwordMax);
  const signIn = await callAuth(auth, request, '/sign-in/email', { email: pending.email, password });
  const link = { provider: nameOf(providers, pending.providerId), email: pending.email };
  if (signIn.status === 429) {
    const message = signIn.code === ACCOUNT_LOCKED ? lockedMessage : throttledMessage;
    return data<SignInResult>({ message: message(locale, signIn.retryAfter), link }, throttledInit(signIn));
  }
  if (signIn.code === ACCOUNT_BLOCKED)
    return data<SignInResult>({ message: t('account-providers:errors.blocked') }, { status: 403 });
  // With a second factor on, the password alone signs nobody in (ADR 0086): the mailed link proves the account.
  if ((signIn.body as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect)
    return data<SignInResult>({ message: t('account-providers:link.useMail'), link }, { status: 403 });
  const userId = (signIn.body as { user?: { id?: string } } | null)?.user?.id;
  if (signIn.status !== 200 || !userId || userId !== pending.userId)
    return data<SignInResult>({ message: t('account-signin:signin.invalid'), link }, { status: 401 });
  await forgetPending(context, token);
  await context.internalAdapter.createAccount({ userId, providerId: pending.providerId, accountId: pending.accountId });
  const headers = cookieHeaders(signIn.setCookies);
  headers.append('Set-Cookie', clearPendingCookie(context));
  return redirect(relayTarget(String(formData.get('relay') ?? ''), locale), { status: 303, headers });
}

/** The account has no password to give, or its owner prefers: a link to its address proves it. */
export async function linkByMail(deps: MailDeps, request: Request) {
  const { auth, db, mailer, publicUrl, providers, locale } = deps;
  const t = getT(locale);
  const context = await auth.$context;
  const held = await readPending(context, request.headers, 'link');
  if (!held) return data<SignInResult>({ message: t('account-providers:errors.expired') }, { status: 400 });
  const name = nameOf(providers, held.pending.providerId);
  const link = { provider: name, email: held.pending.email };
  const sent = await mailLinkProof({ context, db, mailer, publicUrl }, { ...held.pending, provider: name }, locale);
  if (!sent) return data<SignInResult>({ message: t('account-providers:link.mailThrottled'), link }, { status: 429 });
  await forgetPending(context, held.token);
  const notice = t('account-providers:link.mailSent', { email: held.pending.email, name });
  return data<SignInResult>({ notice }, { headers: { 'Set-Cookie': clearPendingCookie(context) } });
}

/** The mailed link was opened and its button pressed: the provider is linked, the person signs in with it. */
export async function confirmLink({ auth, locale }: Deps, formData: FormData) {
  const t = getT(locale);
  const linked = await confirmMailedLink(await auth.$context, String(formData.get('token') ?? ''));
  if (!linked) return data<SignInResult>({ message: t('account-providers:errors.expired') }, { status: 400 });
  return data<SignInResult>({ notice: t('account-providers:link.linked', { name: linked }) });
}
