import type { Context } from 'hono';

/**
 * The request's address at the site's one public origin (PUBLIC_URL's), whatever scheme and host
 * reached this process: behind a proxy that ends TLS, Node sees plain http and the proxy's Host.
 * React Router compares the browser's Origin with this address before it runs an action.
 */
export function publicUrl(c: Context, origin: string): string {
  const url = c.req.url;
  // Joined, not resolved: a path that begins with `//` stays a path.
  return origin + url.slice(url.indexOf('/', url.indexOf('://') + 3));
}

/** The request as React Router and better-auth get it: at the public origin, with `headers`. */
export function publicRequest(c: Context, origin: string, headers: Headers): Request {
  const { method, body, signal } = c.req.raw;
  // The body goes on as the stream it is, which a Request takes only half duplex (a type DOM's lacks).
  const init: RequestInit & { duplex: 'half' } = { method, headers, body, signal, duplex: 'half' };
  return new Request(publicUrl(c, origin), init);
}
