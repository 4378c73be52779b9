import type { MiddlewareHandler } from 'hono';

/**
 * Cookies that never change a page's HTML: language choice (read on `/` only) and consent. Not the
 * flash alert: home goes out with React to show it (app/routes/home.tsx).
 */
const neutralCookies = new Set(['lang', 'consent-is-set', 'consent-statistic']);

type Entry = { body: string; headers: [string, string][]; nonce: string; expires: number };

export type PageCacheOptions = { maxEntries?: number; now?: () => number };

function isAnonymous(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return true;
  return cookieHeader.split(';').every((part) => neutralCookies.has(part.split('=')[0]?.trim() ?? ''));
}

function surrogateMaxAge(value: string | null): number {
  const seconds = Number(/max-age=(\d+)/.exec(value ?? '')?.[1] ?? 0);
  return Number.isFinite(seconds) ? seconds : 0;
}

/**
 * A small in-process cache in front of server rendering, acting as the reverse proxy that
 * `Surrogate-Control: max-age=N` speaks to: pages that send it are kept for N seconds and the
 * header is never passed on. Only anonymous GETs answered 200 without Set-Cookie are stored, and
 * every answer gets its own CSP nonce. Each server copy keeps its own: entries are short-lived
 * copies of public pages, not state that copies must agree on.
 */
export function pageCache({ maxEntries = 500, now = Date.now }: PageCacheOptions = {}): MiddlewareHandler<{
  Variables: { secureHeadersNonce?: string };
}> {
  const entries = new Map<string, Entry>();

  return async (c, next) => {
    const nonce = c.get('secureHeadersNonce') ?? '';
    const cacheable = c.req.method === 'GET' && isAnonymous(c.req.header('cookie'));
    const key = new URL(c.req.url).pathname + new URL(c.req.url).search;
    const hit = cacheable ? entries.get(key) : undefined;

    if (hit && hit.expires > now()) {
      // Re-inserting keeps the map in least-recently-used order.
      entries.delete(key);
      entries.set(key, hit);
      const headers = new Headers(hit.headers);
      headers.set('X-Cache', 'HIT');
      return new Response(hit.body.replaceAll(hit.nonce, nonce), { status: 200, headers });
    }

    await next();
    const maxAge = surrogateMaxAge(c.res.headers.get('surrogate-control'));
    c.res.headers.delete('surrogate-control');
    if (!cacheable || maxAge <= 0 || c.res.status !== 200 || c.res.headers.has('set-cookie') || !nonce) return;

    const body = await c.res.text();
    const headers = [...c.res.headers].filter(([name]) => name !== 'content-security-policy');
    entries.delete(key);
    entries.set(key, { body, headers, nonce, expires: now() + maxAge * 1000 });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    c.res = new Response(body, { status: 200, headers: c.res.headers });
    c.res.headers.set('X-Cache', 'MISS');
  };
}
