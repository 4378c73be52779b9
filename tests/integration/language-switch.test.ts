import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { type Crawl, crawl } from '#tests/setup/crawl.ts';
import { publishedTrip } from '#tests/setup/published-trip.ts';
import { createDemoApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * The visible language switch leads from every page to the same page in the other language: a
 * post's translation at its own slug, a search with its query, an account or admin page as it is
 * (issue 29, point 1). Checked on every page the link crawl reaches, from both languages.
 */

let t: TestApp;
let member = '';
let admin = '';
let untranslatedTrip = '';
let untranslatedPost = '';

const untranslated = {
  language: 'en',
  title: 'Night trains of the Alps',
  excerpt: 'Sleeping through the mountains.',
  category: 'tipsAndTricks',
  tags: ['rail'],
  body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Book early.' }] }] },
};

const bothLanguages = (paths: string[]) => paths.flatMap((path) => [path, path === '/' ? '/de' : `/de${path}`]);

const pageLanguage = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];

/** Where the page's own language switch (the header's menu) leads to `locale`. */
function switchTo(html: string, locale: string) {
  const tag = [...html.matchAll(/<a\s[^>]*data-enhance="locale-choice"[^>]*>/g)]
    .map(([a]) => a)
    .find((a) => a.includes(`hrefLang="${locale}"`));
  return tag && /href="([^"]*)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&');
}

/**
 * Follows the switch from every page of a crawl that answered 200 with HTML (a redirect counts
 * only where it lands); returns each switch that does not land on a 200 page in the other language.
 */
async function wrongSwitches({ pages, fetchPage }: Crawl) {
  const wrong: string[] = [];
  for (const [path, { status, html }] of [...pages]) {
    const language = pageLanguage(html);
    if (status !== 200 || !language) continue;
    const other = language === 'de' ? 'en' : 'de';
    const href = switchTo(html, other);
    if (!href) {
      wrong.push(`${path} has no switch to ${other}`);
      continue;
    }
    const landed = await fetchPage(href);
    const landedIn = pageLanguage(landed.html);
    if (landed.status !== 200 || landedIn !== other)
      wrong.push(`${path} switches to ${href}: ${landed.status} in ${landedIn ?? 'no language'}`);
  }
  return wrong;
}

beforeAll(async () => {
  t = await createDemoApp({ ADMIN_EMAILS: 'boss@example.org' });
  member = await verifiedUser(t, 'switch@example.org', 'Sam');
  admin = await verifiedUser(t, 'boss@example.org', 'Boss');
  const api = async (method: string, path: string, body?: unknown, cookie = member) => {
    const response = await t.request(`/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}`);
    return response.json() as Promise<{ _id: string; version: number; slug: string }>;
  };
  // A trip and a post in English only: the German switch shows the trip with a notice, and the
  // post's category for want of the post.
  const saved = await publishedTrip(api);
  await api('PUT', '/user/profile/edit', { alias: 'sam' });
  untranslatedTrip = `/trips/${saved.slug}`;
  const post = await api('POST', '/blog/editor/posts', untranslated, admin);
  await api('POST', `/blog/editor/posts/${post._id}/publish`, {}, admin);
  untranslatedPost = `/blog/${post.slug}`;
}, 120_000);
afterAll(() => t.dispose());

describe('the language switch', () => {
  it('leads from every page a visitor reaches to the same page in the other language', async () => {
    const start = bothLanguages(['/', '/trips', '/tripoftheday', '/search?q=lisbon', '/magazine', '/lena']);
    const visited = await crawl(t, start, '');
    const paths = [...visited.pages.keys()];
    expect(paths.length).toBeGreaterThan(100);
    const kinds = [/^\/blog\//, /^\/de\/blog\//, /^\/magazine\/[a-z-]+$/, /^\/tripoftheday$/, /^\/de\/about$/];
    expect(kinds.filter((kind) => !paths.some((path) => kind.test(path)))).toEqual([]);
    expect(await wrongSwitches(visited)).toEqual([]);
  }, 120_000);

  it('does so for a member, on their account pages too', async () => {
    const own = await crawl(t, bothLanguages(['/account/profile', '/account/my-trips', '/sam']), member);
    expect(await wrongSwitches(own)).toEqual([]);
  }, 120_000);

  it('does so for an admin, on the admin pages too', async () => {
    const boss = await crawl(t, bothLanguages(['/admin', '/admin/trips']), admin);
    expect([...boss.pages.keys()]).toEqual(expect.arrayContaining(['/admin/users', '/de/admin/posts']));
    expect(await wrongSwitches(boss)).toEqual([]);
  }, 120_000);

  it('keeps a search’s parameters', async () => {
    const html = await (await t.request('/search?q=lisbon&page=2')).text();
    expect(switchTo(html, 'de')).toBe('/de/search?q=lisbon&page=2');
  });

  it('goes from a post to its translation’s own slug, or to its category when it has none', async () => {
    const api = async (path: string) => (await t.request(`/api${path}`)).json();
    const [post] = (await api('/blog/posts?language=en&category=itineraries')).docs;
    const full = await api(`/blog/posts/${post.slug}`);
    const html = await (await t.request(`/blog/${post.slug}`)).text();
    expect(switchTo(html, 'de')).toBe(`/de/blog/${full.translation.slug}`);
    const german = await (await t.request(`/de/blog/${full.translation.slug}`)).text();
    expect(switchTo(german, 'en')).toBe(`/blog/${post.slug}`);
    const alone = await (await t.request(untranslatedPost)).text();
    expect(alone).toContain('Night trains of the Alps');
    expect(switchTo(alone, 'de')).toBe('/de/magazine/tips-tricks');
  });

  it('shows a trip in its only language with a notice', async () => {
    const html = await (await t.request(untranslatedTrip)).text();
    const href = switchTo(html, 'de') ?? '';
    expect(href).toBe(`/de${untranslatedTrip}`);
    const german = await t.request(href);
    expect(german.status).toBe(200);
    const body = await german.text();
    expect(pageLanguage(body)).toBe('de');
    expect(body).toContain('Lakes of the Jura');
    expect(body).toContain('Diese Reise gibt es noch nicht auf Deutsch, darum liest du das Original auf Englisch.');
  });
});
