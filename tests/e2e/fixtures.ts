import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect, type Page };

/**
 * Every test browses from an address of its own (the e2e server trusts X-Forwarded-For), so the
 * per-IP throttles on sign-up and sign-in count each test apart, as they would count real visitors.
 * And as a reader who has answered the cookie banner with "Only necessary" (in every context, also
 * those a test opens itself): the banner, shown 2.5 s after a load without that answer, would cover
 * controls at the bottom of the screen. Tests of the banner `test.use({ consent: 'unset' })`.
 */
export const test = base.extend<{ consent: 'necessary' | 'unset' }>({
  consent: ['necessary', { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
  storageState: async ({ storageState, consent, baseURL }, use) => {
    if (consent === 'unset' || storageState || !baseURL) return use(storageState);
    const cookie = { domain: new URL(baseURL).hostname, path: '/', expires: -1, httpOnly: false, secure: false };
    await use({
      cookies: [
        { ...cookie, name: 'consent-is-set', value: 'true', sameSite: 'Lax' },
        { ...cookie, name: 'consent-statistic', value: 'false', sameSite: 'Lax' },
      ],
      origins: [],
    });
  },
});

/**
 * axe on the page as it is now; violations are listed by rule and element so a failure says where.
 * `exclude` leaves out a part checked on its own, such as another page shown in a frame. Every rule
 * runs; only the violations get a selector for each element (axe's `resultTypes`): selectors for
 * every passing element cost about 8 % of the CPU of the pages' axe tests, for nothing we read.
 * axe runs in the page and its same-origin frames (AxeBuilder's legacy mode) rather than
 * gathering its results in a blank page of its own, which is for cross-origin frames: the site
 * shows none (a page that does fails here), and that page cost 45 % of the axe runs' CPU (ADR 0090).
 */
export async function expectNoAxeViolations(page: Page, exclude?: string) {
  const origin = new URL(page.url()).origin;
  // A frame that has not yet loaded its address (a preview frame just replaced) shows '' or about:.
  const foreign = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => url !== '' && !url.startsWith('about:') && !url.startsWith(origin));
  expect(foreign, 'cross-origin frames, which legacy mode does not check').toEqual([]);
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual([]);
}

/** Focuses `target` and presses Enter on it, as a keyboard user does. */
export async function press(page: Page, target: ReturnType<Page['getByRole']>) {
  await target.focus();
  await page.keyboard.press('Enter');
}

/**
 * Clicks `button` until `done` shows, clicking again only while `ignored` says the click had no
 * effect: on a trip page served without React, a click moments after the load was seen to land
 * nowhere on a loaded CI machine (2026-12-02, cause not found). A reader clicks again; a click
 * that took effect is never repeated.
 */
export async function clickUntil(button: Locator, done: Locator, ignored: () => Promise<boolean>) {
  await expect(async () => {
    if (await ignored()) await button.click();
    await expect(done).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

/** The keep-for-offline button of a trip page, clicked until the page says the trip is kept. */
export const keepOffline = (page: Page, button: string, kept: string) =>
  clickUntil(
    page.getByRole('button', { name: button }),
    page.getByText(kept),
    async () =>
      (await page
        .getByRole('region', { name: /Take it along|Für unterwegs/ })
        .getByRole('status')
        .textContent()) === '',
  );
