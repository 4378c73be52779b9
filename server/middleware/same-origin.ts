import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../errors.ts';
import { isSafeMethod } from './safe-methods.ts';

/**
 * RFC 8058's one-click unsubscribe is posted by mail providers from their own servers, with their
 * own Origin. Its signed token, not a cookie, is the authority, so no one's session can ride it.
 */
const oneClickUnsubscribe = '/api/newsletter/unsubscribe';

/**
 * Cookie-authenticated writes must come from our own pages. Browsers always send `Origin` (or at
 * least `Sec-Fetch-Site`) on cross-site writes; a client that sends neither carries no browser
 * cookies of ours, so it cannot ride a victim's session.
 */
export function sameOrigin(publicUrl: string): MiddlewareHandler {
  const own = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!isSafeMethod(c.req.method) && !(c.req.method === 'POST' && c.req.path === oneClickUnsubscribe)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const foreign = origin ? origin !== own : site !== undefined && site !== 'same-origin' && site !== 'none';
      if (foreign) return c.json(errorBody('FORBIDDEN', 'This request did not come from this site.'), 403);
    }
    await next();
  };
}
