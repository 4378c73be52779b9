import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { pageCache } from './page-cache.ts';

/** A page cache in front of a page kept for a minute, on a clock the test moves. */
function setup() {
  let clock = 1_000_000;
  const pages = pageCache({ policy: () => "script-src 'none'", now: () => clock });
  const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();
  // Pages are kept only when rendered with a nonce, which they then go out without.
  app.use(async (c, next) => {
    c.set('secureHeadersNonce', 'nonce');
    await next();
  });
  app.use(pages.middleware);
  app.get(
    '*',
    () => new Response('<p>page</p>', { headers: { 'content-type': 'text/html', 'surrogate-control': 'max-age=60' } }),
  );
  return {
    app,
    answers: pages.readyAnswers(['x-frame-options', 'SAMEORIGIN', 'vary', 'Origin']),
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

/** A flat header list as name → value. */
const named = (head: string[]) =>
  Object.fromEntries(head.flatMap((value, index) => (index % 2 === 0 ? [[value, head[index + 1]]] : [])));

describe("the page cache's ready answers for Node's server", () => {
  it('are one object per page and coding within a second, made anew when s-maxage changes', async () => {
    const t = setup();
    expect(t.answers('GET', '/about', {})).toBeNull();
    await t.app.request('/about');
    const first = t.answers('GET', '/about', {});
    expect(first?.status).toBe(200);
    expect(t.answers('HEAD', '/about', {})).toBe(first);
    t.advance(400);
    expect(t.answers('GET', '/about', {})).toBe(first);
    t.advance(1_000);
    const later = t.answers('GET', '/about', {});
    expect(later).not.toBe(first);
    expect(named(first?.head ?? [])['cache-control']).toContain('s-maxage=60,');
    expect(named(later?.head ?? [])['cache-control']).toContain('s-maxage=59,');
  });

  it("put the headers they are given first, the page's own winning", async () => {
    const t = setup();
    await t.app.request('/about');
    const head = t.answers('GET', '/about', {})?.head ?? [];
    expect(head.slice(0, 2)).toEqual(['x-frame-options', 'SAMEORIGIN']);
    expect(head.filter((name) => name === 'vary')).toHaveLength(1);
    expect(named(head)).toMatchObject({ vary: 'Accept-Encoding', 'content-length': '11', 'x-cache': 'HIT' });
  });

  it('wait for a coding the middleware has not made yet, answer 304 to a known tag, and pass over other readers', async () => {
    const t = setup();
    await t.app.request('/about');
    const gzip = { 'accept-encoding': 'gzip' };
    expect(t.answers('GET', '/about', gzip)).toBeNull();
    await t.app.request('/about', { headers: gzip });
    expect(named(t.answers('GET', '/about', gzip)?.head ?? [])['content-encoding']).toBe('gzip');

    const etag = named(t.answers('GET', '/about', {})?.head ?? []).etag ?? '';
    const notModified = t.answers('GET', '/about', { 'if-none-match': etag });
    expect(notModified?.status).toBe(304);
    expect(notModified?.body).toBeNull();
    expect(named(notModified?.head ?? [])['content-type']).toBeUndefined();

    expect(t.answers('POST', '/about', {})).toBeNull();
    expect(t.answers('GET', '/about', { cookie: 'itinera.session_token=x' })).toBeNull();
    expect(t.answers('GET', '/about', { cookie: 'lang=en; consent-is-set=1' })).not.toBeNull();
  });
});
