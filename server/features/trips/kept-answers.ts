import type { MiddlewareHandler } from 'hono';
import { isSafeMethod } from '../../middleware/safe-methods.ts';

/**
 * The most bytes of finished answers one server copy keeps (ADR 0053). A demo trip's answer is
 * 6 to 17 KB, so 500 trips or more, a small part of the memory budget of issue 17 point 3.
 */
export const KEPT_ANSWER_BYTES = 8 * 1024 * 1024;

/** The longest an answer is kept: a trip's view count, which no notice announces, lags no more. */
export const KEPT_ANSWER_MS = 60_000;

type Entry = { bytes: Uint8Array<ArrayBuffer>; expires: number };

export type KeptAnswersOptions = { maxBytes?: number; keepMs?: number; now?: () => number };

export type KeptAnswers = ReturnType<typeof keptAnswers>;

/**
 * Finished answers of signed-out reads, as the bytes that went out, forgotten on every change the
 * database announces (ADR 0047, 0053) and on every write through this copy (`forgetAfterWrites`).
 * Least recently used go first once they pass `maxBytes`.
 */
export function keptAnswers({
  maxBytes = KEPT_ANSWER_BYTES,
  keepMs = KEPT_ANSWER_MS,
  now = Date.now,
}: KeptAnswersOptions = {}) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // A read that began before a change may hold what was before: it is answered but not kept.
  let changes = 0;
  // Until this copy hears the database's notices, another copy's writes would go unnoticed.
  let listening = false;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes.length;
  };

  return {
    /** The database's notices reach this copy from now on. */
    listening() {
      listening = true;
    },
    forget() {
      changes++;
      entries.clear();
      bytes = 0;
    },
    /** Taken before a read begins, handed to `keep` with its answer. */
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
    keep(key: string, answer: Uint8Array<ArrayBuffer>, since: number) {
      if (!listening || since !== changes || answer.length > maxBytes) return;
      drop(key);
      entries.set(key, { bytes: answer, expires: now() + keepMs });
      bytes += answer.length;
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
 * Forgets `kept` once a write through this copy is done, before its answer goes out: on
 * PostgreSQL the database's notice comes on another connection, possibly after the writer has
 * its answer and reads again. Every write door (API, page actions, better-auth) is a request
 * other than a read, so none can be missed here.
 */
export const forgetAfterWrites =
  (kept: KeptAnswers): MiddlewareHandler =>
  async (c, next) => {
    try {
      await next();
    } finally {
      if (!isSafeMethod(c.req.method) && !countsView.test(c.req.path)) kept.forget();
    }
  };
