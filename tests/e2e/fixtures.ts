import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

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
 * `exclude` leaves out a part checked on its own, such as another page shown in a frame.
 */
export async function expectNoAxeViolations(page: Page, exclude?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual([]);
}

/** Focuses `target` and presses Enter on it, as a keyboard user does. */
export async function press(page: Page, target: ReturnType<Page['getByRole']>) {
  await target.focus();
  await page.keyboard.press('Enter');
}
