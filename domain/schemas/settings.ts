import { z } from 'zod';
import { locales } from '../locale.ts';
import { checkbox, currentPassword, email, newPassword } from './account.ts';

export const changePasswordSchema = z.object({ currentPassword, newPassword });

export const changeEmailSchema = z.object({ newEmail: email, password: currentPassword });

/** Newsletter consent can only be withdrawn here; subscribing is a double opt-in of its own. */
export const preferencesSchema = z.object({
  locale: z.enum(locales).optional(),
  newsletter: z.literal(false).optional(),
});

/** The settings page's language form. */
export const languageSchema = z.object({ locale: z.enum(locales) });

export const deleteAccountSchema = z.object({
  password: currentPassword,
  confirm: checkbox.refine((confirmed) => confirmed, { message: 'required' }),
});
