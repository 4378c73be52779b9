import autocannon from 'autocannon';
import { type LoadResult, loadResult } from './load.ts';
import { demoTripPath } from './page-weight.ts';
import type { RunningServer } from './server.ts';
import { verifiedAuthor } from './wizard-trip.ts';

type MixRequest = { path: string; headers?: Record<string, string> };
export type LoadMix = { requests: MixRequest[]; parts: Record<string, number> };

// Without the cookie `/` answers with the language redirect.
const ENGLISH = { Cookie: 'lang=en' };
const MAX_PICTURES = 40;

const pathOf = (url: string) => new URL(url).pathname;

async function text(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.text();
}

/**
 * What a busy day asks of the site, in one list each connection walks through: every page the
 * sitemap names (both languages, so the page cache fills as it does in production), the pictures
 * of the first pages in their presets (made once by sharp, then read from storage), the API's
 * reads of every trip and its searches, and a signed-in author's trip page, saved trips and profile.
 */
export async function loadMix(server: RunningServer): Promise<LoadMix> {
  const base = server.url;
  const sitemap = await text(base, '/sitemap.xml');
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => pathOf(match[1] ?? ''));
  const html = await Promise.all(pages.slice(0, 10).map((page) => text(base, page, ENGLISH)));
  const pictures = [...new Set(html.flatMap((page) => page.match(/\/media\/[\w-]+\/[\w-]{22}\.webp/g) ?? []))];
  const search = JSON.parse(await text(base, '/api/trip/search')) as { docs: { _id: string }[] };
  const ids = search.docs.map((doc) => doc._id);
  const tripPath = await demoTripPath(base);
  const cookie = (await verifiedAuthor(server)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const signedIn = { Cookie: cookie };
  const parts = {
    pages: pages.map((path) => ({ path, headers: ENGLISH })),
    pictures: pictures.slice(0, MAX_PICTURES).map((path) => ({ path })),
    'API reads': [
      ...ids.map((id) => ({ path: `/api/trip/${id}` })),
      { path: '/api/trip/search?q=wine' },
      { path: '/api/trip/search?q=lisbon' },
      { path: '/api/trip/search' },
      ...ids.slice(0, 5).map((id) => ({ path: `/api/comment/?commentOn=${id}` })),
    ],
    'signed-in requests': [tripPath, '/account/saved-trips', '/api/user/profile/edit'].map((path) => ({
      path,
      headers: signedIn,
    })),
  };
  return {
    requests: Object.values(parts).flat(),
    parts: Object.fromEntries(Object.entries(parts).map(([name, list]) => [name, list.length])),
  };
}

/** The mix for `seconds`, as fast as the server answers or at `rate` requests per second in all. */
export async function runMix(
  server: RunningServer,
  mix: LoadMix,
  options: { connections: number; seconds: number; rate?: number },
): Promise<LoadResult> {
  const result = await autocannon({
    url: server.url,
    connections: options.connections,
    duration: options.seconds,
    requests: mix.requests,
    ...(options.rate ? { overallRate: options.rate } : {}),
  });
  return loadResult('mixed', options.connections, result);
}
