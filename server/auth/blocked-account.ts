import type { GenericEndpointContext } from 'better-auth';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema/index.ts';

/** The code a refused sign-in of a blocked account answers with (403), for the sign-in page. */
export const ACCOUNT_BLOCKED = 'ACCOUNT_BLOCKED';

/**
 * Before better-auth makes any session (password sign-in, the sign-in after verifying an address,
 * any door added later): none for an account an admin blocked (ADR 0038). It runs after the
 * password check, so a wrong password still answers 401 and says nothing about the account.
 */
export async function refuseBlocked(db: Db, userId: string, ctx: GenericEndpointContext | null): Promise<void> {
  const [found] = await db.select({ blockedAt: user.blockedAt }).from(user).where(eq(user.id, userId));
  if (!found?.blockedAt) return;
  // The mailed link is opened in a browser: rather than better-auth's JSON, the sign-in page of
  // the link's language, where the right password then tells the reason.
  if (ctx?.path === '/verify-email') {
    const callback = typeof ctx.query?.callbackURL === 'string' ? ctx.query.callbackURL : '/';
    throw ctx.redirect(localizePath('/signin', localeFromPath(new URL(callback, 'http://callback.invalid').pathname)));
  }
  throw new APIError('FORBIDDEN', { code: ACCOUNT_BLOCKED, message: 'This account is blocked.' });
}

/** Why an account was blocked, or null when it is not; the sign-in page tells its owner. */
export async function blockedReason(db: Db, email: string): Promise<string | null> {
  const [found] = await db
    .select({ blockedAt: user.blockedAt, reason: user.blockedReason })
    .from(user)
    .where(eq(user.email, email.toLowerCase()));
  return found?.blockedAt ? (found.reason ?? '') : null;
}
