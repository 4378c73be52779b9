import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConsoleError } from '#tests/setup/guards.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ENABLE_TEST_ROUTES: '1' });
});
afterAll(() => t.dispose());

const pages = ['/', '/about', '/faq', '/contact', '/imprint', '/privacy-policy', '/terms-of-use', '/share-info'];
const english = { cookie: 'lang=en' };

describe('every page in both languages', () => {
  it.each(pages.flatMap((page) => [page, page === '/' ? '/de' : `/de${page}`]))('%s', async (path) => {
    const response = await t.request(path, { headers: english });
    expect(response.status).toBe(200);
    const html = await response.text();
    const lang = path.startsWith('/de') ? 'de' : 'en';
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    const site = path.replace(/^\/de/, '') || '/';
    const de = site === '/' ? '/de' : `/de${site}`;
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${path}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="http://localhost:3000${site}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="de" href="http://localhost:3000${de}"/>`);
    expect(html).toContain('hrefLang="x-default"');
  });
});

describe('content pages', () => {
  it.each(['/about', '/de/faq', '/contact', '/imprint', '/de/privacy-policy', '/terms-of-use', '/share-info'])(
    '%s goes out without React, its menus and fixed navigation ready for the small script',
    async (path) => {
      const html = await (await t.request(path, { headers: english })).text();
      expect(html).not.toContain('__reactRouterContext');
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).toMatch(/<script type="module" src="\/assets\/entry\.static-[\w-]+\.js"/);
      expect(html).toContain('data-enhance="disclosure"');
      expect(html).toContain('data-enhance="fixed-nav"');
      // The fixed copy of the navigation is in the HTML (React would add it after hydration).
      expect(html.match(/<nav aria-label=/g)?.length).toBe(2);
    },
  );

  it('the trip list keeps React', async () => {
    expect(await (await t.request('/trips', { headers: english })).text()).toContain('__reactRouterContext');
  });
});

describe('error pages', () => {
  it.each([
    ['/no-such-page', 'en', 'Page not found'],
    ['/de/no-such-page', 'de', 'Seite nicht gefunden'],
    ['/fr/about', 'en', 'Page not found'],
    ['/de/de/about', 'de', 'Seite nicht gefunden'],
    ['/not-found', 'en', 'Page not found'],
    ['/de/not-found', 'de', 'Seite nicht gefunden'],
  ])('%s is a 404 in %s', async (path, lang, title) => {
    const response = await t.request(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(title);
    expect(html).toContain(lang === 'en' ? 'Oops! Looks like you followed a bad link.' : 'fehlerhafter Link');
    expect(html).toContain(lang === 'en' ? 'Back to Home' : 'Zurück zur Startseite');
    expect(html).toContain(lang === 'en' ? 'href="/contact"' : 'href="/de/contact"');
  });

  it('shows the 500 page with status 500 and no internals', async () => {
    expectConsoleError();
    for (const [path, title] of [
      ['/__e2e/server-error', 'Server error'],
      ['/de/__e2e/server-error', 'Serverfehler'],
    ]) {
      const response = await t.request(path as string);
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(html).toContain(title);
      expect(html).not.toContain('Deliberate failure');
      expect(html).not.toMatch(/at .*\.(ts|js):\d+/);
    }
  });

  it('keeps the failure probe a 404 unless test routes are enabled', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.request('/__e2e/server-error')).status).toBe(404);
    } finally {
      await plain.dispose();
    }
  });
});

describe('language detection on /', () => {
  it('sends German browsers to /de and remembers the detection', async () => {
    const response = await t.request('/', { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/de');
    expect(response.headers.get('set-cookie')).toBe('lang=de; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('keeps the query string when redirecting', async () => {
    const response = await t.request('/?utm=x', { headers: { cookie: 'lang=de' } });
    expect(response.headers.get('location')).toBe('/de?utm=x');
  });

  it('lets the cookie win over Accept-Language', async () => {
    const response = await t.request('/', { headers: { cookie: 'lang=en', 'accept-language': 'de' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    const toGerman = await t.request('/', { headers: { cookie: 'lang=de', 'accept-language': 'en' } });
    expect(toGerman.headers.get('location')).toBe('/de');
  });

  it('falls back to English and stores it', async () => {
    const response = await t.request('/', { headers: { 'accept-language': 'fr-FR' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toContain('lang=en;');
    expect(response.headers.get('vary')).toContain('Accept-Language');
  });

  it('detects only on /, never on other pages', async () => {
    const about = await t.request('/about', { headers: { cookie: 'lang=de', 'accept-language': 'de' } });
    expect(about.status).toBe(200);
    expect(about.headers.get('set-cookie')).toBeNull();
    const german = await t.request('/de', { headers: { cookie: 'lang=en' } });
    expect(german.status).toBe(200);
  });
});

describe('security and delivery', () => {
  it('puts a fresh nonce in the CSP header and on every script of a page rendered for its request', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await t.request('/no-such-page');
      const csp = response.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      nonces.add(nonce as string);
      const html = await response.text();
      const scripts = html.match(/<script[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
    }
    expect(nonces.size).toBe(2);
  });

  it('names every inline script of a shared page by its hash, and trusts no other inline script', async () => {
    for (const path of ['/trips', '/de/trips']) {
      const response = await t.request(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
      const inline = [...(await response.text()).matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [, text] of inline) {
        expect(scriptSrc, path).toContain(
          `'sha256-${createHash('sha256')
            .update(text ?? '')
            .digest('base64')}'`,
        );
      }
      expect(
        scriptSrc.filter((source) => !source.startsWith("'sha256-")),
        path,
      ).toEqual(["'self'"]);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
    }
  });

  it('sends the security headers on pages, API answers and assets', async () => {
    for (const path of ['/', '/api/health', '/api/nothing', '/favicon.svg']) {
      const response = await t.request(path, { headers: english });
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy'), path).toBeTruthy();
    }
  });

  it('serves built assets with immutable caching and compression', async () => {
    const html = await (await t.request('/trips')).text();
    const asset = /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await t.request(asset as string, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect((await t.request('/assets/missing-123.js')).status).toBe(404);
  });

  it('answers repeat visits to public pages from the page cache, with the same bytes, never caching error pages', async () => {
    for (const path of ['/faq', '/de/about', '/privacy-policy']) {
      const first = await t.request(path);
      const second = await t.request(path);
      expect(second.headers.get('x-cache'), path).toBe('HIT');
      expect(second.headers.get('surrogate-control')).toBeNull();
      expect(first.headers.get('surrogate-control')).toBeNull();
      expect(await second.text()).toBe(await first.text());
    }
    await t.request('/nope');
    const error = await t.request('/nope');
    expect(error.headers.get('x-cache')).toBeNull();
    expect(error.headers.get('etag')).toBeNull();
    expect(error.headers.get('cache-control') ?? '').not.toContain('public');
  });

  it('lets browsers and CDNs keep public pages: an ETag answered with 304, public Cache-Control', async () => {
    const first = await t.request('/de/faq');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=300$/);
    const again = await t.request('/de/faq', { headers: { 'if-none-match': etag as string } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('compresses pages with brotli or gzip, as the client asks', async () => {
    const plain = await (await t.request('/faq')).text();
    const br = await t.request('/faq', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gzip = await t.request('/faq', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
    const uncached = await t.request('/no-such-page', { headers: { 'accept-encoding': 'gzip' } });
    expect(uncached.headers.get('content-encoding')).toBe('gzip');
  });
});
