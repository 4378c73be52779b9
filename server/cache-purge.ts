import { log } from './observability/logger.ts';

/**
 * Surrogate keys (ADR 0069): a cached page names what it shows in its `xkey` header, so that a proxy
 * in front (docs/varnish.vcl) can forget the pages of one thing. Every cached page carries
 * `ALL_PAGES`; a trip's page `trip-<id>` (its own and those it links as related) and its author's
 * `profile-<userId>`; a public profile the same `profile-<userId>` and its trips' `trip-<id>`; a
 * magazine post `post-<id>` and the trips it embeds; lists of trips or posts (home, trips, search,
 * magazine, blog, trip of the day) `list`.
 */
export const ALL_PAGES = 'pages';

/** The routes whose page lists trips or posts (both languages: `de-` ids). */
const listRoutes = new Set([
  'home',
  'trips',
  'search',
  'magazine',
  'magazine-category',
  'blog-index',
  'trip-of-the-day',
]);

const idsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap((item) => {
        const id = (item as { _id?: unknown } | null)?._id;
        return typeof id === 'string' ? [id] : [];
      })
    : [];

const idOf = (value: unknown) => idsOf([value])[0];

/** The keys of a page from its routes' loader data, by route id, and those its loaders added. */
export function pageKeys(loaderData: Record<string, unknown> | undefined, added: string[] = []): string[] {
  const keys = new Set([ALL_PAGES, ...added]);
  for (const [routeId, value] of Object.entries(loaderData ?? {})) {
    const id = routeId.replace(/^de-/, '');
    const data = (value ?? {}) as Record<string, unknown>;
    if (listRoutes.has(id)) keys.add('list');
    if (id === 'trip') {
      const own = idOf(data.trip);
      if (own) keys.add(`trip-${own}`);
      for (const related of idsOf(data.related)) keys.add(`trip-${related}`);
    }
    if (id === 'user-alias') {
      for (const trip of idsOf((data.trips as { items?: unknown } | undefined)?.items)) keys.add(`trip-${trip}`);
    }
    if (id === 'blog-post') {
      const post = idOf(data.post);
      if (post) keys.add(`post-${post}`);
      for (const trip of idsOf(data.trips)) keys.add(`trip-${trip}`);
    }
  }
  return [...keys];
}

/**
 * The keys a change announced on PAGES_CHANGED makes stale. The notice names a table, not rows,
 * and the page cache forgets every page on it (ADR 0047): a trip shows on its page, its author's,
 * lists, searches and others' related trips. The proxy forgets the same: every cached page.
 */
export const changedKeys = (_table?: string): string[] => [ALL_PAGES];

type PurgeOptions = { timeoutMs?: number; fetch?: typeof fetch };

/**
 * Sends `PURGE` with `xkey: <keys>` to each of `urls` (CACHE_PURGE_URLS), at once and in parallel.
 * A proxy that does not answer within `timeoutMs` or refuses is logged, never thrown: its instances
 * still expire by their `s-maxage`.
 */
export function purgeSender(urls: string[], { timeoutMs = 1_000, fetch: send = fetch }: PurgeOptions = {}) {
  return async (keys: string[]): Promise<void> => {
    if (urls.length === 0 || keys.length === 0) return;
    await Promise.all(
      urls.map(async (url) => {
        try {
          const response = await send(url, {
            method: 'PURGE',
            headers: { xkey: keys.join(' ') },
            signal: AbortSignal.timeout(timeoutMs),
          });
          await response.body?.cancel();
          if (!response.ok) log.warn(`The cache at ${url} refused to purge ${keys.join(' ')}: ${response.status}`);
        } catch (error) {
          log.warn(`The cache at ${url} was not purged of ${keys.join(' ')}: ${(error as Error).message}`);
        }
      }),
    );
  };
}
