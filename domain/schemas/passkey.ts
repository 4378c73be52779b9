import { z } from 'zod';
import { currentPassword } from './account.ts';
import { personName } from './person-name.ts';

/** Limits of passkeys (ADR 0087), for the server and the settings page alike. */
export const passkeyLimits = { nameMax: 60, perAccount: 20, ceremonySeconds: 300 } as const;

/** WebAuthn's binary fields travel as base64url (WebAuthn L3's JSON serialisation). */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

const transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(7);

const credential = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
};

/** What the browser's `navigator.credentials.create()` gives, as `PublicKeyCredential.toJSON()` writes it. */
export const registrationResponseSchema = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(16_000),
    authenticatorData: base64url(8000).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(2000).optional(),
  }),
});

/** What the browser's `navigator.credentials.get()` gives. */
export const authenticationResponseSchema = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(8000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
});

export const passkeyName = personName(passkeyLimits.nameMax);

/** The settings' first step: the password, before the browser is asked for a new passkey. */
export const passkeyOptionsSchema = z.object({ password: currentPassword });

/** The settings' second step: the new passkey, with the name the member gave it. */
export const addPasskeySchema = z.object({ name: passkeyName, response: registrationResponseSchema });

export const renamePasskeySchema = z.object({ name: passkeyName });

export const passkeyIdSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** A sign-in's answer from the browser. */
export const passkeySignInSchema = z.object({ response: authenticationResponseSchema });
