import { expect, expectNoAxeViolations, type Page, test } from './fixtures.ts';

/** A published trip's page, found as a reader finds it; served to readers without React (ADR 0018). */
async function openTrip(page: Page, locale: '' | '/de' = '') {
  await page.goto(`${locale}/search?q=Sahara`);
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/trips\/[^/]+$/);
}
const shareSection = (page: Page, name: RegExp) => page.getByRole('region', { name });

test('the trip page copies its address with a keyboard, and hides the share sheet where the browser has none', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openTrip(page);
  const share = shareSection(page, /^Share this trip$/);
  await expect(share.getByRole('link', { name: 'Share on Facebook' })).toBeVisible();
  await expect(share.getByRole('button', { name: 'Share…' })).toBeHidden();
  const copy = share.getByRole('button', { name: 'Copy link' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(share.getByRole('status')).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await expectNoAxeViolations(page);
});

test('where the browser has a share sheet, the trip page React renders (an alert waits) offers it, in German', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        Object.assign(window, { shared: data });
        return Promise.resolve();
      },
    });
  });
  await openTrip(page, '/de');
  const flash = encodeURIComponent(JSON.stringify({ variant: 'success' }));
  await context.addCookies([{ name: 'flash', value: flash, url: 'http://localhost' }]);
  await page.reload();
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  const share = shareSection(page, /^Reise teilen$/);
  await share.getByRole('button', { name: 'Teilen …' }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
  expect(shared.url).toBe(page.url());
  expect(shared.title).toBe(await page.getByRole('heading', { level: 1 }).textContent());
});
