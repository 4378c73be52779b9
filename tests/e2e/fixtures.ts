import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect, type Page };

/**
 * Every test browses from an address of its own (the e2e server trusts X-Forwarded-For), so the
 * per-IP throttles on sign-up and sign-in count each test apart, as they would count real visitors.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
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
