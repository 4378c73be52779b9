import type { IncomingMessage, RequestListener } from 'node:http';
import type { Env } from './env.ts';
import { localeChoice, localeVary, privateAnswer } from './locale-redirect.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import type { CachedAnswer, PageCache } from './page-cache.ts';

/**
 * The answer of a kept page, with what Hono's middleware would add to it: the security headers,
 * and on `/` what the language detection adds (server/locale-redirect.ts), or null when `/` sends
 * the visitor to `/de`.
 */
function cachedPage(cache: PageCache, req: IncomingMessage, secure: boolean): CachedAnswer | null {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const { cookie, 'accept-encoding': acceptEncoding, 'if-none-match': ifNoneMatch } = req.headers;
  const answer = cache.cachedAnswer({
    method: req.method ?? '',
    key: url.pathname + url.search,
    cookie,
    acceptEncoding,
    ifNoneMatch,
  });
  if (!answer || url.pathname !== '/') return answer;
  const { locale, setCookie } = localeChoice(cookie, req.headers['accept-language'], secure);
  if (locale !== 'en') return null;
  const { headers } = answer;
  headers.vary = `${headers.vary}, ${localeVary}`;
  if (setCookie) {
    headers['set-cookie'] = setCookie;
    headers['cache-control'] = privateAnswer;
  }
  return answer;
}

/**
 * Anonymous GETs of pages the page cache holds are answered by Node's server itself, from the
 * kept bytes and headers (ADR 0052): Hono's middleware chain and the Request and Response objects
 * it builds cost several times the rest of such an answer. Everything else goes to `fallback`.
 */
export function withCachedPages(cache: PageCache, env: Env, fallback: RequestListener): RequestListener {
  const fixed = Object.fromEntries(securityHeaders(env));
  const secure = env.PUBLIC_URL.startsWith('https://');
  return (req, res) => {
    const answer = req.method === 'GET' ? cachedPage(cache, req, secure) : null;
    if (!answer) return fallback(req, res);
    res.writeHead(answer.status, { ...fixed, ...answer.headers });
    res.end(answer.body);
  };
}
