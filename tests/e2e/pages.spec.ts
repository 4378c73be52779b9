import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const pages = [
  { path: '/', h1: /.+/ },
  { path: '/about', h1: /.+/ },
  { path: '/faq', h1: /.+/ },
  { path: '/contact', h1: /.+/ },
  { path: '/imprint', h1: /.+/ },
  { path: '/privacy-policy', h1: /.+/ },
  { path: '/terms-of-use', h1: /.+/ },
  { path: '/share-info', h1: /.+/ },
  { path: '/tripoftheday', h1: /Trip of the day|Reise des Tages/ },
  { path: '/magazine', h1: /^(Magazine|Magazin)$/ },
  { path: '/magazine/culture', h1: /^(Culture|Kultur)$/ },
  { path: '/forwarding?to=https%3A%2F%2Fexample.org%2Fguide', h1: /.+/ },
  { path: '/not-found', h1: /Page not found|Seite nicht gefunden/, status: 404 },
  { path: '/unsubscribe/comments?token=not-ours', h1: /Mails about comments|Mails zu Kommentaren/, status: 404 },
  { path: '/registration-newsletter', h1: /Please check your inbox|Bitte sieh in dein Postfach/ },
  {
    path: '/confirmation-newsletter?token=not-ours',
    h1: /Confirm your subscription|Abonnement bestätigen/,
    status: 404,
  },
  {
    path: '/unsubscribe/newsletter?token=not-ours',
    h1: /Unsubscribe from the newsletter|Newsletter abbestellen/,
    status: 404,
  },
];

for (const locale of ['en', 'de'] as const) {
  for (const page of pages) {
    const path = locale === 'de' ? `/de${page.path === '/' ? '' : page.path}` : page.path;
    test(`${path} renders in ${locale} and axe finds no violations`, async ({ page: tab, context }) => {
      await context.addCookies([{ name: 'lang', value: locale, url: 'http://localhost' }]);
      const errors: string[] = [];
      tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      tab.on('pageerror', (error) => errors.push(error.message));
      const response = await tab.goto(path);
      expect(response?.status()).toBe(page.status ?? 200);
      await expect(tab.locator('html')).toHaveAttribute('lang', locale);
      await expect(tab.locator('h1')).toHaveText(page.h1);
      await expect(tab.locator('main#main')).toBeVisible();
      await expectNoAxeViolations(tab);
      // The 404 status itself is logged by Chromium as a failed resource load.
      expect(errors.filter((text) => !text.includes('status of 404'))).toEqual([]);
    });
  }
}

test('the 500 page has status 500 and its text in both languages', async ({ page }) => {
  const english = await page.goto('/__e2e/server-error');
  expect(english?.status()).toBe(500);
  await expect(page.locator('h1')).toHaveText('Server error');
  await expect(page.getByText('Oops! Looks like we ran into a server error.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);

  const german = await page.goto('/de/__e2e/server-error');
  expect(german?.status()).toBe(500);
  await expect(page.locator('h1')).toHaveText('Serverfehler');
  await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/de');
});

test('an unknown path and an unknown language prefix are 404 pages', async ({ page }) => {
  for (const path of ['/no/such/page', '/fr/about', '/de/nirgendwo']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText(/Oops! Looks like you followed a bad link.|fehlerhafter Link/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /contact us|schreib uns/ })).toBeVisible();
  }
});
