import { FLASH_COOKIE, type Flash } from '#app/components/ui/flash-cookie.ts';
import type { AuthCallResult } from '#server/auth/call.ts';
import { assumedWait } from '#server/auth/throttled-message.ts';
import { retryAfterHeaders } from '#server/errors.ts';

export { lockedMessage, throttledMessage, throttledMinutes } from '#server/auth/throttled-message.ts';

/** The status and headers of a page's answer to a throttled auth call: 429, and when to try again. */
export const throttledInit = (result: AuthCallResult) => ({
  status: 429,
  headers: retryAfterHeaders(result.retryAfter ?? assumedWait),
});

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
