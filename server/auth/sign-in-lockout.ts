import { randomUUID } from 'node:crypto';
import { APIError, isAPIError } from 'better-auth/api';
import { accountLimits } from '#domain/schemas/account.ts';
import type { Db } from '../db/client.ts';
import { retryAfterHeaders } from '../errors.ts';
import { countSignInFailure, countSignInLockout } from '../observability/metrics.ts';
import { type HookContext, localeOf } from './endpoint-rules.ts';
import { type Failures, failuresOf, forgetFailures, recordFailure, takeAttempt } from './failure-counter.ts';
import { signInLockout as rule } from './limits.ts';
import { ACCOUNT_LOCKED, lockedMessage } from './throttled-message.ts';

const SIGN_IN = '/sign-in/email';
const DEVICE_COOKIE = 'device';

const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  // Longer than any account's address: no account to lock, and no key too long for the index.
  return typeof email === 'string' && email.length <= accountLimits.emailMax * 2 ? email.trim().toLowerCase() : null;
};

/** A device the account knows: its signed cookie names the account and its own allowance is left. */
type Device = { id: string; key: string };

/** The counter of failures from devices the account does not know. */
export const accountKey = (email: string) => `sign-in:${email}`;

const deviceCookie = (ctx: HookContext) =>
  ctx.context.createAuthCookie(DEVICE_COOKIE, { maxAge: rule.deviceCookieMaxAge });

/** Makes the caller's browser a known device of the account, for a year from now. */
export async function trustDevice(ctx: HookContext, userId: string, now: number, id: string = randomUUID()) {
  const cookie = deviceCookie(ctx);
  await ctx.setSignedCookie(cookie.name, `${userId}:${id}:${now}`, ctx.context.secret, cookie.attributes);
}

/**
 * The device cookie holds `userId:deviceId:issuedAt`, signed with AUTH_SECRET (HMAC-SHA256), so it
 * cannot be made for another account or kept beyond its year by editing it.
 */
async function knownDevice(ctx: HookContext, email: string, now: number): Promise<Device | null> {
  const value = await ctx.getSignedCookie(deviceCookie(ctx).name, ctx.context.secret);
  const [userId, id, issued] = value ? value.split(':') : [];
  if (!userId || !id || !(now - Number(issued) < rule.deviceCookieMaxAge * 1000)) return null;
  const found = await ctx.context.internalAdapter.findUserByEmail(email);
  if (found?.user.id !== userId) return null;
  return { id, key: `sign-in-device:${userId}:${id}` };
}

/** The seconds a locked counter still makes a device wait, 0 once its next attempt is due, or null when not locked. */
function lockedFor(failures: Failures | null, now: number): number | null {
  if (!failures || failures.count < rule.failures) return null;
  const interval = Math.min(rule.firstDelay * 2 ** (failures.count - rule.failures), rule.maxDelay);
  return Math.max(0, Math.ceil((failures.at + interval * 1000 - now) / 1000));
}

function throttled(ctx: HookContext, seconds: number): APIError {
  const message = lockedMessage(localeOf(ctx), seconds);
  return new APIError('TOO_MANY_REQUESTS', { code: ACCOUNT_LOCKED, message }, retryAfterHeaders(seconds));
}

/** Which counter a sign-in counts against: its known device's while that has failures left, else the account's. */
async function counterOf(db: Db, ctx: HookContext, email: string, now: number) {
  const device = await knownDevice(ctx, email, now);
  if (device) {
    const failures = await failuresOf(db, device.key, rule.deviceForgetAfter * 1000, now);
    if ((failures?.count ?? 0) < rule.deviceFailures)
      return { device, key: device.key, forget: rule.deviceForgetAfter };
  }
  return { device, key: accountKey(email), forget: rule.forgetAfter };
}

/**
 * Before a sign-in: a locked account lets a device it does not know try once per interval (the
 * first to come takes the attempt); a known device is not held by the account's lock.
 */
export async function checkSignIn(db: Db, ctx: HookContext) {
  const email = emailOf(ctx.body);
  if (ctx.path !== SIGN_IN || !email) return;
  const now = Date.now();
  const { key, forget } = await counterOf(db, ctx, email, now);
  if (key !== accountKey(email)) return;
  const failures = await failuresOf(db, key, forget * 1000, now);
  const wait = lockedFor(failures, now);
  if (wait === null || !failures) return;
  if (wait > 0) {
    countSignInLockout();
    throw throttled(ctx, wait);
  }
  if (!(await takeAttempt(db, key, failures, now))) {
    countSignInLockout();
    throw throttled(ctx, lockedFor({ ...failures, at: now }, now) ?? 1);
  }
}

/**
 * After a sign-in: a wrong password counts against the device's or the account's counter; the
 * right one clears that counter and (re)issues the device cookie, for a year from now.
 */
export async function recordSignIn(db: Db, ctx: HookContext) {
  const email = emailOf(ctx.body);
  if (ctx.path !== SIGN_IN || !email) return;
  const now = Date.now();
  const { device, key, forget } = await counterOf(db, ctx, email, now);
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    if (returned.statusCode === 401) {
      countSignInFailure();
      await recordFailure(db, key, forget * 1000, now);
    }
    return;
  }
  const userId = (returned as { user?: { id?: string } } | undefined)?.user?.id;
  if (!userId) return;
  await forgetFailures(db, key);
  // A device that used up its own failures starts afresh under a new id once the password is right.
  await trustDevice(ctx, userId, now, device && key === device.key ? device.id : undefined);
}
