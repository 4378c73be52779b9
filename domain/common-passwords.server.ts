import { dictionary } from '@zxcvbn-ts/language-common';
import { newPassword } from './schemas/account.ts';

/**
 * zxcvbn-ts's 49,233 most common passwords of public breaches (all lower case), plus the site's own
 * name, as NIST SP 800-63B asks instead of composition rules. About 400 KB: the `.server` name keeps
 * it out of the browser's bundles (the build refuses such a module there); the forms check lengths.
 */
let commonPasswords: Set<string> | undefined;

/** Whether `password` is on the list, ignoring case and surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set([...dictionary['passwords-common'], 'itinera']);
  return commonPasswords.has(password.trim().toLowerCase());
}

/** A password being chosen, as the server checks it wherever one is set. */
export const chosenPassword = newPassword.refine((value) => !isCommonPassword(value), {
  message: 'common_password',
});
