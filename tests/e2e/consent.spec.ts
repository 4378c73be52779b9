import { randomUUID } from 'node:crypto';
import { ANALYTICS_RECEIVED_PATH, type AnalyticsRequest } from '../setup/analytics-server.ts';
import { expect, expectNoAxeViolations, type Page, press, test } from './fixtures.ts';

// These readers have not answered the banner yet.
test.use({ consent: 'unset' });

const DAY_S = 24 * 60 * 60;

const labels = {
  en: {
    banner: 'Cookies and statistics',
    acceptAll: 'Accept all',
    onlyNecessary: 'Only necessary',
    settings: 'Settings',
    dialog: 'Cookie settings',
    statistics: 'Statistics',
    footer: 'Cookie settings',
  },
  de: {
    banner: 'Cookies und Statistik',
    acceptAll: 'Alle akzeptieren',
    onlyNecessary: 'Nur notwendige',
    settings: 'Einstellungen',
    dialog: 'Cookie-Einstellungen',
    statistics: 'Statistik',
    footer: 'Cookie-Einstellungen',
  },
};

/** A page React renders and one served without it (ADR 0018), in the two languages. */
const pages = [
  { kind: 'rendered by React', path: '/trips', locale: 'en', react: true },
  { kind: 'served without React', path: '/de/magazine', locale: 'de', react: false },
] as const;

/**
 * Before any page script runs: records layout shifts, and when the banner was shown and the page
 * loaded (both on the page's `performance.now()` clock).
 */
async function watch(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] };
    const w = window as unknown as { shifts: { at: number; value: number; nodes: string[] }[]; bannerShownAt?: number };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const nodes = entry.sources.map(
          (source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '',
        );
        w.shifts.push({ at: entry.startTime, value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as HTMLElement;
        if (target.matches('[data-consent-banner]') && !target.hidden) w.bannerShownAt ??= performance.now();
      }
    }).observe(document, { attributes: true, attributeFilter: ['hidden'], subtree: true });
  });
}

/** The layout shifts since `time` (the page's own, before the banner, are not this test's business). */
const shiftsSince = (page: Page, time: number) =>
  page.evaluate(
    (since) => (window as unknown as { shifts: { at: number }[] }).shifts.filter((shift) => shift.at >= since),
    time,
  );

/** Every request the page makes to the analytics server. */
function analyticsRequests(page: Page, origin: () => string) {
  const urls: string[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
  });
  return () => urls.filter((url) => url.startsWith(origin()));
}

/** Opens `path` with a marker of this test in its address, and waits until its script has bound it. */
async function open(page: Page, path: string, react: boolean) {
  const marker = randomUUID();
  await page.goto(`${path}?visit=${marker}`);
  if (react) await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  else expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  return marker;
}

const scriptUrl = async (page: Page) =>
  JSON.parse((await page.locator('[data-analytics]').getAttribute('data-analytics')) ?? 'null').scriptUrl as string;

/** The page views of this test's visit the analytics server received. */
async function pageViews(origin: string, marker: string) {
  const received = (await (await fetch(`${origin}${ANALYTICS_RECEIVED_PATH}`)).json()) as AnalyticsRequest[];
  return received
    .filter((request) => request.method === 'POST' && request.path === '/api/event')
    .map((request) => JSON.parse(request.body) as { n: string; u: string; d: string })
    .filter((event) => event.u.includes(marker));
}

/** How long after the page's load event its page view was sent, in ms. */
const pageViewAfterLoad = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const event = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/api/event'));
    return event && navigation ? event.startTime - navigation.loadEventEnd : null;
  });

/**
 * The same, once the browser has recorded the event: the analytics server may count it before the
 * answer is back and its timing entry is written.
 */
async function sentAfterLoad(page: Page) {
  await expect.poll(() => pageViewAfterLoad(page)).not.toBeNull();
  return pageViewAfterLoad(page);
}

async function consentCookies(page: Page) {
  const cookies = await page.context().cookies();
  return Object.fromEntries(
    cookies.filter((cookie) => cookie.name.startsWith('consent-')).map((cookie) => [cookie.name, cookie]),
  );
}

for (const { kind, path, locale, react } of pages) {
  const text = labels[locale];

  test.describe(`on a page ${kind}`, () => {
    test('the banner comes 2.5 s after load, moves nothing, and "Accept all" starts statistics', async ({ page }) => {
      let origin = '';
      const requests = analyticsRequests(page, () => origin);
      await watch(page);
      const marker = await open(page, path, react);
      origin = new URL(await scriptUrl(page)).origin;
      const banner = page.getByRole('region', { name: text.banner });
      // When it came is read from the page's own clock below: a hydration slowed by a busy machine may
      // end after the 2.5 s, so the banner is not looked for before it.
      await expect(banner).toBeVisible();
      const shown = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const { bannerShownAt } = window as unknown as { bannerShownAt: number };
        // The delay starts in a load listener, so from the start of the load event, not its end.
        return { afterLoad: bannerShownAt - (navigation?.loadEventStart ?? 0), at: bannerShownAt };
      });
      expect(shown.afterLoad).toBeGreaterThanOrEqual(2500);
      expect(await shiftsSince(page, shown.at)).toEqual([]);
      // Not focused: the reader goes on where they were.
      await expect(banner.getByRole('button').first()).not.toBeFocused();
      await expectNoAxeViolations(page);
      // Nothing at all from the analytics server before consent.
      expect(requests()).toEqual([]);
      expect(await consentCookies(page)).toEqual({});

      await banner.getByRole('button', { name: text.acceptAll }).click();
      await expect(banner).toBeHidden();
      const cookies = await consentCookies(page);
      expect(cookies['consent-is-set']?.value).toBe('true');
      expect(cookies['consent-statistic']?.value).toBe('true');
      for (const cookie of Object.values(cookies)) {
        expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(365 * DAY_S - 60);
        expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(365 * DAY_S);
        expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });
      }
      await expect
        .poll(() => pageViews(origin, marker))
        .toEqual([expect.objectContaining({ n: 'pageview', d: 'itinera.test' })]);
      expect(await sentAfterLoad(page)).toBeGreaterThanOrEqual(1500);
      expect(await shiftsSince(page, shown.at)).toEqual([]);

      // The next visit counts its page view by itself, 1.5 s after load, with no banner.
      const next = await open(page, path, react);
      await expect.poll(() => pageViews(origin, next)).toHaveLength(1);
      expect(await sentAfterLoad(page)).toBeGreaterThanOrEqual(1500);
      await expect(banner).toBeHidden();
    });

    test('"Only necessary" stores the refusal and loads nothing', async ({ page }) => {
      let origin = '';
      const requests = analyticsRequests(page, () => origin);
      await open(page, path, react);
      origin = new URL(await scriptUrl(page)).origin;
      const banner = page.getByRole('region', { name: text.banner });
      await banner.getByRole('button', { name: text.onlyNecessary }).click();
      await expect(banner).toBeHidden();
      const cookies = await consentCookies(page);
      expect(cookies['consent-is-set']?.value).toBe('true');
      expect(cookies['consent-statistic']?.value).toBe('false');

      await open(page, path, react);
      await page.waitForTimeout(3000);
      await expect(banner).toBeHidden();
      expect(requests()).toEqual([]);
    });

    test('the settings work by keyboard, and withdrawing statistics removes analytics cookies', async ({
      page,
      context,
      baseURL,
    }) => {
      let origin = '';
      const requests = analyticsRequests(page, () => origin);
      await open(page, path, react);
      origin = new URL(await scriptUrl(page)).origin;
      const banner = page.getByRole('region', { name: text.banner });
      const dialog = page.getByRole('dialog', { name: text.dialog });
      const statistics = dialog.getByRole('checkbox', { name: text.statistics });

      // Settings from the banner: Space ticks statistics, Tab reaches OK, which saves and reloads.
      await press(page, banner.getByRole('button', { name: text.settings }));
      await expect(dialog).toBeVisible();
      await expect(statistics).toBeFocused();
      await expect(statistics).not.toBeChecked();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Space');
      await expect(statistics).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
      const reloaded = page.waitForEvent('load');
      await page.keyboard.press('Enter');
      await reloaded;
      expect((await consentCookies(page))['consent-statistic']?.value).toBe('true');
      await expect.poll(() => requests().length).toBeGreaterThan(0);

      // An analytics cookie, as another statistics tool would leave it.
      await context.addCookies([{ name: '_pk_id.1', value: 'a1b2c3.1700000000', url: baseURL as string }]);

      // The footer's "Cookie settings" opens the same dialog; Escape leaves the choice as it was.
      const footerButton = page.getByRole('contentinfo').getByRole('button', { name: text.footer });
      await press(page, footerButton);
      await expect(dialog).toBeVisible();
      await expect(statistics).toBeChecked();
      await page.keyboard.press('Space');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(footerButton).toBeFocused();
      await page.keyboard.press('Space');
      await expect(dialog).toBeVisible();
      await expect(statistics).toBeChecked();

      // Withdrawn: saved, reloaded, the analytics cookie gone and nothing more sent.
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      const again = page.waitForEvent('load');
      await page.keyboard.press('Enter');
      await again;
      const sent = requests().length;
      const names = async () => (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`);
      await expect.poll(names).not.toContain('_pk_id.1=a1b2c3.1700000000');
      expect(await names()).toContain('consent-statistic=false');
      await page.waitForTimeout(2000);
      expect(requests()).toHaveLength(sent);
      expect(await page.evaluate(() => document.querySelector(`script[src*="script.manual"]`))).toBeNull();
    });
  });
}
