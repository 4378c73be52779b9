import { FLASH_COOKIE, type Flash } from '#app/components/ui/flash-cookie.ts';
import type { Locale } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';

/** Whole minutes until a throttled visitor may try again, for "try again in N minutes". */
export function throttledMinutes(retryAfter: number | null): number {
  return Math.max(1, Math.ceil((retryAfter ?? 60) / 60));
}

/** The translated throttling message. */
export function throttledMessage(locale: Locale, retryAfter: number | null): string {
  return getT(locale)('account:throttled', { count: throttledMinutes(retryAfter) });
}

/** Response headers that pass better-auth's cookies (session set or cleared) on to the browser. */
export function cookieHeaders(setCookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return headers;
}

/** An alert for the next page (see flash-cookie.ts); readable by scripts, gone after a minute. */
export function flashCookie(flash: Flash, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(flash));
  return `${FLASH_COOKIE}=${value}; Max-Age=60; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
