import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountThrottles, signInLockout, throttleRules } from '#server/auth/limits.ts';
import { contactThrottles } from '#server/features/contact/contact.service.ts';
import { newsletterLimits } from '#server/newsletter/subscription.ts';
import { signedCaptcha } from '#tests/setup/captcha.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.dispose());

let addresses = 0;
/** A network address of its own, so that one case's counters never throttle another's. */
const newAddress = () => `203.0.113.${++addresses}`;

const sent = (path: string, from: string, body: Record<string, string | boolean>) =>
  t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.env.PUBLIC_URL, 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });

const posted = (path: string, from: string, fields: Record<string, string>) =>
  t.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: t.env.PUBLIC_URL,
      'x-forwarded-for': from,
    },
    body: new URLSearchParams(fields),
  });

/** Makes `allowed` attempts, then answers the one over the limit. */
async function oneTooMany(allowed: number, attempt: (n: number) => Promise<Response>): Promise<Response> {
  for (let n = 0; n < allowed; n++) await attempt(n);
  return attempt(allowed);
}

const contactMessage = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  topic: 'advertising',
  message: 'We would like to show our hiking boots to your readers.',
  altcha: 'not solved',
  email_address_check: '',
};

/** Each kind of throttle the site has, driven over its limit. */
const throttles: [string, () => Promise<Response>][] = [
  [
    'the API’s own (the contact form, per network address)',
    () => {
      const from = newAddress();
      return oneTooMany(contactThrottles.address.max, () => sent('/api/contact', from, contactMessage));
    },
  ],
  [
    'the API’s newsletter sign-up (per address mailed to)',
    () =>
      oneTooMany(newsletterLimits.perAddress.max, async () =>
        sent('/api/newsletter/subscriptions', newAddress(), {
          email: 'often@example.org',
          consent: true,
          locale: 'en',
          email_address_check: '',
          altcha: await signedCaptcha(t),
        }),
      ),
  ],
  [
    'better-auth’s limiter (sign-in per network address)',
    () => {
      const from = newAddress();
      return oneTooMany(throttleRules['/sign-in/email'].max, (n) =>
        sent('/api/auth/sign-in/email', from, { email: `guess-${n}@example.org`, password: 'a wrong guess' }),
      );
    },
  ],
  [
    'the per-account throttle of mails (sign-up)',
    () =>
      oneTooMany(accountThrottles['/sign-up/email'].max, () =>
        sent('/api/auth/sign-up/email', newAddress(), {
          name: 'Sam',
          email: 'sam@example.org',
          password: 'a long enough password',
          terms: true,
        }),
      ),
  ],
  [
    'the per-account throttle of mails (password reset)',
    () =>
      oneTooMany(accountThrottles['/request-password-reset'].max, () =>
        sent('/api/auth/request-password-reset', newAddress(), { email: 'reset@example.org' }),
      ),
  ],
  [
    'the sign-in lockout of an account',
    () =>
      oneTooMany(signInLockout.failures, () =>
        sent('/api/auth/sign-in/email', newAddress(), { email: 'locked@example.org', password: 'a wrong guess' }),
      ),
  ],
  [
    'a page’s form through better-auth (sign-in)',
    () => {
      const from = newAddress();
      return oneTooMany(throttleRules['/sign-in/email'].max, (n) =>
        posted('/signin', from, { email: `page-guess-${n}@example.org`, password: 'a wrong guess' }),
      );
    },
  ],
  [
    'a page’s form through better-auth’s per-account throttle (German password reset)',
    () =>
      oneTooMany(accountThrottles['/request-password-reset'].max, () =>
        posted('/de/recover', newAddress(), { email: 'page-reset@example.org' }),
      ),
  ],
  [
    'a page’s form through the API’s own (contact)',
    () => {
      const from = newAddress();
      return oneTooMany(contactThrottles.address.max, () => posted('/contact', from, contactMessage));
    },
  ],
];

describe('every 429', () => {
  it.each(throttles)('%s says when to try again in Retry-After, in whole seconds', async (_, throttle) => {
    const response = await throttle();
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(response.headers.has('x-retry-after')).toBe(false);
  });
});
