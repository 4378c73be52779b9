import { z } from 'zod';
import { locales } from '../locale.ts';
import { personName } from './person-name.ts';

/** Limits of account input, used by the forms, the actions and better-auth's settings alike. */
export const accountLimits = {
  displayNameMax: 50,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  /** An account without a password is deleted only this soon after a sign-in through its provider. */
  freshSignInSeconds: 15 * 60,
} as const;

/** Empty is "required", not "not a valid e-mail": the length checks come before the format. */
export const email = z.string().trim().min(1).max(accountLimits.emailMax).pipe(z.email());
/**
 * A password being chosen: long enough and not too long. The server also refuses the most common
 * passwords (`chosenPassword` in `common-passwords.server.ts`); that list is too large for the browser.
 */
export const newPassword = z.string().min(accountLimits.passwordMin).max(accountLimits.passwordMax);
/** A password being checked (sign-in, confirmations): only its presence and the upper bound matter. */
export const currentPassword = z.string().min(1).max(accountLimits.passwordMax);
/** HTML checkboxes send "on" when ticked and nothing otherwise. */
export const checkbox = z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean());

/** The name an account shows: at sign-up, in the profile and wherever its writer is named. */
export const displayName = personName(accountLimits.displayNameMax);
const termsAccepted = checkbox.refine((accepted) => accepted, { message: 'required' });

export const registerSchema = z.object({
  displayName,
  email,
  password: newPassword,
  rememberMe: checkbox,
  terms: termsAccepted,
  newsletter: checkbox,
});

/** An object of exactly these fields: each other field is refused under its own name, not dropped. */
export function exactly<T extends z.ZodRawShape>(fields: T) {
  return z.looseObject(fields).superRefine((body, context) => {
    for (const field of Object.keys(body))
      if (!(field in fields)) context.addIssue({ code: 'custom', path: [field], message: 'invalid' });
  });
}

/**
 * The body of `POST /api/auth/sign-up/email`, the API's door to registration: the form's rules under
 * better-auth's names. Any other field (an `image`, a consent date) is refused, not ignored: the
 * dates of consent are the server's to set.
 */
export const signUpFields = {
  name: displayName,
  email,
  password: newPassword,
  terms: termsAccepted,
  newsletter: checkbox,
  locale: z.enum(locales).optional(),
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().max(2048).optional(),
};
export const signUpSchema = exactly(signUpFields);

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
