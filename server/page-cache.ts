import type { Context, MiddlewareHandler } from 'hono';
import { fillSlots, type Part, type SlotLayout, slotLayout } from './page-slots.ts';
import {
  compressed,
  type Encoding,
  entityTag,
  inlineScriptHashes,
  matchesTag,
  preferredEncoding,
} from './shared-answer.ts';

/**
 * Cookies that never change a page's HTML: language choice (read on `/` only) and consent. Not the
 * flash alert: home goes out with React to show it (app/routes/home.tsx).
 */
const neutralCookies = new Set(['lang', 'consent-is-set', 'consent-statistic']);

/** better-auth's cookies (`cookiePrefix` in server/auth/auth.ts): they say who reads, nothing more. */
const authCookie = /^(?:__Secure-)?itinera\./;

/** How long a page whose shared render was refused (a draft, a redirect) is rendered whole at once. */
const UNSHARED_MS = 30_000;

type PageData = Record<string, unknown>;
type Compressed = Exclude<Encoding, 'identity'>;
type Entry = {
  /** The body as every anonymous answer sends it, and its compressed forms once asked for. */
  bytes: Buffer<ArrayBuffer>;
  encoded: Map<Compressed, Promise<Buffer<ArrayBuffer>>>;
  /** The compressed forms made so far, which an answer can send at once. */
  ready: Map<Compressed, Buffer<ArrayBuffer>>;
  etag: string;
  /** Its Content-Security-Policy, with its inline scripts' hashes for a nonce. */
  policy: string;
  headers: [string, string][];
  nonce: string;
  maxAge: number;
  expires: number;
  /** When its render began. */
  renderedAt: number;
  data?: PageData;
  /** Where readers' parts go, cut once when the first signed-in reader comes. */
  layout?: SlotLayout | null;
  /** The readers' parts rendered for this page, by what they were rendered from (app/reader-parts.server.tsx). */
  memo: Map<string, Part[]>;
};

/** A shared page as the reader's parts are rendered for: its loader data, its render's start, their memo. */
export type SharedPage = { data: PageData; renderedAt: Date; memo: Map<string, Part[]> };
type Variables = { secureHeadersNonce?: string; pageData?: PageData };

/**
 * Pages with parts of the reader's own (ADR 0039): the rest of such a page is the one everyone
 * shares, and a signed-in reader gets it from the cache with their parts filled in.
 */
export type ReaderPages = {
  has: (pathname: string) => Promise<boolean>;
  /** The page as everyone gets it, rendered without the reader's cookies, and its loader data. */
  render: (c: Context) => Promise<{ response: Response; data: PageData | undefined }>;
  /** The reader's parts of the shared page rendered from `data`; null renders the whole page for them. */
  parts: (c: Context, page: SharedPage) => Promise<Part[] | null>;
};

export type PageCacheOptions = {
  /** The Content-Security-Policy of a shared page with these inline script hashes. */
  policy: (scriptHashes: string[]) => string;
  maxEntries?: number;
  now?: () => number;
  readers?: ReaderPages;
  /** Subscribes to changes of what pages show; every page kept is then forgotten (ADR 0047). */
  onChange?: (forget: () => void) => void;
};

/** What of an anonymous GET decides its answer; `key` is the address's path and query, normalised as URLs are. */
export type AnonymousVisitor = {
  method: string;
  key: string;
  cookie?: string;
  acceptEncoding?: string;
  ifNoneMatch?: string;
};

/** A page cache's answer, headers named in lower case, for Hono or for Node's own server to send. */
export type CachedAnswer = { status: 200 | 304; headers: Record<string, string>; body: Buffer<ArrayBuffer> | null };

export type PageCache = ReturnType<typeof pageCache>;

/** `anonymous` when the cookies cannot change the page, `member` when only who reads it may. */
function cookieKind(cookieHeader: string | undefined): 'anonymous' | 'member' | 'other' {
  const names = (cookieHeader ?? '').split(';').map((part) => part.split('=')[0]?.trim() ?? '');
  const unknown = names.filter((name) => name !== '' && !neutralCookies.has(name));
  if (unknown.length === 0) return 'anonymous';
  return unknown.every((name) => authCookie.test(name)) ? 'member' : 'other';
}

function surrogateMaxAge(value: string | null): number {
  const seconds = Number(/max-age=(\d+)/.exec(value ?? '')?.[1] ?? 0);
  return Number.isFinite(seconds) ? seconds : 0;
}

/**
 * A small in-process cache in front of server rendering, acting as the reverse proxy that
 * `Surrogate-Control: max-age=N` speaks to: pages that send it are kept for N seconds and the
 * header is never passed on. Only anonymous GETs answered 200 without Set-Cookie are stored.
 * Anonymous visitors get the same bytes each time, compressed once, with an ETag and the
 * `Cache-Control` a CDN or browser may keep them by (ADR 0046). Members reading one of `readers`'
 * pages get the same copy with their own parts and their own nonce (ADR 0039).
 */
export function pageCache({ policy, maxEntries = 500, now = Date.now, readers, onChange }: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  const unshared = new Map<string, number>();
  const rendering = new Map<string, Promise<Entry | null>>();
  // A render that began before a change may show what it was before: such a page is not kept.
  let changes = 0;
  onChange?.(() => {
    changes++;
    entries.clear();
    unshared.clear();
  });

  const fresh = (key: string) => {
    const hit = entries.get(key);
    if (!hit || hit.expires <= now()) return undefined;
    // Re-inserting keeps the map in least-recently-used order.
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  };

  const remember = <T>(map: Map<string, T>, key: string, value: T) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > maxEntries) map.delete(map.keys().next().value as string);
  };

  /** Stores a rendered page when it may be shared; the answer with the header taken off. */
  const store = async (
    key: string,
    renderedAt: number,
    response: Response,
    nonce: string,
    data: PageData | undefined,
    changesBefore: number,
  ) => {
    const maxAge = surrogateMaxAge(response.headers.get('surrogate-control'));
    const headers = new Headers(response.headers);
    headers.delete('surrogate-control');
    if (maxAge <= 0 || response.status !== 200 || headers.has('set-cookie') || !nonce) return null;
    if (changes !== changesBefore) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    // A reader's answer has its own nonce and parts: neither header would hold for it.
    const kept = [...headers].filter(([name]) => name !== 'content-security-policy' && name !== 'content-length');
    const entry: Entry = {
      bytes,
      encoded: new Map(),
      ready: new Map(),
      etag: entityTag(bytes),
      policy: policy(inlineScriptHashes(bytes.toString())),
      headers: kept,
      nonce,
      maxAge,
      expires: now() + maxAge * 1000,
      renderedAt,
      data,
      memo: new Map(),
    };
    remember(entries, key, entry);
    return entry;
  };

  const answer = (entry: Entry, body: Uint8Array<ArrayBuffer>, cache: 'HIT' | 'MISS') => {
    const headers = new Headers(entry.headers);
    headers.set('X-Cache', cache);
    return new Response(body, { status: 200, headers });
  };

  /** The shared page as an anonymous visitor gets it, in `encoding` when its body is `body`. */
  const anonymousAnswer = (
    entry: Entry,
    visitor: AnonymousVisitor,
    encoding: Encoding,
    body: Buffer<ArrayBuffer>,
    cache: 'HIT' | 'MISS',
  ): CachedAnswer => {
    const headers: Record<string, string> = Object.fromEntries(entry.headers);
    const left = Math.max(0, Math.ceil((entry.expires - now()) / 1000));
    // Browsers check back each time (a 304 costs no body); a CDN keeps it as long as this copy lives.
    headers['cache-control'] = `public, max-age=0, s-maxage=${left}, stale-while-revalidate=${entry.maxAge}`;
    headers.etag = entry.etag;
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    headers['content-security-policy'] = entry.policy;
    headers['x-cache'] = cache;
    if (matchesTag(visitor.ifNoneMatch, entry.etag)) {
      delete headers['content-type'];
      return { status: 304, headers, body: null };
    }
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    return { status: 200, headers, body };
  };

  /** The body in `encoding`, compressed the first time it is asked for. */
  const encodedBody = (entry: Entry, encoding: Encoding) => {
    if (encoding === 'identity') return entry.bytes;
    let body = entry.encoded.get(encoding);
    if (!body) {
      body = compressed(entry.bytes, encoding).then((done) => {
        entry.ready.set(encoding, done);
        return done;
      });
      entry.encoded.set(encoding, body);
    }
    return body;
  };

  const answerAnonymous = async (entry: Entry, visitor: AnonymousVisitor, cache: 'HIT' | 'MISS') => {
    const encoding = preferredEncoding(visitor.acceptEncoding);
    return anonymousAnswer(entry, visitor, encoding, await encodedBody(entry, encoding), cache);
  };

  /**
   * An anonymous visitor's GET answered at once from a page kept here, or null: nothing kept, a
   * cookie that may change the page, or its compressed form not made yet (the middleware makes it).
   */
  const cachedAnswer = (visitor: AnonymousVisitor): CachedAnswer | null => {
    if (visitor.method !== 'GET' || cookieKind(visitor.cookie) !== 'anonymous') return null;
    const entry = fresh(visitor.key);
    if (!entry) return null;
    const encoding = preferredEncoding(visitor.acceptEncoding);
    const body = encoding === 'identity' ? entry.bytes : entry.ready.get(encoding);
    return body ? anonymousAnswer(entry, visitor, encoding, body, 'HIT') : null;
  };

  /** The shared page for a signed-in reader; concurrent readers of a missing page wait for one render. */
  const shared = async (pages: ReaderPages, c: Context, key: string, nonce: string) => {
    const pending = rendering.get(key);
    if (pending) return pending;
    const started = now();
    const changesBefore = changes;
    const render = pages.render(c).then(async ({ response, data }) => {
      const entry = await store(key, started, response, nonce, data, changesBefore);
      if (!entry) {
        await response.body?.cancel();
        if (changes === changesBefore) remember(unshared, key, now() + UNSHARED_MS);
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
    if (!entry?.data) return undefined;
    if (entry.layout === undefined) entry.layout = slotLayout(entry.bytes.toString(), entry.nonce);
    const { data, memo, renderedAt, layout } = entry;
    const parts = layout && (await pages.parts(c, { data, memo, renderedAt: new Date(renderedAt) }));
    const body = layout && parts !== null ? fillSlots(layout, parts, nonce) : null;
    return body === null ? undefined : answer(entry, body, hit ? 'HIT' : 'MISS');
  };

  const middleware: MiddlewareHandler<{ Variables: Variables }> = async (c, next) => {
    const started = now();
    const changesBefore = changes;
    const nonce = c.get('secureHeadersNonce') ?? '';
    const url = new URL(c.req.url);
    const visitor: AnonymousVisitor = {
      method: c.req.method,
      key: url.pathname + url.search,
      cookie: c.req.header('cookie'),
      acceptEncoding: c.req.header('accept-encoding'),
      ifNoneMatch: c.req.header('if-none-match'),
    };
    const { key } = visitor;
    const cookies = cookieKind(visitor.cookie);
    const cacheable = c.req.method === 'GET' && cookies === 'anonymous';
    const hit = cacheable ? fresh(key) : undefined;
    if (hit) return toResponse(await answerAnonymous(hit, visitor, 'HIT'));

    if (readers && c.req.method === 'GET' && cookies === 'member' && (await readers.has(url.pathname))) {
      // Whatever fails on the way to the shared copy, the page's own render answers (or shows the error page).
      const page = await forReader(readers, c, key, nonce).catch(() => undefined);
      if (page) return page;
    }

    await next();
    const entry = cacheable ? await store(key, started, c.res, nonce, c.get('pageData'), changesBefore) : null;
    c.res.headers.delete('surrogate-control');
    if (!entry) return;
    const stored = toResponse(await answerAnonymous(entry, visitor, 'MISS'));
    // Hono copies the headers of the answer it had onto one put in its place; this one has its own.
    c.res = undefined;
    c.res = stored;
  };

  return { middleware, cachedAnswer };
}

const toResponse = ({ status, headers, body }: CachedAnswer) => new Response(body, { status, headers });
