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
  password: currentPassword,
  confirm: checkbox.refine((confirmed) => confirmed, { message: 'required' }),
});
