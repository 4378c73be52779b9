import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createDemoApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * Every internal link a reader can reach must lead somewhere: a link to a page of a later issue
 * stays hidden until that page exists (issue 13, point 10).
 */

let t: TestApp;
let member = '';
let demoTrip = '';

/**
 * Pages are followed this many links deep from the start pages, and the links on the last ones are
 * checked too: enough to reach every page of the demo site (about 260 a crawl), while filter links
 * that combine into endless addresses stay bounded.
 */
const depth = 2;

/** Files and the API are not pages: the sitemap, media and API tests cover them. */
const notPages = /^\/(?:api|media|assets)\/|\.\w+$/;

const decode = (href: string) => href.replaceAll('&amp;', '&');

/** Same-origin `<a href>` and `<link rel=alternate, canonical, next, prev>` targets of a page, as site paths with any fragment. */
function linksIn(html: string, page: string): string[] {
  const hrefs = [
    ...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g),
    ...html.matchAll(/<link\s[^>]*?rel="(?:alternate|canonical|next|prev)"[^>]*?href="([^"]*)"/g),
  ].map((match) => decode(match[1] ?? ''));
  const paths = hrefs.flatMap((href) => {
    const url = new URL(href, `${t.env.PUBLIC_URL}${page}`);
    if (url.origin !== t.env.PUBLIC_URL || notPages.test(url.pathname)) return [];
    return [url.pathname + url.search + url.hash];
  });
  return [...new Set(paths)];
}

type Visit = { status: number; html: string };

/** One request; a redirect within the site is followed one hop, and the target answers for it. */
async function visit(path: string, cookie: string): Promise<Visit> {
  const headers = { cookie: cookie ? `${cookie}; lang=en` : 'lang=en' };
  const response = await t.request(path, { redirect: 'manual', headers });
  const location = response.headers.get('location');
  const redirected = response.status >= 300 && response.status < 400 && location;
  const target = redirected ? new URL(location, `${t.env.PUBLIC_URL}${path}`) : null;
  if (!target) return { status: response.status, html: await htmlOf(response) };
  if (target.origin !== t.env.PUBLIC_URL) return { status: response.status, html: '' };
  const next = await t.request(target.pathname + target.search, { redirect: 'manual', headers });
  // A second redirect (the sign-in page sending a signed-in member on) counts as arriving.
  if (next.status >= 300 && next.status < 400) return { status: response.status, html: '' };
  return { status: next.status, html: await htmlOf(next) };
}

const htmlOf = async (response: Response) =>
  response.headers.get('content-type')?.includes('text/html') ? response.text() : '';

/**
 * Breadth-first from `start`, `depth` links deep; returns every link that answers 404 or fails,
 * or points at an element id its page lacks, each with a page that links to it.
 */
async function crawl(start: string[], cookie: string) {
  const linkedFrom = new Map<string, string>(start.map((path) => [path, '(start)']));
  const pages = new Map<string, Visit>();
  const fetchPage = async (path: string) => {
    const known = pages.get(path) ?? (await visit(path, cookie));
    pages.set(path, known);
    return known;
  };
  const anchors = new Map<string, string>();
  let frontier = start;
  for (let level = 0; level <= depth + 1 && frontier.length > 0; level++) {
    const next: string[] = [];
    for (const path of frontier) {
      const { html } = await fetchPage(path);
      if (level > depth) continue;
      for (const link of linksIn(html, path)) {
        const [target = link] = link.split('#');
        if (target !== link && !anchors.has(link)) anchors.set(link, path);
        if (linkedFrom.has(target)) continue;
        linkedFrom.set(target, path);
        next.push(target);
      }
    }
    frontier = next;
  }
  const broken = [...pages]
    .filter(([, { status }]) => status === 404 || status >= 500)
    .map(([path, { status }]) => `${path} answers ${status}, linked from ${linkedFrom.get(path)}`);
  for (const [link, from] of anchors) {
    const [path = '', id] = link.split('#');
    const { status, html } = await fetchPage(path);
    if (status === 200 && html && !html.includes(` id="${id}"`))
      broken.push(`${link} has no such id, linked from ${from}`);
  }
  return { broken, checked: pages.size };
}

beforeAll(async () => {
  t = await createDemoApp();
  member = await verifiedUser(t, 'links@example.org', 'Linda');
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await t.request(`/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie: member },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}`);
    return response.json() as Promise<{ _id: string; version: number; slug: string }>;
  };
  // A member with a profile link, a published trip and a draft, so the account pages list their links.
  await api('PUT', '/user/profile/edit', { alias: 'linda' });
  const created = await api('POST', '/trip/create', { language: 'en', title: 'Lakes of the Jura' });
  const saved = await api('PUT', `/trip/${created._id}`, {
    version: created.version,
    language: 'en',
    title: 'Lakes of the Jura',
    description: 'Three lakes, two weeks, one bicycle.',
    travelTypes: ['nature'],
    places: [{ isNew: true, name: 'Neuchâtel', country: 'CH', latitude: 46.99, longitude: 6.93, duration: 4 }],
  });
  await api('PATCH', `/trip/${saved._id}/publish`);
  await api('POST', '/trip/create', { language: 'en', title: 'A draft' });
  const html = await (await t.request('/trips', { headers: { cookie: 'lang=en' } })).text();
  demoTrip = /href="(\/trips\/[^"/?]+)"/.exec(html)?.[1] ?? '';
}, 120_000);
afterAll(() => t.dispose());

const startPages = () =>
  ['/', '/trips', demoTrip, '/lena'].flatMap((path) => [path, path === '/' ? '/de' : `/de${path}`]);

describe('internal links', () => {
  it('none answers 404 for a visitor, in English and German', async () => {
    expect(demoTrip).toMatch(/^\/trips\//);
    const { broken, checked } = await crawl(startPages(), '');
    expect(checked).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  }, 120_000);

  it('none answers 404 for a signed-in member with trips, in English and German', async () => {
    const { broken, checked } = await crawl([...startPages(), '/linda', '/de/linda'], member);
    expect(checked).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  }, 120_000);
});
