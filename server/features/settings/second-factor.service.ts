import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import QRCode from 'qrcode';
import { getT } from '#locales/i18n.ts';
import { callAuthInProcess } from '../../auth/call.ts';
import { twoFactor, user, verification } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { type Caller, type SettingsDeps, throttlePasswordCheck, wrongPassword } from './settings.service.ts';

/** Whether the account's second factor is on, or set up and waiting for its first code. */
export async function secondFactorOf(deps: Pick<SettingsDeps, 'db'>, userId: string) {
  const [row] = await deps.db
    .select({ on: user.twoFactorEnabled, verified: twoFactor.verified })
    .from(user)
    .leftJoin(twoFactor, eq(twoFactor.userId, user.id))
    .where(eq(user.id, userId));
  return { on: Boolean(row?.on), pending: row?.verified === false };
}

/** What the set-up shows: the QR code (an SVG made here, no third party sees the secret) and the secret as text. */
export type PendingSetUp = { uri: string; secret: string; qr: string };

async function pendingOf(uri: string): Promise<PendingSetUp> {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, secret, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

function unexpected(result: { status: number; code: string | null }): never {
  throw new Error(`better-auth answered ${result.status} ${result.code}`);
}

/**
 * Starts the set-up after the password: a new secret, not yet asked at sign-in. A set-up left
 * unconfirmed is replaced by the next one.
 */
export async function startSetUp({ auth, db }: SettingsDeps, caller: Caller, input: { password: string }) {
  await throttlePasswordCheck(db, caller);
  const result = await callAuthInProcess(auth, caller.request, 'enableTwoFactor', { password: input.password });
  if (result.code === 'INVALID_PASSWORD') throw wrongPassword(caller.locale, 'password');
  if (result.status !== 200) unexpected(result);
  return pendingOf((result.body as { totpURI: string }).totpURI);
}

/**
 * The set-up the form shows again after a wrong first code: the address it carries, as long as
 * it is one of ours for this account (it only redraws what the member was just shown).
 */
export function pendingAgain(caller: Caller, uri: string) {
  const label = `otpauth://totp/Itinera:${encodeURIComponent(caller.user.email)}?`;
  return uri.startsWith(label) ? pendingOf(uri) : null;
}

const codesShownOnce = (userId: string) => `second-factor-codes:${userId}`;

/**
 * Turns the factor on with a first code from the app, so that no one is asked for codes of a
 * secret their app does not hold. better-auth renews the session then, so the page reloads with
 * the new cookie (returned here) and shows the recovery codes once (`recoveryCodesToShow`).
 */
export async function confirmSetUp({ auth, db }: SettingsDeps, caller: Caller, input: { code: string }) {
  const result = await callAuthInProcess(auth, caller.request, 'verifyTOTP', { code: input.code });
  if (result.code === 'INVALID_CODE') {
    const message = getT(caller.locale)('account-settings:errors.wrongCode');
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'code', message }]);
  }
  if (result.status !== 200) unexpected(result);
  const expiresAt = new Date(Date.now() + 10 * 60 * 1000);
  await db
    .insert(verification)
    .values({ id: randomUUID(), identifier: codesShownOnce(caller.user.id), value: caller.user.id, expiresAt });
  return result.setCookies;
}

/** The recovery codes right after the factor was turned on, the first time the page is shown; else null. */
export async function recoveryCodesToShow({ auth, db }: Pick<SettingsDeps, 'auth' | 'db'>, userId: string) {
  const taken = await db
    .delete(verification)
    .where(and(eq(verification.identifier, codesShownOnce(userId)), gt(verification.expiresAt, new Date())))
    .returning({ id: verification.id });
  if (taken.length === 0) return null;
  return (await auth.api.viewBackupCodes({ body: { userId } })).backupCodes;
}

/** Turns the factor off after the password: secret and recovery codes are deleted. */
export async function turnOff({ auth, db }: SettingsDeps, caller: Caller, input: { password: string }) {
  await throttlePasswordCheck(db, caller);
  const result = await callAuthInProcess(auth, caller.request, 'disableTwoFactor', { password: input.password });
  if (result.code === 'INVALID_PASSWORD') throw wrongPassword(caller.locale, 'password');
  if (result.status !== 200) unexpected(result);
  return result.setCookies;
}

/** New recovery codes after the password; the old ones stop working. */
export async function newRecoveryCodes({ auth, db }: SettingsDeps, caller: Caller, input: { password: string }) {
  await throttlePasswordCheck(db, caller);
  const result = await callAuthInProcess(auth, caller.request, 'generateBackupCodes', { password: input.password });
  if (result.code === 'INVALID_PASSWORD') throw wrongPassword(caller.locale, 'password');
  if (result.status !== 200) unexpected(result);
  return (result.body as { backupCodes: string[] }).backupCodes;
}
