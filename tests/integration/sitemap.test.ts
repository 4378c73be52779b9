import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trip, user, userProfile } from '#server/db/schema/index.ts';
import { seoRoutes } from '#server/seo/seo-routes.ts';
import { staticPaths } from '#server/seo/sitemap-entries.ts';
import { urlsetXml } from '#server/seo/sitemap-xml.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

const origin = 'http://itinera.test:8080';
const operatorEmail = 'security@itinera.test';
const tripEdited = new Date('2026-10-01T12:00:00.000Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: origin, OPERATOR_EMAIL: operatorEmail });
  const cookie = await verifiedUser(t, 'marta@example.org', 'Marta');
  await t.request('/api/user/profile/edit', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ alias: 'marta' }),
  });
  const { db } = t.database;
  await db.insert(user).values([
    { id: 'sitemap-ghost', name: 'Ghost', email: 'ghost@example.org' },
    { id: 'sitemap-nobody', name: 'Nobody', email: 'nobody@example.org', emailVerified: true },
  ]);
  await db.insert(userProfile).values([
    { userId: 'sitemap-ghost', alias: 'ghost' },
    { userId: 'sitemap-nobody', location: 'Graz' },
  ]);
  await db.insert(trip).values([
    { id: 'sitemapTrip00001', slug: 'lisbon-by-train', language: 'en', status: 'published', updatedAt: tripEdited },
    { id: 'sitemapTrip00002', slug: 'secret-draft', language: 'en' },
  ]);
});
afterAll(() => t.dispose());

/**
 * Well-formedness without a parser: a declaration, then tags that nest and close, attributes
 * quoted, and no `&` that does not start an entity. Returns the root element's name.
 */
function wellFormedRoot(xml: string): string {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  expect(body.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/&/);
  const stack: string[] = [];
  let root = '';
  for (const [tag] of body.matchAll(/<[^>]*>/g)) {
    const [, closing, name = '', , selfClosing] = /^<(\/?)([\w:]+)((?:\s+[\w:]+="[^"<]*")*)\s*(\/?)>$/.exec(tag) ?? [];
    expect(name, `malformed tag ${tag}`).not.toBe('');
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) {
      if (stack.length === 0) root = root ? 'several roots' : name;
      stack.push(name);
    }
  }
  expect(stack).toEqual([]);
  expect(body.replace(/<[^>]*>/g, '').includes('<')).toBe(false);
  return root;
}

const urlsOf = (xml: string) =>
  [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, inner = '']) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(inner)?.[1],
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(inner)?.[1],
    alternates: Object.fromEntries([...inner.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => [l, h])),
  }));

const locsOf = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc);

describe('/sitemap.xml', () => {
  it('is well-formed XML served for an hour', async () => {
    const response = await t.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('x-cache')).toBeNull();
    expect(wellFormedRoot(await response.text())).toBe('urlset');
  });

  it('lists published trips by slug with their last change, never drafts', async () => {
    const urls = urlsOf(await (await t.request('/sitemap.xml')).text());
    const lisbon = urls.filter((url) => url.loc?.endsWith('/trips/lisbon-by-train'));
    expect(lisbon.map((url) => url.loc)).toEqual([
      `${origin}/trips/lisbon-by-train`,
      `${origin}/de/trips/lisbon-by-train`,
    ]);
    expect(lisbon.map((url) => url.lastmod)).toEqual([tripEdited.toISOString(), tripEdited.toISOString()]);
    expect(lisbon[1]?.alternates).toEqual({
      en: `${origin}/trips/lisbon-by-train`,
      de: `${origin}/de/trips/lisbon-by-train`,
      'x-default': `${origin}/trips/lisbon-by-train`,
    });
    expect(urls.some((url) => url.loc?.includes('secret-draft'))).toBe(false);
  });

  it('lists the public profiles: verified users with an alias', async () => {
    const locs = locsOf(await (await t.request('/sitemap.xml')).text());
    expect(locs).toContain(`${origin}/marta`);
    expect(locs).toContain(`${origin}/de/marta`);
    expect(locs.some((loc) => loc?.endsWith('/ghost'))).toBe(false);
    expect((await t.request('/ghost')).status).toBe(404);
    const marta = urlsOf(await (await t.request('/sitemap.xml')).text()).find((url) => url.loc === `${origin}/marta`);
    expect(Date.parse(marta?.lastmod ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lists the static pages in both languages with hreflang alternates and no lastmod', async () => {
    const urls = urlsOf(await (await t.request('/sitemap.xml')).text());
    expect(urls.find((url) => url.loc === `${origin}/`)).toEqual({
      loc: `${origin}/`,
      lastmod: undefined,
      alternates: { en: `${origin}/`, de: `${origin}/de`, 'x-default': `${origin}/` },
    });
    for (const path of staticPaths.filter((p) => p !== '/')) {
      const german = urls.find((url) => url.loc === `${origin}/de${path}`);
      expect(german?.alternates).toEqual({
        en: `${origin}${path}`,
        de: `${origin}/de${path}`,
        'x-default': `${origin}${path}`,
      });
      expect(urls.some((url) => url.loc === `${origin}${path}`)).toBe(true);
    }
    expect(urls.some((url) => /signin|register|account/.test(url.loc ?? ''))).toBe(false);
  });

  it('names pages that answer 200', async () => {
    const locs = locsOf(await (await t.request('/sitemap.xml')).text());
    for (const loc of locs) expect((await t.request(loc ?? '')).status, loc).toBe(200);
  });

  it('escapes what XML reserves', () => {
    const xml = urlsetXml("http://a.test/?x=1&y='2'", [{ path: '/<b>&"' }]);
    expect(xml).toContain('<loc>http://a.test/?x=1&amp;y=&apos;2&apos;/&lt;b&gt;&amp;&quot;</loc>');
    expect(wellFormedRoot(xml)).toBe('urlset');
  });

  it('becomes an index of numbered files beyond the per-file limit, together listing every URL', async () => {
    const whole = locsOf(await (await t.request('/sitemap.xml')).text());
    const small = new Hono().route(
      '/',
      seoRoutes(t.database, { publicUrl: origin, operatorEmail: t.env.OPERATOR_EMAIL, urlsPerFile: 4 }),
    );
    const index = await (await small.request('/sitemap.xml')).text();
    expect(wellFormedRoot(index)).toBe('sitemapindex');
    const files = locsOf(index);
    expect(files).toHaveLength(Math.ceil(whole.length / 4));
    expect(files[0]).toBe(`${origin}/sitemaps/1.xml`);
    const parts: string[] = [];
    for (const file of files) {
      const response = await small.request(file?.replace(origin, '') ?? '');
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const xml = await response.text();
      expect(wellFormedRoot(xml)).toBe('urlset');
      expect(locsOf(xml).length).toBeLessThanOrEqual(4);
      parts.push(...(locsOf(xml) as string[]));
    }
    expect(parts).toEqual(whole);
    expect((await small.request(`/sitemaps/${files.length + 1}.xml`)).status).toBe(404);
  });

  it('has no numbered files while one file holds everything', async () => {
    expect((await t.request('/sitemaps/1.xml')).status).toBe(404);
  });
});

describe('/robots.txt', () => {
  it('names the sitemap at PUBLIC_URL and keeps robots out of the API and the account pages', async () => {
    const response = await t.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /account/', 'Disallow: /de/account/']),
    );
    expect(lines.filter((line) => line.startsWith('Disallow:'))).not.toContain('Disallow: /');
  });
});

describe('/.well-known/security.txt', () => {
  it('names the operator as the contact, expiring about a year from the request (RFC 9116)', async () => {
    const response = await t.request('/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    const text = await response.text();
    expect(text.endsWith('\n')).toBe(true);
    const fields = Object.fromEntries(
      text
        .trimEnd()
        .split('\n')
        .map((line) => /^([A-Za-z-]+): (.+)$/.exec(line)?.slice(1) ?? [line]),
    );
    expect(Object.keys(fields)).toEqual(['Contact', 'Expires', 'Preferred-Languages', 'Canonical']);
    expect(fields.Contact).toBe(`mailto:${operatorEmail}`);
    expect(fields['Preferred-Languages']).toBe('en, de');
    expect(fields.Canonical).toBe(`${origin}/.well-known/security.txt`);
    expect(fields.Expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const daysAhead = (Date.parse(fields.Expires) - Date.now()) / (24 * 60 * 60 * 1000);
    expect(daysAhead).toBeGreaterThan(350);
    expect(daysAhead).toBeLessThan(365);
  });
});
