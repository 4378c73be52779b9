import type { MiddlewareHandler } from 'hono';
import { isSafeMethod } from '../../middleware/safe-methods.ts';

/**
 * The most bytes of finished responses one server instance keeps (ADR 0053). A demo trip's response is
 * 6 to 17 KB, so 500 trips or more, a small part of the memory budget of issue 17 point 3.
 */
export const RESPONSE_CACHE_BYTES = 8 * 1024 * 1024;

/** The longest a response is kept: a trip's view count, which no notice announces, lags no more. */
export const RESPONSE_CACHE_MS = 60_000;

type Entry = { bytes: Uint8Array<ArrayBuffer>; expires: number };

export type ResponseCacheOptions = { maxBytes?: number; keepMs?: number; now?: () => number };

export type ResponseCache = ReturnType<typeof responseCache>;

/**
 * Finished responses of signed-out reads, as the bytes that went out, forgotten on every change the
 * database announces (ADR 0047, 0053) and on every write through this instance (`forgetAfterWrites`).
 * Least recently used go first once they pass `maxBytes`.
 */
export function responseCache({
  maxBytes = RESPONSE_CACHE_BYTES,
  keepMs = RESPONSE_CACHE_MS,
  now = Date.now,
}: ResponseCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // A read that began before a change may hold what was before: it is served but not cached.
  let changes = 0;
  // Until this instance hears the database's notices, another instance's writes would go unnoticed.
  let listening = false;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes.length;
  };

  return {
    /** The database's notices reach this instance from now on. */
    listening() {
      listening = true;
    },
    forget() {
      changes++;
      entries.clear();
      bytes = 0;
    },
    /** Taken before a read begins, handed to `keep` with its response. */
    since: () => changes,
    get(key: string): Uint8Array<ArrayBuffer> | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      drop(key);
      if (entry.expires <= now()) return undefined;
      // Put back last: the map's order is the least recently used first.
      entries.set(key, entry);
      bytes += entry.bytes.length;
      return entry.bytes;
    },
    keep(key: string, body: Uint8Array<ArrayBuffer>, since: number) {
      if (!listening || since !== changes || body.length > maxBytes) return;
      drop(key);
      entries.set(key, { bytes: body, expires: now() + keepMs });
      bytes += body.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
  };
}

/** Counting a view changes only `trip.views`, which the database announces to no one either (ADR 0047). */
const countsView = /^\/api\/trip\/[^/]+\/view$/;

/**
 * Forgets `cache` once a write through this instance is done, before its response goes out: on
 * PostgreSQL the database's notice comes on another connection, possibly after the writer has
 * its response and reads again. Every write door (API, page actions, better-auth) is a request
 * other than a read, so none can be missed here.
 */
export const forgetAfterWrites =
  (cache: ResponseCache): MiddlewareHandler =>
  async (c, next) => {
    try {
      await next();
    } finally {
      if (!isSafeMethod(c.req.method) && !countsView.test(c.req.path)) cache.forget();
    }
  };
