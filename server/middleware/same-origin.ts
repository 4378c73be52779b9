import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from our own pages. Browsers always send `Origin` (or at
 * least `Sec-Fetch-Site`) on cross-site writes; a client that sends neither carries no browser
 * cookies of ours, so it cannot ride a victim's session.
 */
export function sameOrigin(publicUrl: string): MiddlewareHandler {
  const own = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const foreign = origin ? origin !== own : site !== undefined && site !== 'same-origin' && site !== 'none';
      if (foreign) return c.json(errorBody('FORBIDDEN', 'This request did not come from this site.'), 403);
    }
    await next();
  };
}
