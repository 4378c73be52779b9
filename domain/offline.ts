/**
 * What pages and the service worker (app/service-worker) say to each other. Pages ask; the worker,
 * the one writer of the kept trips, answers on the message's port.
 */

/** Who a trip is kept for: a reader's own choice, a signed-in member's, or a member's saved trip. */
export type KeptBy = 'reader' | 'member' | 'saved';

export type KeptTrip = {
  /** The trip page's address, in its language: what is answered offline. */
  path: string;
  title: string;
  /** The page and its pictures, as stored. */
  bytes: number;
  files: string[];
  keptAt: string;
  updatedAt: string;
  by: KeptBy;
};

export type WorkerRequest =
  | { type: 'status'; path: string }
  | { type: 'keep'; path: string }
  | { type: 'forget'; path: string }
  | { type: 'list' }
  | { type: 'sync'; locale: string };

export type WorkerReply = { ok: true; kept: KeptTrip[] } | { ok: false };

/** The page readers keep: a trip's own page, not the wizard's `trips/create` or `trips/{key}/edit`. */
export const isTripPage = (path: string) => /^(?:\/de)?\/trips\/(?!create$)[^/]+$/.test(path);

/** The page that lists kept trips and answers offline for every page that is not kept. */
export const OFFLINE_PATH = '/offline';

export const SERVICE_WORKER_URL = '/sw.js';
