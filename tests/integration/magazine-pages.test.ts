import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedEditor } from '#tests/setup/accounts.ts';
import { createDemoApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let eddie = '';
const page = (path: string, cookie = '') => t.request(path, cookie ? { headers: { cookie } } : undefined);
const html = async (path: string, cookie = '') => {
  const response = await page(path, cookie);
  expect(response.status, path).toBe(200);
  return response.text();
};
const api = async (path: string) => (await t.request(`/api${path}`)).json();

beforeAll(async () => {
  t = await createDemoApp({ PUBLIC_URL: 'http://itinera.test' });
  eddie = await verifiedEditor(t, 'eddie@example.org', 'Eddie');
});
afterAll(() => t.dispose());

describe('the magazine pages', () => {
  it('list a language’s posts without React, the newest first and featured, with their categories and feed', async () => {
    const newest = (await api('/blog/posts?language=en')).docs[0];
    const en = await html('/magazine');
    expect(en).toMatch(/<script type="module" src="\/assets\/entry\.static-[\w-]+\.js"/);
    expect(en).toContain(`href="/blog/${newest.slug}"`);
    expect(en.indexOf(newest.title)).toBeLessThan(en.indexOf('Latest posts'));
    expect(en).toContain('href="/magazine/tips-tricks"');
    expect(en).not.toContain('href="/magazine/marketing"');
    expect(en).toContain('<link rel="alternate" type="application/rss+xml"');
    const de = await html('/de/magazine');
    const german = (await api('/blog/posts?language=de')).docs[0];
    expect(de).toContain(`href="/de/blog/${german.slug}"`);
    expect(de).toContain('Tipps &amp; Tricks');
  });

  it('show one category, hide the private one from all but the team and 404 an unknown one', async () => {
    const culture = await html('/magazine/culture');
    const posts = (await api('/blog/posts?language=en&category=culture')).docs;
    for (const post of posts) expect(culture).toContain(`href="/blog/${post.slug}"`);
    const travel = (await api('/blog/posts?language=en&category=travel')).docs;
    expect(culture).not.toContain(`href="/blog/${travel[0].slug}"`);
    expect((await page('/magazine/marketing')).status).toBe(404);
    expect((await page('/magazine/gossip')).status).toBe(404);
    expect(await html('/magazine/marketing', eddie)).toContain('Only the magazine team sees this category.');
  });

  it('show a post with its article data, its translation linked both ways, and what to read next', async () => {
    const [post] = (await api('/blog/posts?language=en&category=itineraries')).docs;
    const full = await api(`/blog/posts/${post.slug}`);
    const body = await html(`/blog/${post.slug}`);
    expect(body).toContain(
      `<h1 class="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">${full.title}</h1>`,
    );
    expect(body).toContain('"@type":"Article"');
    expect(body).toContain(`<meta property="og:url" content="http://itinera.test/blog/${post.slug}"/>`);
    expect(body).toContain(`<link rel="canonical" href="http://itinera.test/blog/${post.slug}"/>`);
    expect(body).toContain(`hrefLang="de" href="http://itinera.test/de/blog/${full.translation.slug}"`);
    expect(body).toContain(`href="/de/blog/${full.translation.slug}"`);
    expect(body).toContain('Diesen Beitrag auf Deutsch lesen');
    // The embedded demo trips are cards linking to them.
    expect(body).toMatch(/href="\/trips\/[a-z0-9-]+"/);
    expect(body).toContain('Share on Facebook');
    expect(body).toMatch(/Previous post|Next post/);
    const german = await html(`/de/blog/${full.translation.slug}`);
    expect(german).toContain(`hrefLang="en" href="http://itinera.test/blog/${post.slug}"`);
    expect(german).toContain('Read this post in English');
  });

  it('sends a post’s address in the other language to its own, /blog to the magazine, and 404s the rest', async () => {
    const [post] = (await api('/blog/posts?language=de')).docs;
    const wrong = await page(`/blog/${post.slug}`);
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get('location')).toBe(`/de/blog/${post.slug}`);
    expect((await page('/blog')).headers.get('location')).toBe('/magazine');
    expect((await page('/de/blog')).headers.get('location')).toBe('/de/magazine');
    expect((await page('/blog/no-such-post')).status).toBe(404);
    expect((await page('/blog/Not_A_Slug')).status).toBe(404);
  });

  it('offer valid RSS 2.0 feeds per language and category, whole posts with absolute addresses, never the private one', async () => {
    for (const path of ['/magazine/rss.xml', '/de/magazine/rss.xml', '/magazine/culture/rss.xml']) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/rss+xml');
      const xml = await response.text();
      expect(XMLValidator.validate(xml), path).toBe(true);
      expect(xml).toContain('<rss version="2.0"');
      expect(xml).toContain('<content:encoded>');
      expect(xml).not.toMatch(/(href|src)="\//);
    }
    const de = await (await page('/de/magazine/rss.xml')).text();
    const [german] = (await api('/blog/posts?language=de')).docs;
    expect(de).toContain(`<link>http://itinera.test/de/blog/${german.slug}</link>`);
    expect((await page('/magazine/marketing/rss.xml')).status).toBe(404);
  });

  it('put a post’s title and excerpt in the feed as escaped text, not as CDATA that readers take for HTML', async () => {
    const title = '<b>bold</b> & "quotes"';
    const excerpt = 'Less <i>than</i> & more ]]> than you think';
    const editor = (method: string, path: string, body?: unknown) =>
      t.request(`/api/blog/editor/posts${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie: eddie },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const created = await (
      await editor('POST', '', {
        language: 'en',
        title,
        excerpt,
        category: 'travel',
        tags: [],
        body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Words.' }] }] },
      })
    ).json();
    expect((await editor('POST', `/${created._id}/publish`, {})).status).toBe(200);
    const xml = await (await page('/magazine/rss.xml')).text();
    expect(xml).toContain('<title>&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot;</title>');
    expect(xml).toContain('<description>Less &lt;i&gt;than&lt;/i&gt; &amp; more ]]&gt; than you think</description>');
    // The post's HTML alone is a CDATA section.
    expect(xml.replace(/<content:encoded>[\s\S]*?<\/content:encoded>/g, '')).not.toContain('CDATA');
    const { item } = new XMLParser().parse(xml).rss.channel;
    expect(item.find((entry: { link: string }) => entry.link.endsWith(`/blog/${created.slug}`))).toMatchObject({
      title,
      description: excerpt,
    });
    // The other tests read the demo posts, each with its translation.
    expect((await editor('DELETE', `/${created._id}`)).status).toBe(200);
  });

  it('are in the sitemap with each post’s own address per language', async () => {
    const sitemap = await (await page('/sitemap.xml')).text();
    const [post] = (await api('/blog/posts?language=en')).docs;
    const full = await api(`/blog/posts/${post.slug}`);
    expect(sitemap).toContain(`<loc>http://itinera.test/blog/${post.slug}</loc>`);
    expect(sitemap).toContain(`<loc>http://itinera.test/de/blog/${full.translation.slug}</loc>`);
    expect(sitemap).not.toContain(`<loc>http://itinera.test/de/blog/${post.slug}</loc>`);
    expect(sitemap).toContain('<loc>http://itinera.test/de/magazine/culture</loc>');
  });

  it('put the newest posts of the visitor’s language on the home page', async () => {
    const [en] = (await api('/blog/posts?language=en')).docs;
    const [de] = (await api('/blog/posts?language=de')).docs;
    const home = await t.request('/', { headers: { cookie: 'lang=en' } });
    const text = await home.text();
    expect(text).toContain('From the magazine');
    expect(text).toContain(`href="/blog/${en.slug}"`);
    expect(await html('/de')).toContain(`href="/de/blog/${de.slug}"`);
  });
});
