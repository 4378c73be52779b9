import { z } from 'zod';
import { isCommonPassword } from '../common-passwords.ts';

/** Limits of account input, used by the forms, the actions and better-auth's settings alike. */
export const accountLimits = {
  displayNameMax: 50,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
} as const;

/** Empty is "required", not "not a valid e-mail": the length checks come before the format. */
export const email = z.string().trim().min(1).max(accountLimits.emailMax).pipe(z.email());
/** A password being chosen: long enough, not too long, and not one of the most common ones. */
export const newPassword = z
  .string()
  .min(accountLimits.passwordMin)
  .max(accountLimits.passwordMax)
  .refine((value) => !isCommonPassword(value), { message: 'common_password' });
/** A password being checked (sign-in, confirmations): only its presence and the upper bound matter. */
export const currentPassword = z.string().min(1).max(accountLimits.passwordMax);
/** HTML checkboxes send "on" when ticked and nothing otherwise. */
export const checkbox = z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean());

export const registerSchema = z.object({
  displayName: z.string().trim().min(1).max(accountLimits.displayNameMax),
  email,
  password: newPassword,
  rememberMe: checkbox,
  terms: checkbox.refine((accepted) => accepted, { message: 'required' }),
  newsletter: checkbox,
});

export const signInSchema = z.object({
  email,
  password: currentPassword,
  rememberMe: checkbox,
  relay: z.string().optional(),
});

export const recoverSchema = z.object({ email });

export const resetPasswordSchema = z.object({ token: z.string().min(1), password: newPassword });

const relayBase = 'http://relay.invalid';

/**
 * Only a path on this site may be a relay target; anything else goes home. The path is read the way
 * a browser reads a Location header (tabs and newlines dropped, backslashes as slashes), so
 * `/\t/evil.example` cannot become a protocol-relative address; only path, query and fragment stay.
 */
export function safeRelay(relay: string | null | undefined): string {
  const path = relay?.trim();
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  let url: URL;
  try {
    url = new URL(path, relayBase);
  } catch {
    return '/';
  }
  if (url.origin !== relayBase) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
