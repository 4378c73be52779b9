import { randomUUID } from 'node:crypto';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '#domain/locale.ts';
import { type addPasskeySchema, passkeyLimits } from '#domain/schemas/passkey.ts';
import { getT } from '#locales/i18n.ts';
import { callAuthInProcess } from '../../auth/call.ts';
import { tellNewWayIn } from '../../auth/new-way-in.ts';
import { relyingParty } from '../../auth/passkeys.ts';
import type { Db } from '../../db/client.ts';
import { violates } from '../../db/constraint-violation.ts';
import { passkey, verification } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import {
  type Caller,
  hasPassword,
  type SettingsDeps,
  throttlePasswordCheck,
  wrongPassword,
} from './settings.service.ts';

type Who = { userId: string; locale: Locale };

const refusal = (locale: Locale, field: string, key: string, values: Record<string, unknown> = {}) => {
  const message = getT(locale)(`account-passkeys:errors.${key}`, values);
  return new AppError('VALIDATION_FAILED', message, [{ field, message }]);
};

/** The member's passkeys as the settings show them: no key material, which is not theirs to need. */
export async function passkeysOf(db: Db, userId: string) {
  const rows = await db
    .select({
      id: passkey.id,
      name: passkey.name,
      backedUp: passkey.backedUp,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
    })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(asc(passkey.createdAt));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

const registration = (userId: string) => `passkey-registration:${userId}`;

/**
 * The first step of adding a passkey: the password proves the member (a passkey is a new way
 * in), then the browser gets the options to create one. The challenge waits on the server, one
 * per member, for the second step.
 */
export async function passkeyOptions(deps: SettingsDeps, caller: Caller, input: { password: string }) {
  const { db, auth, env } = deps;
  if (!(await hasPassword(db, caller.user.id))) throw refusal(caller.locale, 'password', 'needsPassword');
  await throttlePasswordCheck(db, caller);
  const checked = await callAuthInProcess(auth, caller.request, 'verifyPassword', { password: input.password });
  if (checked.status !== 200) throw wrongPassword(caller.locale, 'password');
  const existing = await db
    .select({ credentialId: passkey.credentialId, transports: passkey.transports })
    .from(passkey)
    .where(eq(passkey.userId, caller.user.id));
  if (existing.length >= passkeyLimits.perAccount)
    throw refusal(caller.locale, 'password', 'tooMany', { count: passkeyLimits.perAccount });
  const { rpID, rpName } = relyingParty(env.PUBLIC_URL);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userID: new TextEncoder().encode(caller.user.id),
    userName: caller.user.email,
    userDisplayName: caller.user.displayName || caller.user.email,
    attestationType: 'none',
    timeout: passkeyLimits.ceremonySeconds * 1000,
    // A discoverable passkey with user verification: it names the account and is two factors in one.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    excludeCredentials: existing.map((row) => ({ id: row.credentialId })),
  });
  const identifier = registration(caller.user.id);
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, identifier));
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier,
      value: options.challenge,
      expiresAt: new Date(Date.now() + passkeyLimits.ceremonySeconds * 1000),
    });
  });
  return options;
}

/** The second step: the browser's new passkey, checked against the waiting challenge, is stored with its name. */
export async function addPasskey(
  { db, env, mailer }: Pick<SettingsDeps, 'db' | 'env' | 'mailer'>,
  caller: Caller,
  input: z.output<typeof addPasskeySchema>,
) {
  const [challenge] = await db
    .delete(verification)
    .where(and(eq(verification.identifier, registration(caller.user.id)), gt(verification.expiresAt, new Date())))
    .returning({ value: verification.value });
  if (!challenge) throw refusal(caller.locale, 'response', 'expired');
  const { rpID, origin } = relyingParty(env.PUBLIC_URL);
  const checked = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge.value,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!checked?.verified) throw refusal(caller.locale, 'response', 'notChecked');
  const { credential, credentialBackedUp } = checked.registrationInfo;
  const id = randomUUID();
  try {
    await db.insert(passkey).values({
      id,
      userId: caller.user.id,
      name: input.name,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (input.response.response.transports ?? []).join(','),
      backedUp: credentialBackedUp,
    });
  } catch (error) {
    if (violates(error, 'unique')) throw refusal(caller.locale, 'response', 'already');
    throw error;
  }
  await tellNewWayIn({ db, mailer, env }, caller.user.id, { kind: 'passkey', name: input.name });
  return (await passkeysOf(db, caller.user.id)).find((row) => row.id === id);
}

async function ownPasskey(db: Db, who: Who, id: string) {
  const [found] = await db
    .select({ id: passkey.id, name: passkey.name })
    .from(passkey)
    .where(and(eq(passkey.id, id), eq(passkey.userId, who.userId)));
  if (!found) throw new AppError('NOT_FOUND', getT(who.locale)('errors.notFoundMessage'));
  return found;
}

export async function renamePasskey(db: Db, who: Who, id: string, input: { name: string }) {
  await ownPasskey(db, who, id);
  await db.update(passkey).set({ name: input.name }).where(eq(passkey.id, id));
  return (await passkeysOf(db, who.userId)).find((row) => row.id === id);
}

/**
 * Removes a passkey. A passkey is never an account's only way in (it is added with the password),
 * so no check of the last way is needed; the name comes back for the page's notice.
 */
export async function removePasskey(db: Db, who: Who, id: string) {
  const found = await ownPasskey(db, who, id);
  await db.delete(passkey).where(eq(passkey.id, id));
  return found.name;
}
