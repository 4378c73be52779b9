import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { CURRENCY_COOKIE, isReaderCurrency } from '#domain/exchange-rates.ts';
import { readCookie } from '#domain/locale.ts';
import { ALL_PAGES, changedKeys } from './cache-purge.ts';
import { fillSlots, type Part, type SlotLayout, slotLayout } from './page-slots.ts';
import type { ReaderParts } from './reader-parts.ts';
import type { RenderedPage } from './request-context.ts';
import {
  compressed,
  type Encoding,
  entityTag,
  inlineScriptHashes,
  matchesTag,
  preferredEncoding,
} from './shared-response.ts';

/**
 * Cookies that never keep a page from being shared: language choice (read on `/` only), consent,
 * and the reader's currency, by which pages are kept apart (`pageKey`). Not the flash alert: home
 * goes out with React to show it (app/routes/home.tsx).
 */
const neutralCookies = new Set(['lang', 'consent-is-set', 'consent-statistic', CURRENCY_COOKIE]);

/**
 * What a shared page is kept by: its address and the reader's currency (ADR 0081), which pages
 * that show amounts convert them into and say so with `Vary: Cookie`. A page that shows none is
 * kept once per currency its readers chose, 31 at most: the cache need not know which pages do.
 */
function pageKey(url: URL, cookie: string | undefined) {
  const currency = readCookie(cookie, CURRENCY_COOKIE);
  return url.pathname + url.search + (isReaderCurrency(currency) ? `\u0000${currency}` : '');
}

/** better-auth's cookies (`cookiePrefix` in server/auth/auth.ts): they say who reads, nothing more. */
const authCookie = /^(?:__Secure-)?itinera\./;

/** How long a page whose shared render was refused (a draft, a redirect) is rendered whole at once. */
const UNSHARED_MS = 30_000;

type PageData = Record<string, unknown>;
type Compressed = Exclude<Encoding, 'identity'>;
type Entry = {
  /** The body as every anonymous response sends it. */
  bytes: Buffer<ArrayBuffer>;
  /** Its compressed forms once asked for: being made, then made (a response can send it at once). */
  encodings: Partial<Record<Compressed, Promise<Buffer<ArrayBuffer>> | Buffer<ArrayBuffer>>>;
  etag: string;
  /** Its Content-Security-Policy, with its inline scripts' hashes for a nonce. */
  policy: string;
  headers: [string, string][];
  /** The rendered page's headers an anonymous response passes on as they are. */
  passed: [string, string][];
  /** The Vary of its anonymous responses: the page's own and Accept-Encoding. */
  vary: string;
  nonce: string;
  maxAge: number;
  expires: number;
  /** When its render began. */
  renderedAt: number;
  data?: PageData;
  /** What renders a signed-in reader's parts of it, offered by its loader (server/reader-parts.ts). */
  readerParts?: ReaderParts;
  /** Where readers' parts go, cut once when the first signed-in reader comes. */
  layout?: SlotLayout | null;
  /** The readers' parts rendered for this page, by what they were rendered from (app/reader-parts.server.tsx). */
  memo: Map<string, Part[]>;
};

/** A shared page as the reader's parts are rendered for: its loader data, its render's start, their memo. */
export type SharedPage = { data: PageData; renderedAt: Date; memo: Map<string, Part[]> };
type Variables = { secureHeadersNonce?: string; rendered?: RenderedPage };

/**
 * Pages with parts of the reader's own (ADR 0039): the rest of such a page is the one everyone
 * shares, and a signed-in reader gets it from the cache with their parts filled in.
 */
export type ReaderPages = {
  has: (pathname: string) => Promise<boolean>;
  /** The page as everyone gets it, rendered without the reader's cookies, and what its render left. */
  render: (c: Context) => Promise<{ response: Response; rendered: RenderedPage }>;
  /** The reader's parts of the shared page by what its loader offered; null renders the whole page for them. */
  parts: (c: Context, readerParts: ReaderParts, page: SharedPage) => Promise<Part[] | null>;
};

export type PageCacheOptions = {
  /** The Content-Security-Policy of a shared page with these inline script hashes. */
  policy: (scriptHashes: string[]) => string;
  maxEntries?: number;
  now?: () => number;
  readers?: ReaderPages;
  /** Subscribes to changes of what pages show; every page cached is then forgotten (ADR 0047). */
  onChange?: (forget: () => void) => void;
  /**
   * Told the surrogate keys of the pages a change made stale, after this instance forgot them, to
   * purge them at the proxies in front (CACHE_PURGE_URLS, ADR 0069).
   */
  purge?: (keys: string[]) => unknown;
};

/** The request headers that decide an anonymous visitor's response. */
type VisitorHeaders = { cookie?: string; 'accept-encoding'?: string; 'if-none-match'?: string };

/** `anonymous` when the cookies cannot change the page, `member` when only who reads it may. */
function cookieKind(cookieHeader: string | undefined): 'anonymous' | 'member' | 'other' {
  if (!cookieHeader) return 'anonymous';
  const names = cookieHeader.split(';').map((part) => part.split('=')[0]?.trim() ?? '');
  const unknown = names.filter((name) => name !== '' && !neutralCookies.has(name));
  if (unknown.length === 0) return 'anonymous';
  return unknown.every((name) => authCookie.test(name)) ? 'member' : 'other';
}

/** Whether a request may have the copy every anonymous visitor shares: a read without a cookie that changes the page. */
const sharedRead = (method: string | undefined, cookie: string | undefined) =>
  (method === 'GET' || method === 'HEAD') && cookieKind(cookie) === 'anonymous';

/** The headers an anonymous response sets itself; a rendered page's own are dropped. */
const setHere = new Set([
  'cache-control',
  'etag',
  'vary',
  'content-security-policy',
  'x-cache',
  'content-encoding',
  'content-length',
]);

/** What a 304 leaves out, as it has no body. */
const bodyType = new Set(['content-type']);

function surrogateMaxAge(value: string | null): number {
  const seconds = Number(/max-age=(\d+)/.exec(value ?? '')?.[1] ?? 0);
  return Number.isFinite(seconds) ? seconds : 0;
}

/**
 * A small in-process cache in front of server rendering, acting as the reverse proxy that
 * `Surrogate-Control: max-age=N` speaks to: pages that send it are cached for N seconds and the
 * header is never passed on. Only anonymous GETs answered 200 without Set-Cookie are stored.
 * Anonymous visitors get the same bytes each time, compressed once, with an ETag and the
 * `Cache-Control` a CDN or browser may keep them by (ADR 0046). Members reading one of `readers`'
 * pages get the same copy with their own parts and their own nonce (ADR 0039).
 */
export function pageCache({ policy, maxEntries = 500, now = Date.now, readers, onChange, purge }: PageCacheOptions) {
  const entries = new LRUCache<string, Entry>({ max: maxEntries });
  const unshared = new LRUCache<string, number>({ max: maxEntries });
  const rendering = new Map<string, Promise<Entry | null>>();
  // A render that began before a change may show what it was before: such a page is not cached.
  let changes = 0;
  onChange?.(() => {
    changes++;
    entries.clear();
    unshared.clear();
    // Every instance purges on every notice, after it forgot: a proxy that fetched this instance's old page
    // in between is purged again once it is gone here. Purging twice is harmless.
    void purge?.(changedKeys());
  });

  /** The page cached for `key` while it lives; `get` makes it the most recently used. */
  const fresh = (key: string) => {
    const hit = entries.get(key);
    return hit && hit.expires > now() ? hit : undefined;
  };

  /** Stores a rendered page when it may be shared; the response with the header taken off. */
  const store = async (
    key: string,
    renderedAt: number,
    response: Response,
    nonce: string,
    rendered: RenderedPage | undefined,
    changesBefore: number,
  ) => {
    const maxAge = surrogateMaxAge(response.headers.get('surrogate-control'));
    const headers = new Headers(response.headers);
    headers.delete('surrogate-control');
    if (maxAge <= 0 || response.status !== 200 || headers.has('set-cookie') || !nonce) return null;
    if (changes !== changesBefore) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    // What the page shows, for the proxy in front (ADR 0069): every cached page can be purged at once.
    const keys = new Set([ALL_PAGES, ...(headers.get('xkey') ?? '').split(/\s+/).filter(Boolean)]);
    headers.set('xkey', [...keys].join(' '));
    // A reader's response has its own nonce and parts: neither header would hold for it.
    const kept = [...headers].filter(([name]) => name !== 'content-security-policy' && name !== 'content-length');
    const vary = headers.get('vary');
    const entry: Entry = {
      bytes,
      encodings: {},
      etag: entityTag(bytes),
      policy: policy(inlineScriptHashes(bytes.toString())),
      headers: kept,
      passed: kept.filter(([name]) => !setHere.has(name)),
      vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
      nonce,
      maxAge,
      expires: now() + maxAge * 1000,
      renderedAt,
      data: rendered?.loaderData,
      readerParts: rendered?.readerParts,
      memo: new Map(),
    };
    entries.set(key, entry);
    return entry;
  };

  const respond = (entry: Entry, body: Uint8Array<ArrayBuffer>, cache: 'HIT' | 'MISS') => {
    const headers = new Headers(entry.headers);
    // A reader's own response is cached by nobody: it names nothing to purge.
    headers.delete('xkey');
    headers.set('X-Cache', cache);
    return new Response(body, { status: 200, headers });
  };

  /** Seconds the entry has left, which its responses' `s-maxage` says. */
  const secondsLeft = (entry: Entry) => Math.max(0, Math.ceil((entry.expires - now()) / 1000));

  /**
   * The shared page as an anonymous visitor gets it, in `encoding` when its body is `body` (304
   * when `ifNoneMatch` names it).
   */
  const anonymousResponse = (
    entry: Entry,
    ifNoneMatch: string | undefined,
    encoding: Encoding,
    body: Buffer<ArrayBuffer>,
    cache: 'HIT' | 'MISS',
  ) => {
    const notModified = matchesTag(ifNoneMatch, entry.etag);
    const headers = new Headers(notModified ? entry.passed.filter(([name]) => !bodyType.has(name)) : entry.passed);
    const left = secondsLeft(entry);
    // Browsers check back each time (a 304 costs no body); a CDN keeps it as long as this instance lives.
    headers.set('cache-control', `public, max-age=0, s-maxage=${left}, stale-while-revalidate=${entry.maxAge}`);
    headers.set('etag', entry.etag);
    headers.set('vary', entry.vary);
    headers.set('content-security-policy', entry.policy);
    headers.set('x-cache', cache);
    if (notModified) return new Response(null, { status: 304, headers });
    if (encoding !== 'identity') headers.set('content-encoding', encoding);
    headers.set('content-length', String(body.length));
    return new Response(body, { status: 200, headers });
  };

  /** The body in `encoding`, compressed the first time it is asked for. */
  const encodedBody = (entry: Entry, encoding: Encoding) => {
    if (encoding === 'identity') return entry.bytes;
    entry.encodings[encoding] ??= compressed(entry.bytes, encoding).then((done) => {
      entry.encodings[encoding] = done;
      return done;
    });
    return entry.encodings[encoding];
  };

  const respondAnonymous = async (entry: Entry, headers: VisitorHeaders, cache: 'HIT' | 'MISS') => {
    const encoding = preferredEncoding(headers['accept-encoding']);
    const body = await encodedBody(entry, encoding);
    return anonymousResponse(entry, headers['if-none-match'], encoding, body, cache);
  };

  /** The shared page for a signed-in reader; concurrent readers of a missing page wait for one render. */
  const shared = async (pages: ReaderPages, c: Context, key: string, nonce: string) => {
    const pending = rendering.get(key);
    if (pending) return pending;
    const started = now();
    const changesBefore = changes;
    const render = pages.render(c).then(async ({ response, rendered }) => {
      const entry = await store(key, started, response, nonce, rendered, changesBefore);
      if (!entry) {
        await response.body?.cancel();
        if (changes === changesBefore) unshared.set(key, now() + UNSHARED_MS);
      }
      return entry;
    });
    rendering.set(key, render);
    return render.finally(() => rendering.delete(key));
  };

  /** A signed-in reader's page: the shared one with their parts, or undefined to render it whole. */
  const forReader = async (pages: ReaderPages, c: Context, key: string, nonce: string) => {
    if ((unshared.get(key) ?? 0) > now()) return undefined;
    const hit = fresh(key);
    const entry = hit ?? (await shared(pages, c, key, nonce));
    if (!entry?.data || !entry.readerParts) return undefined;
    if (entry.layout === undefined) entry.layout = slotLayout(entry.bytes.toString(), entry.nonce);
    const { data, memo, renderedAt, layout, readerParts } = entry;
    const parts = layout && (await pages.parts(c, readerParts, { data, memo, renderedAt: new Date(renderedAt) }));
    const body = layout && parts !== null ? fillSlots(layout, parts, nonce) : null;
    return body === null ? undefined : respond(entry, body, hit ? 'HIT' : 'MISS');
  };

  const middleware: MiddlewareHandler<{ Variables: Variables }> = async (c, next) => {
    const started = now();
    const changesBefore = changes;
    const nonce = c.get('secureHeadersNonce') ?? '';
    const url = new URL(c.req.url);
    const key = pageKey(url, c.req.header('cookie'));
    const headers: VisitorHeaders = {
      cookie: c.req.header('cookie'),
      'accept-encoding': c.req.header('accept-encoding'),
      'if-none-match': c.req.header('if-none-match'),
    };
    const anonymous = sharedRead(c.req.method, headers.cookie);
    const hit = anonymous ? fresh(key) : undefined;
    if (hit) return respondAnonymous(hit, headers, 'HIT');

    const member = c.req.method === 'GET' && cookieKind(headers.cookie) === 'member';
    if (readers && member && (await readers.has(url.pathname))) {
      // Whatever fails on the way to the shared copy, the page's own render answers (or shows the error page).
      const page = await forReader(readers, c, key, nonce).catch(() => undefined);
      if (page) return page;
    }

    await next();
    // Only a GET's render has the page's body (Hono answers a HEAD from it without).
    const cacheable = anonymous && c.req.method === 'GET';
    const entry = cacheable ? await store(key, started, c.res, nonce, c.get('rendered'), changesBefore) : null;
    c.res.headers.delete('surrogate-control');
    if (!entry) {
      c.res.headers.delete('xkey');
      return;
    }
    const stored = await respondAnonymous(entry, headers, 'MISS');
    // Hono copies the headers of the response it had onto one put in its place; this one has its own.
    c.res = undefined;
    c.res = stored;
  };

  return { middleware };
}
