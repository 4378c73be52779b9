import { expect, type Page, test } from './fixtures.ts';

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForTimeout(150);
};

test.describe('language switch', () => {
  test('goes to the same page in the other language and remembers the choice', async ({ page, context }) => {
    await page.goto('/faq?from=test');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Language/ })
      .click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/faq\?from=test$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('de');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /Sprache/ })
      .click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('keyboard', () => {
  test('the skip link comes first and the dropdowns open, tab through and close with Escape', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

    const button = page.getByRole('banner').getByRole('button', { name: /Language/ });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Deutsch' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(page.getByRole('link', { name: 'Deutsch' })).toBeHidden();
  });

  test('the mobile menu works by keyboard at 320 px without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/', '/de/faq', '/privacy-policy']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const faq = page.getByRole('banner').getByRole('link', { name: 'Explore' });
    await expect(faq).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(faq).toBeHidden();
  });
});

test.describe('fixed navigation', () => {
  test('appears after scrolling up more than 10 px below 50 px and hides after moving down more than 2 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/privacy-policy');
    const fixed = page.getByTestId('fixed-nav');
    await expect(fixed).toHaveAttribute('data-visible', 'false');
    await scrollTo(page, 900);
    await expect(fixed).toHaveAttribute('data-visible', 'false');
    await scrollTo(page, 892);
    await expect(fixed).toHaveAttribute('data-visible', 'false');
    await scrollTo(page, 880);
    await expect(fixed).toHaveAttribute('data-visible', 'true');
    await expect(fixed.getByRole('link', { name: 'About' })).toBeVisible();
    await scrollTo(page, 882);
    await expect(fixed).toHaveAttribute('data-visible', 'true');
    await scrollTo(page, 886);
    await expect(fixed).toHaveAttribute('data-visible', 'false');
    await scrollTo(page, 300);
    await expect(fixed).toHaveAttribute('data-visible', 'true');
    await scrollTo(page, 40);
    await expect(fixed).toHaveAttribute('data-visible', 'false');
  });

  test('is never used on trip and search pages, opened directly or reached by a link', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    // Scrolling back up is what brings the fixed copy in on every other page.
    const expectNoFixedNav = async (path: string) => {
      await scrollTo(page, 900);
      await scrollTo(page, 600);
      await expect(page.getByTestId('fixed-nav'), path).toHaveCount(0);
    };
    await page.goto('/trips');
    const card = page.getByRole('main').getByRole('article').first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const trip = new URL(page.url()).pathname;
    await expectNoFixedNav(trip);

    for (const [path, nav] of [
      [trip, 'Main navigation'],
      [`/de${trip}`, 'Hauptnavigation'],
      ['/search', 'Main navigation'],
      ['/de/search', 'Hauptnavigation'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByRole('banner').getByRole('navigation', { name: nav }), path).toBeVisible();
      await expectNoFixedNav(path);
    }
  });
});

test.describe('alerts', () => {
  const flash = (variant: string) => encodeURIComponent(JSON.stringify({ variant }));

  /** Records in the page when the alert bar appears and disappears, free of test polling delays. */
  const recordAlertLifetime = () => {
    const times: { shown?: number; hidden?: number } = {};
    (window as unknown as { alertTimes: typeof times }).alertTimes = times;
    new MutationObserver(() => {
      const present = document.querySelector('[data-testid="alert"]') !== null;
      if (present && times.shown === undefined) times.shown = performance.now();
      if (!present && times.shown !== undefined && times.hidden === undefined) times.hidden = performance.now();
    }).observe(document, { childList: true, subtree: true });
  };

  for (const { variant, path, text, ms } of [
    // Pages the app renders with React; content pages go out without it and need no alerts (ADR 0018).
    { variant: 'success', path: '/trips', text: /Your changes have been saved\./, ms: 3000 },
    { variant: 'error', path: '/de/trips', text: /Es ist ein Fehler aufgetreten/, ms: 3500 },
  ]) {
    test(`a ${variant} alert shows its default text and hides after ${ms} ms`, async ({ page, context }) => {
      await page.addInitScript(recordAlertLifetime);
      await context.addCookies([{ name: 'flash', value: flash(variant), url: 'http://localhost' }]);
      await page.goto(path);
      const alert = page.getByTestId('alert');
      await expect(alert).toHaveText(text);
      await expect(alert).toHaveAttribute('data-variant', variant);
      await expect(alert).toBeHidden({ timeout: ms + 2000 });
      const times = await page.evaluate(
        () => (window as unknown as { alertTimes: { shown: number; hidden: number } }).alertTimes,
      );
      expect(times.hidden - times.shown).toBeGreaterThanOrEqual(ms - 50);
      expect(times.hidden - times.shown).toBeLessThan(ms + 400);
      expect((await context.cookies()).some((c) => c.name === 'flash')).toBe(false);
    });
  }

  test('the red network alert stays until dismissed', async ({ page, context }) => {
    // Navigations that can fail in the page start on a page React renders (content pages load whole).
    await page.goto('/trips');
    // Route modules are prefetched once the page is idle; wait until the FAQ's has arrived.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/assets\/faq-[^/]+\.js$/.test(entry.name)),
    );
    await context.setOffline(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    const alert = page.getByTestId('network-alert');
    await expect(alert).toContainText('A network error (such as timeout, interrupted connection or unreachable host)');
    await expect(page.locator('h1')).toHaveText('Connection problem');
    await page.waitForTimeout(4000);
    await expect(alert).toBeVisible();
    await context.setOffline(false);
    await alert.getByRole('button').click();
    await expect(alert).toBeHidden();
  });
});
