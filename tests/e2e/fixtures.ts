import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

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
