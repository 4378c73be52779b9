import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '#domain/locale.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { setSubscribed } from '#tests/setup/newsletter.ts';
import { createTestApp, resourceOf, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp();
  cookie = await verifiedUser(t, 'lea@example.org', 'Lea');
});
afterAll(() => t.dispose());

const call = resourceOf(
  () => t,
  '/api/user/settings',
  () => cookie,
);

/** Consent comes from the newsletter's double opt-in, which is not this resource's to give. */
const subscribe = (subscribed: boolean) => setSubscribed(t, 'lea@example.org', subscribed);

const settings = fc.record({ locale: fc.constantFrom(...locales), newsletter: fc.boolean() }, { requiredKeys: [] });

describe('the settings', () => {
  it('that GET returns go back unchanged through PUT', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), settings, async (subscribed, written) => {
        await subscribe(subscribed);
        const before = await call('GET');
        expect(await call('PUT', before)).toEqual(before);

        await call('PUT', written);
        const read = await call('GET');
        expect(read).toMatchObject({
          locale: written.locale ?? before.locale,
          // Withdrawn with false; true keeps what the opt-in gave.
          newsletter: subscribed && written.newsletter !== false,
        });
        expect(await call('PUT', read)).toEqual(read);
        expect(await call('GET')).toEqual(read);
      }),
      { numRuns: 30 },
    );
  });
});
