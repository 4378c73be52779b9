import { type Locale, localeFromPath, localizePath } from '#domain/locale.ts';
import { isTripPage, type KeptBy, type KeptTrip, OFFLINE_PATH } from '#domain/offline.ts';

const KEPT = 'itinera-kept-v1';
const SHELL = 'itinera-shell-v1';
const INDEX = '/offline/kept-trips.json';
/** How often the kept trips are compared with the site's and the saved trips looked up, at most. */
const REFRESH_EVERY_MS = 60 * 60 * 1000;
/** A member with more saved trips than this keeps the newest saved ones. */
const SAVED_PAGES = 10;

type Index = { trips: KeptTrip[]; refreshedAt: number };

/**
 * Kept pages are the page every anonymous reader gets: nothing of the member who kept them (their
 * name, their buttons) is stored, and the browser's own cache is not trusted to be current.
 */
const anonymous: RequestInit = { credentials: 'omit', cache: 'no-cache' };

/** A reader's own choice outlives their sign-out; a member's choices and saved trips do not. */
const rank: Record<KeptBy, number> = { saved: 0, member: 1, reader: 2 };

class Gone extends Error {}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');

/** The pictures the page shows: the server writes each with one `src`, no `srcset`. */
const pictures = (html: string) => [
  ...new Set([...html.matchAll(/<img\b[^>]*?\ssrc="((?:https?:)?\/[^"]+)"/g)].map((match) => decode(match[1] ?? ''))),
];

/** The trip's title as its page's heading shows it; the document's title also names the site. */
const titleOf = (html: string) =>
  decode(
    (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? /<title>([^<]*)/.exec(html)?.[1] ?? '').replace(/<[^>]*>/g, ''),
  ).trim();

const readIndex = async (cache: Cache): Promise<Index> =>
  ((await (await cache.match(INDEX))?.json()) as Index | undefined) ?? { trips: [], refreshedAt: 0 };

const writeIndex = (cache: Cache, index: Index) =>
  cache.put(INDEX, new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json' } }));

let queue: Promise<unknown> = Promise.resolve();

/** Every change goes through here, one after the other: the index is read, changed and written whole. */
function serially<T>(work: (cache: Cache, index: Index) => Promise<T>): Promise<T> {
  const next = queue.then(async () => {
    const cache = await caches.open(KEPT);
    const index = await readIndex(cache);
    const result = await work(cache, index);
    await writeIndex(cache, index);
    return result;
  });
  queue = next.catch(() => undefined);
  return next;
}

/** Deletes the pictures of `files` that no kept trip shows any more. */
async function dropUnused(cache: Cache, index: Index, files: string[]) {
  const used = new Set(index.trips.flatMap((trip) => trip.files));
  await Promise.all(files.filter((file) => !used.has(file)).map((file) => cache.delete(file)));
}

/** A picture from the kept ones, else fetched and kept; cross-site ones are stored as they come. */
async function keepPicture(cache: Cache, file: string): Promise<number> {
  const kept = await cache.match(file);
  if (kept) return (await kept.blob()).size;
  const sameSite = new URL(file, self.location.href).origin === self.location.origin;
  const response = await fetch(file, sameSite ? anonymous : { ...anonymous, mode: 'no-cors' });
  if (!response.ok && response.type !== 'opaque') return 0;
  await cache.put(file, response.clone());
  return (await response.blob()).size;
}

/** Fetches a trip's page and its pictures and keeps them under the page's own address. */
async function store(cache: Cache, index: Index, path: string, by: KeptBy): Promise<KeptTrip> {
  const response = await fetch(path, anonymous);
  if (response.status === 404 || response.status === 410) throw new Gone(path);
  const page = new URL(response.url).pathname;
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/html') || !isTripPage(page)) {
    throw new Error(`${path} answered ${response.status}`);
  }
  const body = await response.blob();
  const html = await body.text();
  const files = pictures(html);
  let bytes = body.size;
  for (const file of files) bytes += await keepPicture(cache, file);
  // A new response: one that followed a redirect may not answer a navigation.
  await cache.put(page, new Response(body, { headers: response.headers }));
  const previous = index.trips.find((trip) => trip.path === page);
  const now = new Date().toISOString();
  const trip: KeptTrip = {
    path: page,
    title: titleOf(html),
    bytes,
    files,
    keptAt: previous?.keptAt ?? now,
    updatedAt: now,
    by: previous && rank[previous.by] > rank[by] ? previous.by : by,
  };
  index.trips = [...index.trips.filter((other) => other.path !== page), trip];
  await dropUnused(cache, index, previous?.files ?? []);
  return trip;
}

async function remove(cache: Cache, index: Index, keep: (trip: KeptTrip) => boolean) {
  const removed = index.trips.filter((trip) => !keep(trip));
  index.trips = index.trips.filter(keep);
  await Promise.all(removed.map((trip) => cache.delete(trip.path)));
  await dropUnused(
    cache,
    index,
    removed.flatMap((trip) => trip.files),
  );
}

/** Fetches each trip again: a newer version replaces the kept one, a trip gone from the site goes. */
async function refresh(cache: Cache, index: Index, trips: KeptTrip[]) {
  for (const trip of trips) {
    try {
      await store(cache, index, trip.path, trip.by);
    } catch (error) {
      if (error instanceof Gone) await remove(cache, index, (other) => other.path !== trip.path);
    }
  }
}

/** Whether someone is signed in, asked of the site; null when it cannot tell (offline, say). */
async function signedIn(): Promise<boolean | null> {
  try {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
    return response.ok ? (await response.json()) !== null : null;
  } catch {
    return null;
  }
}

/** The member's saved trips' pages in `locale`, or null when no one is signed in. */
async function savedTripPages(locale: Locale): Promise<string[] | null | undefined> {
  const paths: string[] = [];
  for (let page = 1; page <= SAVED_PAGES; page += 1) {
    const response = await fetch(`/api/trip/saved-trips?page=${page}&language=${locale}`, {
      credentials: 'same-origin',
    });
    if (response.status === 401) return null;
    if (!response.ok) return undefined;
    const { docs, paginator } = (await response.json()) as {
      docs: { slug: string }[];
      paginator: { hasNextPage: boolean };
    };
    paths.push(...docs.map((card) => localizePath(`/trips/${card.slug}`, locale)));
    if (!paginator.hasNextPage) break;
  }
  return paths;
}

const forgetMembers = (cache: Cache, index: Index) => remove(cache, index, (trip) => trip.by === 'reader');

export const listKept = () => serially(async (_cache, index) => index.trips);

export const keptTrip = (path: string) => serially(async (_cache, index) => index.trips.find((t) => t.path === path));

export const keepTrip = async (path: string) => {
  const by: KeptBy = (await signedIn()) ? 'member' : 'reader';
  return serially(async (cache, index) => {
    await store(cache, index, path, by);
    return index.trips;
  });
};

export const forgetTrip = (path: string) =>
  serially(async (cache, index) => {
    await remove(cache, index, (trip) => trip.path !== path);
    return index.trips;
  });

/** At sign-out: nothing kept for the member stays on the device. */
export const forgetMemberTrips = () => serially(forgetMembers);

/**
 * Keeps the signed-in member's saved trips and lets go of those no longer saved; when no one is
 * signed in any more, forgets what was kept for a member.
 */
export const syncSavedTrips = async (locale: Locale) => {
  const saved = await savedTripPages(locale).catch(() => undefined);
  return serially(async (cache, index) => {
    if (saved === null) await forgetMembers(cache, index);
    if (!saved) return index.trips;
    const wanted = new Set(saved);
    await remove(cache, index, (trip) => trip.by !== 'saved' || wanted.has(trip.path));
    const known = new Set(index.trips.map((trip) => trip.path));
    for (const path of saved.filter((path) => !known.has(path))) {
      await store(cache, index, path, 'saved').catch(() => undefined);
    }
    return index.trips;
  });
};

/**
 * After a page was asked for online: the trip's kept copy is brought up to date, and once an hour
 * every kept trip and the member's saved trips are.
 */
export async function afterNavigation(url: URL) {
  const { refreshedAt, trips } = await serially(async (_cache, index) => ({ ...index }));
  if (Date.now() - refreshedAt > REFRESH_EVERY_MS) {
    await serially(async (cache, index) => {
      index.refreshedAt = Date.now();
      await refresh(cache, index, index.trips);
    });
    await syncSavedTrips(localeFromPath(url.pathname));
    return;
  }
  const trip = trips.find((kept) => kept.path === url.pathname);
  if (trip) await serially((cache, index) => refresh(cache, index, [trip]));
}

const offlinePaths = [OFFLINE_PATH, localizePath(OFFLINE_PATH, 'de')];

/** The offline page in both languages, kept as anonymous readers get it when the worker installs. */
export async function keepOfflinePages() {
  const cache = await caches.open(SHELL);
  await Promise.all(
    offlinePaths.map(async (path) => {
      const response = await fetch(path, anonymous);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      await cache.put(path, new Response(await response.blob(), { headers: response.headers }));
    }),
  );
}

/** What a page that is neither online nor kept answers: the offline page in its language. */
export async function offlinePage(url: URL): Promise<Response> {
  const page = await caches.match(localizePath(OFFLINE_PATH, localeFromPath(url.pathname)), { cacheName: SHELL });
  return page ?? Response.error();
}

export { KEPT };
