import { z } from 'zod';
import { locales } from '../locale.ts';
import { checkbox, currentPassword, email, newPassword } from './account.ts';
import { readOnly } from './read-only.ts';

export const changePasswordSchema = z.object({ currentPassword, newPassword });

export const changeEmailSchema = z.object({ newEmail: email, password: currentPassword });

/**
 * The account's settings: what `GET /api/user/settings` returns and, unchanged or in part, what
 * `PUT` takes back. Newsletter consent can only be withdrawn here (`false`); subscribing is a
 * double opt-in of its own, so `true` keeps the consent as it is.
 */
export const preferencesSchema = z.object({
  locale: z.enum(locales).optional(),
  newsletter: z
    .boolean()
    .optional()
    .describe('false withdraws consent; true keeps it as it is (subscribing is a double opt-in of its own)'),
  commentMails: z
    .boolean()
    .optional()
    .describe('Mails about comments on one’s trips and answers to one’s comments, at most one an hour per trip'),
  copyMails: z
    .boolean()
    .optional()
    .describe('A mail when another traveller first uses one of one’s trips for their own; off unless turned on'),
  email: readOnly(z.string()),
  newsletterConsentAt: readOnly(z.iso.datetime({ offset: true }).nullable()),
  newsletterStatus: readOnly(
    z
      .enum(['none', 'pending', 'confirmed', 'unsubscribed'])
      .describe('pending: the confirmation link was mailed and not opened yet'),
  ),
  alias: readOnly(z.string().nullable()),
});

/** The settings page's language form. */
export const languageSchema = z.object({ locale: z.enum(locales) });

export const deleteAccountSchema = z.object({
  password: currentPassword
    .optional()
    .describe(
      'Required when the account has a password; without one, a sign-in through the provider within 15 minutes',
    ),
  confirm: checkbox.refine((confirmed) => confirmed, { message: 'required' }),
});

/** The second factor's forms (ADR 0086): the password before each change, the app's first code to turn it on. */
export const secondFactorPasswordSchema = z.object({ password: currentPassword });

export const secondFactorCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/)),
  // The set-up's otpauth address, to draw it again after a wrong code (never trusted for more).
  uri: z.string().max(500),
});

/** An identity provider's id, as OIDC_PROVIDERS names it and its redirect address carries it (ADR 0085). */
export const PROVIDER_ID = /^[a-z0-9][a-z0-9-]{0,31}$/;

/** Removing a linked identity provider from the settings: its id. */
export const unlinkProviderSchema = z.object({ provider: z.string().regex(PROVIDER_ID) });
