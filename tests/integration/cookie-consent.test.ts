import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ANALYTICS_PROVIDER: 'plausible',
    ANALYTICS_SCRIPT_URL: 'https://stats.itinera.example/js/script.manual.js',
    ANALYTICS_SITE_ID: 'itinera.example',
  });
});
afterAll(() => t.dispose());

/** The three states of a reader's choice, as the browser sends them. */
const choices = {
  none: undefined,
  all: 'consent-is-set=true; consent-statistic=true',
  necessary: 'lang=de; consent-is-set=true; consent-statistic=false',
};

const page = async (path: string, cookie?: string) => {
  const response = await t.request(path, cookie ? { headers: { cookie } } : undefined);
  return { cache: response.headers.get('x-cache'), html: await response.text() };
};

describe('the cookie banner on shared pages', () => {
  it.each(['/about', '/de/magazine', '/search', '/de/search?q=Rome'])(
    '%s is one page for every choice, with no analytics script in it',
    async (path) => {
      const first = await page(path);
      const answers = await Promise.all(Object.values(choices).map((cookie) => page(path, cookie)));
      for (const answer of answers) {
        expect(answer.cache).toBe('HIT');
        expect(answer.html).toBe(first.html);
      }
      const { html } = first;
      // The banner is there, hidden until the browser reads the reader's cookies.
      expect(html).toMatch(/<section data-consent-banner="true" hidden=""/);
      expect(html).toMatch(/<dialog id="cookie-settings"/);
      // The service is named for the script, which alone loads it after consent.
      expect(html).toContain('data-analytics="{&quot;provider&quot;:&quot;plausible&quot;');
      expect(html).not.toMatch(/<script[^>]*stats\.itinera\.example/);
      expect(html).not.toMatch(/<link[^>]*stats\.itinera\.example/);
    },
  );

  it('names the analytics origin where the statistics send their events, and as a script source on shared pages', async () => {
    const shared = (await t.request('/about')).headers.get('content-security-policy') ?? '';
    expect(shared).toMatch(/connect-src [^;]*https:\/\/stats\.itinera\.example/);
    // Without a nonce there is no 'strict-dynamic' to trust the script ours adds.
    expect(/script-src [^;]*/.exec(shared)?.[0]).toContain('https://stats.itinera.example');
    const rendered = (await t.request('/no-such-page')).headers.get('content-security-policy') ?? '';
    expect(rendered).toMatch(/connect-src [^;]*https:\/\/stats\.itinera\.example/);
    expect(/script-src [^;]*/.exec(rendered)?.[0]).not.toContain('stats.itinera.example');
  });

  it('offers the settings in the footer, leading to the privacy policy without scripts', async () => {
    const { html } = await page('/de/about');
    expect(html).toContain(
      '<a href="/de/privacy-policy#cookies" aria-controls="cookie-settings" data-enhance="dialog-opener"',
    );
  });
});

describe('without analytics configured', () => {
  it('keeps the banner and says that nothing is counted', async () => {
    const plain = await createTestApp({}, t.database);
    const html = await (await plain.request('/about')).text();
    expect(html).not.toContain('data-analytics');
    expect(html).toContain('No statistics service is in use on this site at the moment');
  });
});
