import type { TestApp } from './test-app.ts';

/**
 * Pages are followed this many links deep from the start pages, and the links on the last ones are
 * fetched too: enough to reach every page of the demo site (about 260 a crawl), while filter links
 * that combine into endless addresses stay bounded.
 */
const depth = 2;

/** Files and the API are not pages: the sitemap, media and API tests cover them. */
const notPages = /^\/(?:api|media|assets)\/|\.\w+$/;

const decode = (href: string) => href.replaceAll('&amp;', '&');

export type Visit = { status: number; html: string };

/** What a crawl saw: every page by path, a page linking to each, and each `#id` link with its page. */
export type Crawl = {
  pages: Map<string, Visit>;
  linkedFrom: Map<string, string>;
  anchors: Map<string, string>;
  /** A page, fetched once. */
  fetchPage: (path: string) => Promise<Visit>;
};

/** Same-origin `<a href>` and `<link rel=alternate, canonical, next, prev>` targets of a page, as site paths with any fragment. */
function linksIn(t: TestApp, html: string, page: string): string[] {
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

const htmlOf = async (response: Response) =>
  response.headers.get('content-type')?.includes('text/html') ? response.text() : '';

/** One request; a redirect within the site is followed one hop, and the target answers for it. */
async function visit(t: TestApp, path: string, cookie: string): Promise<Visit> {
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

/** Breadth-first from `start`, `depth` links deep, as the visitor that `cookie` signs in (none when empty). */
export async function crawl(t: TestApp, start: string[], cookie: string): Promise<Crawl> {
  const linkedFrom = new Map<string, string>(start.map((path) => [path, '(start)']));
  const pages = new Map<string, Visit>();
  const fetchPage = async (path: string) => {
    const known = pages.get(path) ?? (await visit(t, path, cookie));
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
      for (const link of linksIn(t, html, path)) {
        const [target = link] = link.split('#');
        if (target !== link && !anchors.has(link)) anchors.set(link, path);
        if (linkedFrom.has(target)) continue;
        linkedFrom.set(target, path);
        next.push(target);
      }
    }
    frontier = next;
  }
  return { pages, linkedFrom, anchors, fetchPage };
}

/**
 * Every link of a crawl that answers 404 or fails, or points at an element id its page lacks, each
 * with a page that links to it (issue 13, point 10: no visible link leads nowhere).
 */
export async function brokenLinks({ pages, linkedFrom, anchors, fetchPage }: Crawl): Promise<string[]> {
  const broken = [...pages]
    .filter(([, { status }]) => status === 404 || status >= 500)
    .map(([path, { status }]) => `${path} answers ${status}, linked from ${linkedFrom.get(path)}`);
  for (const [link, from] of anchors) {
    const [path = '', id] = link.split('#');
    const { status, html } = await fetchPage(path);
    if (status === 200 && html && !html.includes(` id="${id}"`))
      broken.push(`${link} has no such id, linked from ${from}`);
  }
  return broken;
}
