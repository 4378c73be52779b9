import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { brokenLinks, type Crawl, crawl } from '#tests/setup/crawl.ts';
import { pageLanguage, switchTo, wrongSwitches } from '#tests/setup/language-switch.ts';
import { foreignWords } from '#tests/setup/page-language.ts';
import { publishedTrip } from '#tests/setup/published-trip.ts';
import { createDemoApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * The demo site crawled once as each kind of reader (a visitor, a member with trips, an admin), and
 * every page of each crawl checked three ways: no internal link leads nowhere (issue 13, point 10),
 * the visible language switch leads to the same page in the other language (issue 29, point 1),
 * and no month, weekday or number of the other language stands outside content marked with `lang`
 * (issue 29, point 2). One crawl serves the three checks: each crawl renders some 300 pages.
 */

let t: TestApp;
let member = '';
let admin = '';
let demoTrip = '';
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

beforeAll(async () => {
  t = await createDemoApp({ ADMIN_EMAILS: 'boss@example.org' });
  member = await verifiedUser(t, 'crawl@example.org', 'Sam');
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
  // A member with a profile link, a published trip in English only and a draft, so the account
  // pages list their links and the German switch shows the trip with a notice; a post in English
  // only, whose German switch leads to its category for want of the post.
  await api('PUT', '/user/profile/edit', { alias: 'sam' });
  untranslatedTrip = `/trips/${(await publishedTrip(api)).slug}`;
  await api('POST', '/trip/create', { language: 'en', title: 'A draft' });
  const post = await api('POST', '/blog/editor/posts', untranslated, admin);
  await api('POST', `/blog/editor/posts/${post._id}/publish`, {}, admin);
  untranslatedPost = `/blog/${post.slug}`;
  const html = await (await t.request('/trips', { headers: { cookie: 'lang=en' } })).text();
  demoTrip = /href="(\/trips\/[^"/?]+)"/.exec(html)?.[1] ?? '';
}, 120_000);
afterAll(() => t.dispose());

/** What each check finds wrong on every page of a crawl, by check. */
async function everyCheck(pages: Crawl) {
  return {
    brokenLinks: await brokenLinks(pages),
    wrongSwitches: await wrongSwitches(pages),
    foreignWords: foreignWords(pages, t.env.PUBLIC_URL),
  };
}
const nothingWrong = { brokenLinks: [], wrongSwitches: [], foreignWords: [] };

describe('every page a reader reaches', () => {
  it('for a visitor, from the start pages of both languages', async () => {
    expect(demoTrip).toMatch(/^\/trips\//);
    const start = ['/', '/trips', demoTrip, '/tripoftheday', '/search?q=lisbon', '/magazine', '/lena'];
    const visited = await crawl(t, bothLanguages(start), '');
    const paths = [...visited.pages.keys()];
    const kinds = [/^\/blog\//, /^\/de\/blog\//, /^\/magazine\/[a-z-]+$/, /^\/tripoftheday$/, /^\/de\/about$/];
    expect(kinds.filter((kind) => !paths.some((path) => kind.test(path)))).toEqual([]);
    expect(paths.filter((path) => path.startsWith('/de')).length).toBeGreaterThan(50);
    expect(paths.filter((path) => path.startsWith('/trips/')).length).toBeGreaterThanOrEqual(30);
    expect(paths.filter((path) => path.startsWith('/de/trips/')).length).toBeGreaterThanOrEqual(30);
    expect(await everyCheck(visited)).toEqual(nothingWrong);
  }, 180_000);

  it('for a member with trips, their account pages too', async () => {
    const start = ['/', '/trips', demoTrip, '/lena', '/account/profile', '/account/my-trips', '/sam'];
    const own = await crawl(t, bothLanguages(start), member);
    // The draft is reached from My Trips only.
    expect([...own.pages.keys()].filter((path) => /^\/de\/trips\/a-draft-/.test(path))).not.toEqual([]);
    expect(await everyCheck(own)).toEqual(nothingWrong);
  }, 180_000);

  it('for an admin, the admin pages too', async () => {
    const boss = await crawl(t, bothLanguages(['/admin', '/admin/trips']), admin);
    expect([...boss.pages.keys()]).toEqual(expect.arrayContaining(['/admin/users', '/de/admin/posts']));
    expect(await everyCheck(boss)).toEqual(nothingWrong);
  }, 180_000);
});

describe('the language switch', () => {
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
