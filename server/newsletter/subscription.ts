import { createHmac } from 'node:crypto';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { isLocale, type Locale, localizePath } from '#domain/locale.ts';
import { type NewsletterSignUp, newsletterConsentVersion, newsletterProblems } from '#domain/schemas/newsletter.ts';
import { getT } from '#locales/i18n.ts';
import { consumeAttempt } from '../auth/account-throttle.ts';
import { CLIENT_IP_HEADER } from '../auth/limits.ts';
import { spendCaptcha } from '../captcha/captcha.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/new-id.ts';
import { newsletterSubscriber } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { AppError, RateLimited } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { newsletterExits } from '../mail/newsletter-links.ts';
import { actionMail } from '../mail/templates.ts';
import { memberOfToken } from '../mail/unsubscribe-token.ts';
import { requestLog } from '../observability/logger.ts';
import { confirmationToken, readConfirmationToken } from './confirmation-token.ts';

/**
 * The newsletter's rules (ADR 0041), the same for every door: the sign-up form (API and page),
 * the registration checkbox, the settings and the mails' links. They live outside server/features
 * because the settings and the sign-up of better-auth use them too.
 */
export const newsletterLimits = {
  /** Mails a sign-up can cause: per network address, and per address mailed to. */
  perIp: { window: 60 * 60, max: 10 },
  perAddress: { window: 24 * 60 * 60, max: 3 },
  /** A sign-up never confirmed is forgotten after this. */
  pendingDays: 30,
} as const;

export type NewsletterDeps = { db: Db; env: Pick<Env, 'AUTH_SECRET' | 'PUBLIC_URL'>; mailer: Mailer };
export type ConsentSource = (typeof newsletterSubscriber.$inferSelect)['consentSource'];
export type SubscriptionStatus = (typeof newsletterSubscriber.$inferSelect)['status'];

/** Proof of where a consent came from, without keeping the address: a keyed SHA-256 of it. */
export const ipHash = (secret: string, ip: string) =>
  createHmac('sha256', secret).update(`newsletter-ip:${ip}`).digest('hex');

const notSaved = (locale: Locale) => getT(locale)('newsletter:errors.notSaved');

/** A sign-up form that does not pass its schema: each field with the spec's message (section 5). */
export function signUpRefusal(error: Parameters<typeof newsletterProblems>[0], locale: Locale): AppError {
  const t = getT(locale);
  const fields = newsletterProblems(error).map(({ field, problem }) => ({
    field,
    message: t(`newsletter:errors.${problem}`),
  }));
  return new AppError('VALIDATION_FAILED', fields[0]?.message ?? notSaved(locale), fields);
}

/** Unconfirmed sign-ups older than the limit; one indexed statement, run with every sign-up. */
async function forgetStaleSignUps(db: Db, now: Date) {
  const cutoff = new Date(now.getTime() - newsletterLimits.pendingDays * 24 * 60 * 60 * 1000);
  await db
    .delete(newsletterSubscriber)
    .where(and(eq(newsletterSubscriber.status, 'pending'), lt(newsletterSubscriber.consentAt, cutoff)));
}

export type SignUp = { email: string; locale: Locale; source: ConsentSource; ip: string; userId?: string };

/**
 * The double opt-in: records the consent as pending and mails the confirmation link. An address
 * that is already confirmed gets nothing, and the caller cannot tell (no one learns who reads the
 * newsletter). Throttled, with the seconds to wait, when the network address or the mailbox has
 * had enough mails.
 */
export async function startDoubleOptIn(
  { db, env, mailer }: NewsletterDeps,
  signUp: SignUp,
): Promise<'mailed' | 'known' | { throttledFor: number }> {
  const now = new Date();
  const email = signUp.email.trim().toLowerCase();
  const hash = ipHash(env.AUTH_SECRET, signUp.ip);
  await forgetStaleSignUps(db, now);
  const waits = await Promise.all([
    consumeAttempt(db, `newsletter-ip:${hash}`, newsletterLimits.perIp),
    consumeAttempt(db, `newsletter:${email}`, newsletterLimits.perAddress),
  ]);
  const wait = Math.max(...waits.map((seconds) => seconds ?? 0));
  if (wait > 0) return { throttledFor: wait };

  const [known] = await db.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.email, email));
  if (known?.status === 'confirmed') {
    if (signUp.userId && !known.userId)
      await db.update(newsletterSubscriber).set({ userId: signUp.userId }).where(eq(newsletterSubscriber.id, known.id));
    return 'known';
  }
  const consent = {
    locale: signUp.locale,
    status: 'pending' as const,
    consentAt: now,
    consentSource: signUp.source,
    consentVersion: newsletterConsentVersion,
    consentIpHash: hash,
    confirmationSentAt: now,
    // A new consent: whoever left and comes back is confirmed anew, at the time they confirm.
    confirmedAt: null,
    unsubscribedAt: null,
  };
  const id = known?.id ?? newId();
  if (known)
    await db
      .update(newsletterSubscriber)
      .set({ ...consent, userId: signUp.userId ?? known.userId })
      .where(eq(newsletterSubscriber.id, id));
  else await db.insert(newsletterSubscriber).values({ id, email, userId: signUp.userId ?? null, ...consent });

  const link = `${env.PUBLIC_URL}${localizePath('/confirmation-newsletter', signUp.locale)}?token=${confirmationToken(env.AUTH_SECRET, id, now.getTime())}`;
  const exit = newsletterExits(env, { id, locale: signUp.locale });
  await mailer.send(actionMail('newsletterConfirm', signUp.locale, { email, name: '' }, link, {}, exit));
  return 'mailed';
}

/**
 * The sign-up form. A filled honeypot gets the response of success and nothing else; a captcha that
 * fails or was used before, a throttled sign-up or a mail that could not go out get "could not
 * be saved", with nothing stored for the first two.
 */
export async function signUpByForm(deps: NewsletterDeps, input: NewsletterSignUp, ip: string): Promise<void> {
  if (input.email_address_check) return;
  if (!(await spendCaptcha(deps.db, deps.env.AUTH_SECRET, input.altcha)))
    throw new AppError('BAD_REQUEST', notSaved(input.locale));
  let outcome: Awaited<ReturnType<typeof startDoubleOptIn>>;
  try {
    outcome = await startDoubleOptIn(deps, { email: input.email, locale: input.locale, source: 'form', ip });
  } catch (error) {
    requestLog().warn({ err: error }, 'Newsletter sign-up failed');
    throw new AppError('UNAVAILABLE', notSaved(input.locale));
  }
  if (typeof outcome === 'object') throw new RateLimited(notSaved(input.locale), outcome.throttledFor);
}

/**
 * The registration form's newsletter box: the same double opt-in, linked to the new account. A
 * throttled one is dropped quietly: the account is made all the same.
 */
export async function subscribeAtRegistration(
  deps: NewsletterDeps,
  created: { id: string; email: string; locale?: unknown },
  headers: Headers | undefined,
) {
  await startDoubleOptIn(deps, {
    email: created.email,
    locale: isLocale(created.locale) ? created.locale : 'en',
    source: 'registration',
    userId: created.id,
    ip: headers?.get(CLIENT_IP_HEADER) ?? 'unknown',
  });
}

export type ConfirmationState = 'ask' | 'confirmed' | 'expired' | 'invalid';

/** What a confirmation link's page shows before the button: a GET (a mail scanner) changes nothing. */
export function confirmationStateOf(secret: string, token: string): ConfirmationState {
  const reading = readConfirmationToken(secret, token);
  return reading.state === 'valid' ? 'ask' : reading.state;
}

/** The button of the confirmation page: a pending subscriber becomes confirmed; confirming twice is fine. */
export async function confirmSubscription(db: Db, secret: string, token: string): Promise<ConfirmationState> {
  const reading = readConfirmationToken(secret, token);
  if (reading.state !== 'valid') return reading.state;
  const [row] = await db
    .update(newsletterSubscriber)
    .set({ status: 'confirmed', confirmedAt: sql`coalesce(${newsletterSubscriber.confirmedAt}, now())` })
    .where(
      and(
        eq(newsletterSubscriber.id, reading.id),
        or(eq(newsletterSubscriber.status, 'pending'), eq(newsletterSubscriber.status, 'confirmed')),
      ),
    )
    .returning({ id: newsletterSubscriber.id });
  // Withdrawn or forgotten since the mail went out: only a new sign-up brings it back.
  return row ? 'confirmed' : 'invalid';
}

/** The subscriber a mail's unsubscribe link names, or null for a link we did not make. */
export const subscriberOfLink = (secret: string, token: string) => memberOfToken(secret, token, 'newsletter');

/** A mail's unsubscribe link or its one-click POST: false for a link we did not make. */
export async function unsubscribeByLink(db: Db, secret: string, token: string): Promise<boolean> {
  const id = subscriberOfLink(secret, token);
  if (!id) return false;
  await db
    .update(newsletterSubscriber)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscriber.id, id), sql`${newsletterSubscriber.status} <> 'unsubscribed'`));
  return true;
}

/** A member's subscriptions: the one linked to the account, and the one of the account's address. */
const ofMember = (member: { userId: string; email: string }) =>
  or(eq(newsletterSubscriber.userId, member.userId), eq(newsletterSubscriber.email, member.email.toLowerCase()));

/** The settings' "unsubscribe": every subscription of the member ends. */
export async function withdrawMember(db: Db, member: { userId: string; email: string }) {
  await db
    .update(newsletterSubscriber)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
    .where(and(ofMember(member), sql`${newsletterSubscriber.status} <> 'unsubscribed'`));
}

/** What the settings show: the member's subscription, a confirmed one first, or null when there is none. */
export async function subscriptionOf(db: Db, member: { userId: string; email: string }) {
  const [row] = await db
    .select({
      status: newsletterSubscriber.status,
      consentAt: newsletterSubscriber.consentAt,
      confirmedAt: newsletterSubscriber.confirmedAt,
    })
    .from(newsletterSubscriber)
    .where(ofMember(member))
    .orderBy(desc(sql`${newsletterSubscriber.status} = 'confirmed'`), desc(newsletterSubscriber.consentAt))
    .limit(1);
  return row ?? null;
}
