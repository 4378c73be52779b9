import { z } from 'zod';
import { isCommonPassword } from '../common-passwords.ts';

/** Limits of account input, used by the forms, the actions and better-auth's settings alike. */
export const accountLimits = {
  displayNameMax: 50,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
} as const;

const email = z.email().max(accountLimits.emailMax);
const password = z.string().min(accountLimits.passwordMin).max(accountLimits.passwordMax);
/** HTML checkboxes send "on" when ticked and nothing otherwise. */
const checkbox = z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean());

export const registerSchema = z.object({
  displayName: z.string().trim().min(1).max(accountLimits.displayNameMax),
  email,
  password: password.refine((value) => !isCommonPassword(value), { message: 'common_password' }),
  rememberMe: checkbox,
  terms: checkbox.refine((accepted) => accepted, { message: 'required' }),
  newsletter: checkbox,
});

export const signInSchema = z.object({
  email,
  password: z.string().min(1).max(accountLimits.passwordMax),
  rememberMe: checkbox,
  relay: z.string().optional(),
});

export const recoverSchema = z.object({ email });

export const resetPasswordSchema = z.object({ token: z.string().min(1), password });

/** Only a path on this site may be a relay target; anything else goes home. */
export function safeRelay(relay: string | null | undefined): string {
  if (!relay || !relay.startsWith('/') || relay.startsWith('//') || relay.startsWith('/\\')) return '/';
  return relay;
}
