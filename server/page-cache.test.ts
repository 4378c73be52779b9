import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageCache, type ReaderPages, type SharedPage } from './page-cache.ts';
import { partsOf } from './page-slots.ts';
import type { ReaderParts } from './reader-parts.ts';
import type { RenderedPage } from './request-context.ts';

/** The policy of shared pages: their inline scripts' hashes, nothing else. */
const policy = (hashes: string[]) => `script-src ${hashes.join(' ')}`;
const secure = { contentSecurityPolicy: { scriptSrc: [NONCE] }, overwrite: false };

function setup(surrogate: string | null = 'max-age=60', extra: (headers: Headers) => void = () => {}) {
  let renders = 0;
  let clock = 1_000_000;
  let change = () => {};
  let rendering = async () => {};
  const purged: string[][] = [];
  const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();
  app.use(secureHeaders(secure));
  app.use(
    pageCache({
      policy,
      maxEntries: 2,
      now: () => clock,
      onChange: (forget) => (change = forget),
      purge: (keys) => purged.push(keys),
    }).middleware,
  );
  app.get('*', async (c) => {
    await rendering();
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
    request: (path: string, headers: Record<string, string>) => app.request(path, { headers }),
    renders: () => renders,
    /** The keys each change purged at the proxies in front. */
    purged,
    advance: (ms: number) => {
      clock += ms;
    },
    /** What a committed change does: the database's notice reaching the cache. */
    change: () => change(),
    /** Runs `during` in the middle of every render from now on. */
    whileRendering: (during: () => Promise<void>) => {
      rendering = during;
    },
  };
}

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('pageCache', () => {
  it('renders once, then answers from memory with the same bytes, its scripts allowed by their hashes', async () => {
    const t = setup();
    const first = await t.get('/about');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await t.get('/about');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(t.renders()).toBe(1);
    const [a, b] = [await first.text(), await second.text()];
    expect(b).toContain('render 1');
    expect(b).toBe(a);
    const hash = createHash('sha256').update('render 1').digest('base64');
    for (const answer of [first, second]) {
      expect(answer.headers.get('content-security-policy')).toBe(`script-src 'sha256-${hash}'`);
      expect(nonceOf(answer)).toBeUndefined();
      expect(answer.headers.get('surrogate-control')).toBeNull();
    }
  });

  it('tags the page, answers 304 to a visitor who has it, and lets a CDN keep it while it lives here', async () => {
    const t = setup('max-age=60');
    const first = await t.get('/about');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(first.headers.get('vary')).toContain('Accept-Encoding');

    t.advance(20_000);
    const again = await t.request('/about', { 'if-none-match': `"other", ${etag.slice(2)}` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=40, stale-while-revalidate=60');
    expect((await t.request('/about', { 'if-none-match': '"other"' })).status).toBe(200);

    // Once rendered anew the page has a new tag, and the old one gets the whole page.
    t.advance(41_000);
    const renewed = await t.request('/about', { 'if-none-match': etag });
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('etag')).not.toBe(etag);
    expect(t.renders()).toBe(2);
  });

  it('answers brotli, gzip or plain as the visitor asks, compressing each once', async () => {
    const t = setup();
    const plain = await (await t.get('/about')).text();
    const br = await t.request('/about', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe(plain);
    const gzip = await t.request('/about', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
    const none = await t.request('/about', { 'accept-encoding': 'identity' });
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(await none.text()).toBe(plain);
    const again = await t.request('/about', { 'accept-encoding': 'br' });
    expect(Buffer.from(await again.arrayBuffer())).toEqual(brBytes);
    expect(t.renders()).toBe(1);
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

  it('forgets every page on a change, and keeps no page whose render began before it', async () => {
    const t = setup();
    await t.get('/about');
    await t.get('/faq');
    t.change();
    expect((await t.get('/about')).headers.get('x-cache')).toBe('MISS');
    expect((await t.get('/faq')).headers.get('x-cache')).toBe('MISS');
    expect(t.renders()).toBe(4);

    t.whileRendering(async () => t.change());
    expect(await (await t.get('/news')).text()).toContain('render 5');
    t.whileRendering(async () => {});
    expect((await t.get('/news')).headers.get('x-cache')).toBe('MISS');
    expect((await t.get('/news')).headers.get('x-cache')).toBe('HIT');
  });

  it('names what a cached page shows in xkey, every one `pages`, and purges them all after a change', async () => {
    const t = setup('max-age=60', (headers) => headers.set('xkey', 'trip-1 list'));
    const first = await t.get('/trips/one');
    expect(first.headers.get('xkey')).toBe('pages trip-1 list');
    expect((await t.get('/trips/one')).headers.get('xkey')).toBe('pages trip-1 list');
    expect(t.purged).toEqual([]);
    t.change();
    expect(t.purged).toEqual([['pages']]);
    expect((await t.get('/trips/one')).headers.get('x-cache')).toBe('MISS');

    // Nothing cached, nothing to purge by: neither a member's response nor an error names keys.
    expect((await t.get('/trips/one', 'itinera.session_token=x')).headers.get('xkey')).toBeNull();
    expect((await t.get('/missing')).headers.get('xkey')).toBeNull();
    const uncached = setup(null, (headers) => headers.set('xkey', 'trip-1'));
    expect((await uncached.get('/x')).headers.get('xkey')).toBeNull();
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

const slot = (name: string, content: string) =>
  `<template data-slot="${name}"></template>${content}<template data-slot-end="${name}"></template>`;

/** `itinera.session_token=ada` (with or without `__Secure-`) reads as Ada; no session as nobody. */
const readerOf = (cookie: string | undefined) => {
  const token = /(?:^|;\s*)(?:__Secure-)?itinera\.session_token=([^;]+)/.exec(cookie ?? '')?.[1];
  return token ? token.charAt(0).toUpperCase() + token.slice(1) : undefined;
};

/** A trip page with two slots, as rendered for `reader` (or for everyone), scripts before and after them. */
const tripPage = (nonce: string, render: string, reader?: string) =>
  `<script nonce="${nonce}">${render}</script>` +
  `<header>${slot('account', reader ?? 'Sign in')}</header>` +
  `<main>Rome${slot('comments', reader ? `Comment as ${reader}` : 'Sign in to comment')}</main>` +
  `<script nonce="${nonce}">hydrate</script>`;

const defaultParts = (reader: string) => slot('account', reader) + slot('comments', `Comment as ${reader}`);

type ReadersOptions = {
  /** The reader's parts; null renders the whole page for them. */
  parts?: (reader: string) => string | null;
  /** Whether the app's whole render leaves its loader data and reader's parts (as the React Router handler does). */
  pageData?: boolean;
};

/**
 * The cache with pages of the reader's own under /trips/: the app renders them whole (with the
 * reader's parts in, counted as `whole`), the readers' shared render renders them for everyone
 * (counted as `shared`; drafts answer 404 there) and `parts` fills in the reader from their cookie.
 */
function setupReaders({ parts = defaultParts, pageData = true }: ReadersOptions = {}) {
  let whole = 0;
  let shared = 0;
  let clock = 1_000_000;
  let gate: Promise<void> = Promise.resolve();
  const sharedNonces: string[] = [];
  const pages: SharedPage[] = [];
  const headers = () => new Headers({ 'content-type': 'text/html', 'surrogate-control': 'max-age=60' });

  const readerParts: ReaderParts = async ({ request, page }) => {
    pages.push(page);
    const reader = readerOf(request.headers.get('cookie') ?? undefined);
    if (!reader) throw new Error('parts asked for without a reader');
    const html = parts(reader);
    return html === null ? null : partsOf(html);
  };
  const rendered = (path: string): RenderedPage => ({ loaderData: { trip: path }, readerParts });

  const readers: ReaderPages = {
    has: async (pathname) => pathname.startsWith('/trips/'),
    render: async (c) => {
      shared++;
      const nonce = c.get('secureHeadersNonce') ?? '';
      sharedNonces.push(nonce);
      await gate;
      const status = c.req.path.includes('draft') ? 404 : 200;
      const response = new Response(tripPage(nonce, `shared ${shared}`), { status, headers: headers() });
      return { response, rendered: rendered(c.req.path) };
    },
    parts: (c, render, page) => render({ request: c.req.raw, context: new RouterContextProvider(), page }),
  };

  const app = new Hono<{ Variables: { secureHeadersNonce?: string; rendered?: RenderedPage } }>();
  app.use(secureHeaders(secure));
  app.use(pageCache({ policy, now: () => clock, readers }).middleware);
  app.get('*', (c) => {
    whole++;
    if (pageData) c.set('rendered', rendered(c.req.path));
    const reader = readerOf(c.req.header('cookie'));
    return new Response(tripPage(c.get('secureHeadersNonce') ?? '', `whole ${whole}`, reader), {
      headers: headers(),
    });
  });

  return {
    get: (path: string, cookie?: string) => app.request(path, cookie ? { headers: { cookie } } : {}),
    whole: () => whole,
    shared: () => shared,
    sharedNonces: () => sharedNonces,
    /** What `parts` was given, one per call. */
    pages: () => pages,
    now: () => clock,
    advance: (ms: number) => {
      clock += ms;
    },
    /** Holds shared renders until the returned function is called. */
    hold: () => {
      let release = () => {};
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
  };
}

const ada = 'itinera.session_token=ada';
const bob = '__Secure-itinera.session_token=bob';

describe('pageCache for signed-in readers', () => {
  it('renders the shared page once for all members, each with their own parts, and keeps it for anonymous visitors', async () => {
    const t = setupReaders();
    const renderStarted = t.now();

    const first = await t.get('/trips/rome', ada);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const firstBody = await first.text();
    expect(firstBody).toContain('shared 1');
    expect(firstBody).toContain(slot('account', 'Ada'));
    expect(firstBody).toContain(slot('comments', 'Comment as Ada'));
    expect(firstBody).not.toContain('Sign in');

    t.advance(1_000);
    const second = await t.get('/trips/rome', `${bob}; lang=de; consent-is-set=true`);
    expect(second.headers.get('x-cache')).toBe('HIT');
    const secondBody = await second.text();
    expect(secondBody).toContain('shared 1');
    expect(secondBody).toContain(slot('account', 'Bob'));
    expect(secondBody).toContain(slot('comments', 'Comment as Bob'));
    expect(secondBody).not.toContain('Ada');
    expect(second.headers.get('surrogate-control')).toBeNull();

    const anonymous = await t.get('/trips/rome');
    expect(anonymous.headers.get('x-cache')).toBe('HIT');
    const anonymousBody = await anonymous.text();
    expect(anonymousBody).toContain('shared 1');
    expect(anonymousBody).toContain(slot('account', 'Sign in'));
    expect(anonymousBody).not.toMatch(/Ada|Bob/);

    expect(t.shared()).toBe(1);
    expect(t.whole()).toBe(0);
    // Both readers' parts were rendered from the shared render's loader data, its start and one memo.
    expect(t.pages()).toHaveLength(2);
    for (const page of t.pages()) {
      expect(page.data).toEqual({ trip: '/trips/rome' });
      expect(page.renderedAt).toEqual(new Date(renderStarted));
    }
    expect(t.pages()[0]?.memo).toBe(t.pages()[1]?.memo);
  });

  it("gives every member's response its own nonce and never the shared render's", async () => {
    const t = setupReaders();
    const answers = [await t.get('/trips/rome', ada), await t.get('/trips/rome', bob)];
    const [entryNonce] = t.sharedNonces();
    expect(t.sharedNonces()).toHaveLength(1);
    expect(entryNonce).toBeTruthy();

    const nonces = answers.map(nonceOf);
    expect(new Set(nonces).size).toBe(2);
    for (const [index, answer] of answers.entries()) {
      const body = await answer.text();
      const nonce = nonces[index];
      expect(nonce).toBeTruthy();
      // Both scripts, before and after the slots, carry the response's nonce.
      expect(body.split(`nonce="${nonce}"`)).toHaveLength(3);
      if (nonce !== entryNonce) expect(body).not.toContain(entryNonce);
    }
    // The first reader's request ran the shared render; the later answers are not theirs.
    expect(nonces[0]).toBe(entryNonce);
  });

  it('makes members arriving together on an empty cache wait for one shared render', async () => {
    const t = setupReaders();
    const release = t.hold();
    const answering = Promise.all([
      t.get('/trips/rome', ada),
      t.get('/trips/rome', bob),
      t.get('/trips/rome', 'itinera.session_token=cleo'),
    ]);
    // Every request has reached the cache before the render may finish.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.shared()).toBe(1);
    release();
    const answers = await answering;

    expect(t.shared()).toBe(1);
    expect(t.whole()).toBe(0);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(bodies[0]).toContain(slot('account', 'Ada'));
    expect(bodies[1]).toContain(slot('account', 'Bob'));
    expect(bodies[2]).toContain(slot('account', 'Cleo'));
    expect(answers.map((answer) => answer.headers.get('x-cache'))).toEqual(['MISS', 'MISS', 'MISS']);

    expect((await t.get('/trips/rome', ada)).headers.get('x-cache')).toBe('HIT');
    expect(t.shared()).toBe(1);
  });

  it('renders the whole page when the parts are refused, and stores none of it', async () => {
    const t = setupReaders({ parts: () => null });
    const member = await t.get('/trips/rome', ada);
    expect(member.status).toBe(200);
    expect(member.headers.get('x-cache')).toBeNull();
    expect(member.headers.get('surrogate-control')).toBeNull();
    const body = await member.text();
    expect(body).toContain('whole 1');
    expect(body).toContain(slot('account', 'Ada'));
    expect(t.whole()).toBe(1);
    expect(t.shared()).toBe(1);

    // The shared render was kept; the member's whole page was not.
    const anonymous = await t.get('/trips/rome');
    expect(anonymous.headers.get('x-cache')).toBe('HIT');
    const anonymousBody = await anonymous.text();
    expect(anonymousBody).toContain('shared 1');
    expect(anonymousBody).not.toContain('Ada');

    await t.get('/trips/rome', ada);
    expect(t.whole()).toBe(2);
    expect(t.shared()).toBe(1);
  });

  it("renders the whole page when the parts lack one of the page's slots", async () => {
    const t = setupReaders({ parts: (reader) => slot('account', reader) });
    const member = await t.get('/trips/rome', ada);
    expect(member.headers.get('x-cache')).toBeNull();
    const body = await member.text();
    expect(body).toContain('whole 1');
    expect(body).toContain(slot('comments', 'Comment as Ada'));
    expect(body).not.toContain('Sign in to comment');
    expect(t.whole()).toBe(1);
    expect(t.pages()).toHaveLength(1);
  });

  it('serves members from a page an anonymous visitor cached, with its loader data', async () => {
    const t = setupReaders();
    await t.get('/trips/rome');
    expect(t.whole()).toBe(1);

    const member = await t.get('/trips/rome', ada);
    expect(member.headers.get('x-cache')).toBe('HIT');
    const body = await member.text();
    expect(body).toContain('whole 1');
    expect(body).toContain(slot('account', 'Ada'));
    expect(t.whole()).toBe(1);
    expect(t.shared()).toBe(0);
    expect(t.pages()[0]?.data).toEqual({ trip: '/trips/rome' });
  });

  it("renders the whole page for members when the cached page has no loader data or reader's parts", async () => {
    const t = setupReaders({ pageData: false });
    await t.get('/trips/rome');
    const member = await t.get('/trips/rome', ada);
    expect(member.headers.get('x-cache')).toBeNull();
    expect(await member.text()).toContain(slot('account', 'Ada'));
    expect(t.whole()).toBe(2);
    expect(t.shared()).toBe(0);
    expect(t.pages()).toHaveLength(0);
  });

  it('renders the whole page for members when the shared render cannot be shared, and tries again after 30 s', async () => {
    const t = setupReaders();
    const first = await t.get('/trips/draft', ada);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBeNull();
    expect(await first.text()).toContain(slot('account', 'Ada'));
    expect(t.shared()).toBe(1);
    expect(t.whole()).toBe(1);

    t.advance(29_999);
    await t.get('/trips/draft', bob);
    expect(t.shared()).toBe(1);
    expect(t.whole()).toBe(2);

    t.advance(1);
    await t.get('/trips/draft', ada);
    expect(t.shared()).toBe(2);
    expect(t.whole()).toBe(3);
    expect(t.pages()).toHaveLength(0);
  });

  it('renders the whole page for members with any other cookie and on pages without parts of their own', async () => {
    const t = setupReaders();
    const flashed = await t.get('/trips/rome', `${ada}; flash=saved`);
    expect(flashed.headers.get('x-cache')).toBeNull();
    expect(await flashed.text()).toContain(slot('account', 'Ada'));

    const elsewhere = await t.get('/about', ada);
    expect(elsewhere.headers.get('x-cache')).toBeNull();
    expect(await elsewhere.text()).toContain(slot('account', 'Ada'));

    expect(t.whole()).toBe(2);
    expect(t.shared()).toBe(0);
    expect(t.pages()).toHaveLength(0);
  });
});
