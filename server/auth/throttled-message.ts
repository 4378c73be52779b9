import type { Locale } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';

/** Whole minutes until a throttled caller may try again, for "try again in N minutes". */
export function throttledMinutes(retryAfter: number | null): number {
  return Math.max(1, Math.ceil((retryAfter ?? 60) / 60));
}

/** The translated throttling message. */
export function throttledMessage(locale: Locale, retryAfter: number | null): string {
  return getT(locale)('account:throttled', { count: throttledMinutes(retryAfter) });
}
