import type { Context, MiddlewareHandler } from 'hono';
import { errorBody } from '../errors.ts';
import { requestLog } from '../observability/logger.ts';
import { crossSitePage } from './cross-site-page.ts';
import { isSafeMethod } from './safe-methods.ts';

/**
 * RFC 8058's one-click unsubscribe is posted by mail providers from their own servers, with their
 * own Origin. Its signed token, not a cookie, is the authority, so no one's session can ride it.
 */
const oneClickUnsubscribe = '/api/newsletter/unsubscribe';

/** The refusal in the caller's terms: the API's error, or a page for a page's form. */
const refusal = (c: Context) =>
  c.req.path.startsWith('/api/')
    ? c.json(errorBody('FORBIDDEN', 'This request did not come from this site.'), 403)
    : c.html(crossSitePage(c.req.path), 403);

/**
 * Cookie-authenticated writes must come from our own pages, to the API and to the pages' actions
 * alike. Browsers always send `Origin` (or at least `Sec-Fetch-Site`) on cross-site writes; a
 * client that sends neither carries no browser cookies of ours, so it cannot ride a victim's
 * session. Bots post forms from everywhere: a refusal is one line in the log, and the pages'
 * actions never see it (React Router's own Origin check would log a stack trace).
 */
export function sameOrigin(publicUrl: string): MiddlewareHandler {
  const own = new URL(publicUrl).origin;
  return async (c, next) => {
    if (isSafeMethod(c.req.method) || (c.req.method === 'POST' && c.req.path === oneClickUnsubscribe)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const foreign = origin ? origin !== own : site !== undefined && site !== 'same-origin' && site !== 'none';
    if (!foreign) return next();
    const from = origin ? `Origin ${origin.slice(0, 100)}` : `Sec-Fetch-Site ${site?.slice(0, 100)}`;
    requestLog().warn(`Refused ${c.req.method} ${c.req.path} from another site: ${from}`);
    return refusal(c);
  };
}
