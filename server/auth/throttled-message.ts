import type { Locale } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';

/** The wait assumed when a throttled answer does not say how long (every one of ours does). */
export const assumedWait = 60;

/** Whole minutes until a throttled caller may try again, for "try again in N minutes". */
export function throttledMinutes(retryAfter: number | null): number {
  return Math.max(1, Math.ceil((retryAfter ?? assumedWait) / 60));
}

/** The translated throttling message. */
export function throttledMessage(locale: Locale, retryAfter: number | null): string {
  return getT(locale)('account:throttled', { count: throttledMinutes(retryAfter) });
}

/** The sign-in lockout's own code: its owner can end the wait with a password reset (ADR 0059). */
export const ACCOUNT_LOCKED = 'ACCOUNT_LOCKED';

/** The lockout's message, which tells the owner that a password reset lets them in at once. */
export function lockedMessage(locale: Locale, retryAfter: number | null): string {
  return getT(locale)('account:locked', { count: throttledMinutes(retryAfter) });
}
