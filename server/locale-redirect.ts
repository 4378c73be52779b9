import type { MiddlewareHandler } from 'hono';
import { isLocale, LOCALE_COOKIE, type Locale, localeCookie, negotiateLocale, readCookie } from '#domain/locale.ts';

/** What `/` answers a visitor: the language it detected and, when none was stored, the cookie remembering it. */
type LocaleChoice = { locale: Locale; setCookie?: string };

/** Only `/` detects the language: the stored choice, else the browser's list, else English. */
function localeChoice(cookie: string | undefined, acceptLanguage: string | undefined, secure: boolean): LocaleChoice {
  const stored = readCookie(cookie, LOCALE_COOKIE);
  if (isLocale(stored)) return { locale: stored };
  const locale = negotiateLocale(acceptLanguage);
  return { locale, setCookie: localeCookie(locale, secure) };
}

/** `/` differs by the language cookie and the browser's list; a response that sets the cookie is this browser's alone. */
const localeVary = 'Cookie, Accept-Language';
const privateResponse = 'private, max-age=0';

/** A detected language is remembered; German speakers go to `/de`. */
export function localeRedirect(secureCookies: boolean): MiddlewareHandler {
  return async (c, next) => {
    const { locale, setCookie } = localeChoice(c.req.header('cookie'), c.req.header('accept-language'), secureCookies);
    const search = new URL(c.req.url).search;
    if (locale === 'de') {
      const response = c.redirect(`/de${search}`, 302);
      if (setCookie) response.headers.append('Set-Cookie', setCookie);
      response.headers.set('Vary', localeVary);
      return response;
    }
    await next();
    if (setCookie) {
      c.res.headers.append('Set-Cookie', setCookie);
      if (c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', privateResponse);
    }
    c.res.headers.append('Vary', localeVary);
  };
}
