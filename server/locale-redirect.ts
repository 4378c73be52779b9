import type { MiddlewareHandler } from 'hono';
import { isLocale, LOCALE_COOKIE, localeCookie, negotiateLocale, readCookie } from '#domain/locale.ts';

/**
 * Only `/` detects the language: the stored choice, else the browser's list, else English.
 * A detected language is remembered; German speakers go to `/de`.
 */
export function localeRedirect(secureCookies: boolean): MiddlewareHandler {
  return async (c, next) => {
    const stored = readCookie(c.req.header('cookie'), LOCALE_COOKIE);
    const locale = isLocale(stored) ? stored : negotiateLocale(c.req.header('accept-language'));
    const search = new URL(c.req.url).search;
    const setCookie = isLocale(stored) ? undefined : localeCookie(locale, secureCookies);
    if (locale === 'de') {
      const response = c.redirect(`/de${search}`, 302);
      if (setCookie) response.headers.append('Set-Cookie', setCookie);
      response.headers.set('Vary', 'Cookie, Accept-Language');
      return response;
    }
    await next();
    if (setCookie) c.res.headers.append('Set-Cookie', setCookie);
    c.res.headers.append('Vary', 'Cookie, Accept-Language');
  };
}
