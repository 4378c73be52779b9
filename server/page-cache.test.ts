import { Hono } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { pageCache } from './page-cache.ts';

function setup(surrogate: string | null = 'max-age=60', extra: (headers: Headers) => void = () => {}) {
  let renders = 0;
  let clock = 1_000_000;
  const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();
  app.use(secureHeaders({ contentSecurityPolicy: { scriptSrc: [NONCE] } }));
  app.use(pageCache({ maxEntries: 2, now: () => clock }));
  app.get('*', (c) => {
    renders++;
    const headers = new Headers({ 'content-type': 'text/html' });
    if (surrogate) headers.set('Surrogate-Control', surrogate);
    extra(headers);
    const status = c.req.path === '/missing' ? 404 : 200;
    return new Response(`<script nonce="${c.get('secureHeadersNonce')}">render ${renders}</script>`, {
      status,
      headers,
    });
  });
  return {
    get: (path: string, cookie?: string) => app.request(path, cookie ? { headers: { cookie } } : {}),
    renders: () => renders,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('pageCache', () => {
  it('renders once, then answers from memory with a fresh nonce each time', async () => {
    const t = setup();
    const first = await t.get('/about');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await t.get('/about');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(t.renders()).toBe(1);
    const [a, b] = [await first.text(), await second.text()];
    expect(b).toContain('render 1');
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(a).toContain(`nonce="${nonceOf(first)}"`);
    expect(b).toContain(`nonce="${nonceOf(second)}"`);
    expect(second.headers.get('surrogate-control')).toBeNull();
    expect(first.headers.get('surrogate-control')).toBeNull();
  });

  it('expires entries after their max-age', async () => {
    const t = setup('max-age=60');
    await t.get('/faq');
    t.advance(59_000);
    await t.get('/faq');
    expect(t.renders()).toBe(1);
    t.advance(2_000);
    expect((await t.get('/faq')).headers.get('x-cache')).toBe('MISS');
    expect(t.renders()).toBe(2);
  });

  it('keys by path and query and evicts the least recently used', async () => {
    const t = setup();
    await t.get('/a');
    await t.get('/a?x=1');
    await t.get('/a');
    await t.get('/b');
    expect(t.renders()).toBe(3);
    await t.get('/a');
    expect(t.renders()).toBe(3);
    await t.get('/a?x=1');
    expect(t.renders()).toBe(4);
  });

  it('stores nothing for visitors with a session-like cookie, but ignores neutral cookies', async () => {
    const t = setup();
    await t.get('/about', 'session=abc');
    await t.get('/about', 'session=abc');
    expect(t.renders()).toBe(2);
    await t.get('/about', 'lang=de; consent-is-set=true');
    await t.get('/about', 'lang=en');
    expect(t.renders()).toBe(3);
  });

  it('stores nothing without Surrogate-Control, for errors or with Set-Cookie', async () => {
    const plain = setup(null);
    await plain.get('/x');
    await plain.get('/x');
    expect(plain.renders()).toBe(2);

    const errors = setup();
    await errors.get('/missing');
    await errors.get('/missing');
    expect(errors.renders()).toBe(2);

    const cookies = setup('max-age=60', (headers) => headers.set('Set-Cookie', 'a=1'));
    await cookies.get('/x');
    await cookies.get('/x');
    expect(cookies.renders()).toBe(2);
  });
});
