import { FLASH_COOKIE } from '#app/components/ui/flash-cookie.ts';
import { LOCALE_COOKIE, readCookie } from '#domain/locale.ts';

/** The reader's choice (spec section 3): whether they made one, and whether they allow statistics. */
export const CONSENT_SET_COOKIE = 'consent-is-set';
export const CONSENT_STATISTIC_COOKIE = 'consent-statistic';

/** Spec section 9: the choice is kept for 365 days. */
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The cookies scripts can read that the site needs whatever the reader chose: the choice itself,
 * the language and the one-page alert. Every other script-readable cookie is optional and goes
 * when statistics are declined (the session cookies are HttpOnly: scripts never see them).
 */
export const NECESSARY_COOKIES: ReadonlySet<string> = new Set([
  CONSENT_SET_COOKIE,
  CONSENT_STATISTIC_COOKIE,
  LOCALE_COOKIE,
  FLASH_COOKIE,
]);

export type Consent = { set: boolean; statistics: boolean };

/** The stored choice in a `document.cookie` string; statistics only when explicitly allowed. */
export function readConsent(cookies: string): Consent {
  return {
    set: readCookie(cookies, CONSENT_SET_COOKIE) === 'true',
    statistics: readCookie(cookies, CONSENT_STATISTIC_COOKIE) === 'true',
  };
}

/** The `document.cookie` assignments that store a choice. */
export function consentCookies(statistics: boolean, secure: boolean): string[] {
  const attributes = `; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [`${CONSENT_SET_COOKIE}=true${attributes}`, `${CONSENT_STATISTIC_COOKIE}=${statistics}${attributes}`];
}

/** Every path a cookie seen on `pathname` may have been set for: `/`, `/de`, `/de/trips`... */
function pathVariants(pathname: string): string[] {
  const parts = pathname.split('/').filter(Boolean);
  return ['/', ...parts.map((_, index) => `/${parts.slice(0, index + 1).join('/')}`)];
}

/** Host-only, and every domain a cookie seen on `hostname` may have been set for (`.example.org`). */
function domainVariants(hostname: string): (string | null)[] {
  // An IP address or a single label (localhost) has no parent domain to set cookies on.
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [null];
  const labels = hostname.split('.');
  const parents = labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
  return [null, ...parents];
}

/**
 * The `document.cookie` assignments that expire every optional cookie in `cookies` (analytics
 * cookies such as `_pk_id.1` or `_ga`), for each path and domain it may have been set with: a
 * cookie is only removed by an assignment that names the same path and domain.
 */
export function optionalCookieRemovals(cookies: string, location: { hostname: string; pathname: string }): string[] {
  const names = new Set(
    cookies
      .split(';')
      .map((part) => part.split('=')[0]?.trim() ?? '')
      .filter((name) => name !== '' && !NECESSARY_COOKIES.has(name)),
  );
  const removals: string[] = [];
  for (const name of names) {
    for (const path of pathVariants(location.pathname)) {
      for (const domain of domainVariants(location.hostname)) {
        removals.push(`${name}=; Max-Age=0; Path=${path}${domain ? `; Domain=${domain}` : ''}`);
      }
    }
  }
  return removals;
}
