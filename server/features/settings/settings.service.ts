import { and, eq, like, or } from 'drizzle-orm';
import { z } from 'zod';
import { chosenPassword } from '#domain/common-passwords.server.ts';
import { isLocale, type Locale, localizePath } from '#domain/locale.ts';
import { accountLimits } from '#domain/schemas/account.ts';
import { getT } from '#locales/i18n.ts';
import { consumeAttempt } from '../../auth/account-throttle.ts';
import type { Auth } from '../../auth/auth.ts';
import { type AuthCallResult, callAuthInProcess } from '../../auth/call.ts';
import { CLIENT_IP_HEADER, passwordCheckThrottles } from '../../auth/limits.ts';
import type { SessionUser } from '../../auth/session.ts';
import { throttledMessage } from '../../auth/throttled-message.ts';
import type { Db } from '../../db/client.ts';
import { account, accountThrottle, user, userProfile, verification } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError, RateLimited } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { actionMail } from '../../mail/templates.ts';
import { releaseImages } from '../../media/image-ownership.ts';
import { ownedMediaKeys } from '../../media/media.service.ts';
import { subscriptionOf, withdrawMember } from '../../newsletter/subscription.ts';
import type { Storage } from '../../storage/index.ts';
import { parseInput } from '../../validate.ts';
import { settingsLabels } from './settings-labels.ts';

export type SettingsDeps = { auth: Auth; db: Db; mailer: Mailer; env: Env; storage: Storage };
/** Who asks, from which request (its cookie and client address), in which language. */
export type Caller = { user: SessionUser; request: Request; locale: Locale };

export const wrongPassword = (locale: Locale, field: string): AppError => {
  const message = getT(locale)('account-settings:errors.wrongPassword');
  return new AppError('VALIDATION_FAILED', message, [{ field, message }]);
};

/** Every password check here counts against the account and the address, like sign-in. */
export async function throttlePasswordCheck(db: Db, { user: who, request, locale }: Caller) {
  const ip = request.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
  const waits = await Promise.all([
    consumeAttempt(db, `settings-password:${who.id}`, passwordCheckThrottles.account),
    consumeAttempt(db, `settings-password-ip:${ip}`, passwordCheckThrottles.ip),
  ]);
  const wait = Math.max(...waits.map((value) => value ?? 0));
  if (wait > 0) throw new RateLimited(throttledMessage(locale, wait), wait);
}

/** A better-auth answer that is not success: a wrong password, or unexpected. */
function authFailure(result: AuthCallResult, caller: Caller, passwordField: string): AppError {
  if (result.code === 'INVALID_PASSWORD') return wrongPassword(caller.locale, passwordField);
  throw new Error(`better-auth answered ${result.status} ${result.code}`);
}

/** The new password is checked against the common-password list, which the browser's form does not carry. */
const newPasswordInput = z.object({ newPassword: chosenPassword });

/**
 * Sets a new password; every other session of the user ends, this one is renewed. better-auth's
 * change-password is not mounted (ADR 0022): this is the only way, so no one keeps other sessions.
 */
export async function changePassword(
  { auth, db }: SettingsDeps,
  caller: Caller,
  input: { currentPassword: string; newPassword: string },
): Promise<string[]> {
  parseInput(newPasswordInput, input, caller.locale, settingsLabels(caller.locale));
  await throttlePasswordCheck(db, caller);
  const result = await callAuthInProcess(auth, caller.request, 'changePassword', {
    ...input,
    revokeOtherSessions: true,
  });
  if (result.status !== 200) throw authFailure(result, caller, 'currentPassword');
  return result.setCookies;
}

/**
 * Mails a link to the new address; the address changes only when it is opened. The old address is
 * told, with a way to react if it was not its owner. A taken address gets the same response. This
 * is the only way (better-auth's change-email is not mounted), so the password is always asked.
 */
export async function changeEmail(
  { auth, db, mailer, env }: SettingsDeps,
  caller: Caller,
  input: { newEmail: string; password: string },
): Promise<void> {
  const { user: who, request, locale } = caller;
  await throttlePasswordCheck(db, caller);
  const verified = await auth.api
    .verifyPassword({ body: { password: input.password }, headers: request.headers })
    .then(() => true)
    .catch(() => false);
  if (!verified) throw wrongPassword(locale, 'password');
  if (input.newEmail.toLowerCase() === who.email.toLowerCase()) {
    const message = getT(locale)('account-settings:errors.sameEmail');
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'newEmail', message }]);
  }
  const result = await callAuthInProcess(auth, request, 'changeEmail', {
    newEmail: input.newEmail,
    callbackURL: `${localizePath('/account/setting', locale)}?email=changed`,
  });
  if (result.status !== 200) throw authFailure(result, caller, 'password');
  const mailLocale = isLocale(who.locale) ? who.locale : locale;
  const recover = `${env.PUBLIC_URL}${localizePath('/recover', mailLocale)}`;
  await mailer.send(
    actionMail('emailChangeNotice', mailLocale, { email: who.email, name: who.displayName }, recover, {
      newEmail: input.newEmail,
    }),
  );
}

export async function updatePreferences(
  db: Db,
  userId: string,
  input: { locale?: Locale; newsletter?: boolean; commentMails?: boolean; copyMails?: boolean },
) {
  const changes: Partial<typeof user.$inferInsert> = {};
  if (input.locale) changes.locale = input.locale;
  if (input.commentMails !== undefined) changes.commentMails = input.commentMails;
  if (input.copyMails !== undefined) changes.copyMails = input.copyMails;
  if (Object.keys(changes).length > 0)
    await db
      .update(user)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(user.id, userId));
  // Consent is given only by the newsletter's double opt-in; here it can be withdrawn, never given.
  if (input.newsletter === false) {
    const [member] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    if (member) await withdrawMember(db, { userId, email: member.email });
  }
  return preferencesOf(db, userId);
}

export async function preferencesOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      locale: user.locale,
      email: user.email,
      commentMails: user.commentMails,
      copyMails: user.copyMails,
      alias: userProfile.alias,
    })
    .from(user)
    .leftJoin(userProfile, eq(userProfile.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in first.');
  // The subscriber's row is the newsletter's one truth, whichever door the consent came through.
  const subscription = await subscriptionOf(db, { userId, email: row.email });
  const confirmed = subscription?.status === 'confirmed';
  return {
    email: row.email,
    locale: isLocale(row.locale) ? row.locale : 'en',
    newsletter: confirmed,
    newsletterStatus: subscription?.status ?? ('none' as const),
    newsletterConsentAt: confirmed ? subscription.consentAt.toISOString() : null,
    commentMails: row.commentMails,
    copyMails: row.copyMails,
    alias: row.alias,
  };
}

/** Whether the account has a password (better-auth's `credential` login), or only providers. */
export async function hasPassword(db: Db, userId: string) {
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return rows.length > 0;
}

async function passwordGiven(db: Db, caller: Caller, input: { password?: string | undefined }) {
  if (!input.password) {
    const field = getT(caller.locale)('account-settings:fields.password');
    const message = getT(caller.locale)('validation:required', { field });
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'password', message }]);
  }
  await throttlePasswordCheck(db, caller);
  return { password: input.password };
}

/**
 * An account with no password proves its owner by a sign-in through its provider moments ago
 * (`accountLimits.freshSignInSeconds`): a session left open on a shared computer is not enough.
 */
async function freshSignIn(auth: Auth, caller: Caller) {
  const current = await auth.api.getSession({ headers: caller.request.headers });
  const age = Date.now() - new Date(current?.session.createdAt ?? 0).getTime();
  if (age > accountLimits.freshSignInSeconds * 1000)
    throw new AppError(
      'CONFLICT',
      getT(caller.locale)('account-settings:delete.signInAgain', { minutes: accountLimits.freshSignInSeconds / 60 }),
    );
  return {};
}

/**
 * Deletes the account, the only way (better-auth's delete-user is not mounted): better-auth checks
 * the password and removes the user with sessions and logins (the profile follows by foreign key); the user's images, pending tokens and throttle
 * counters naming the user go too, and the newsletter stops. Published trips stay, without the name (spec 6). Returns the cookie-clearing headers.
 */
export async function deleteAccount(
  { auth, db, storage }: SettingsDeps,
  caller: Caller,
  input: { password?: string | undefined },
) {
  const proof = (await hasPassword(db, caller.user.id))
    ? await passwordGiven(db, caller, input)
    : await freshSignIn(auth, caller);
  // Collected first: once the user is gone, their images no longer name an owner.
  const images = await ownedMediaKeys(db, caller.user.id);
  const result = await callAuthInProcess(auth, caller.request, 'deleteUser', proof);
  if (result.status !== 200) throw authFailure(result, caller, 'password');
  const { id, email } = caller.user;
  // Whoever leaves the site leaves its newsletter too: no more mails to the account's address.
  await withdrawMember(db, { userId: id, email });
  await releaseImages({ db, storage }, images);
  await db.delete(verification).where(eq(verification.value, id));
  await db
    .delete(accountThrottle)
    .where(
      or(
        like(accountThrottle.key, `%:${email.toLowerCase()}`),
        eq(accountThrottle.key, `settings-password:${id}`),
        like(accountThrottle.key, `sign-in-device:${id}:%`),
      ),
    );
  return result.setCookies;
}
