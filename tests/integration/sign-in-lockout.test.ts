import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '#server/app.ts';
import { outbox, testPassword, unfold, verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The attacker and the owner come from addresses of their own (X-Forwarded-For is trusted here).
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.dispose());
afterEach(() => vi.useRealTimers());

let lastIp = 0;
/** Each request comes from an address of its own, as from an attacker who changes address. */
const nextIp = () => `203.0.113.${++lastIp % 250}`;

const post = (route: string, body: unknown, cookie = '', app = t.app) =>
  app.request(`${t.env.PUBLIC_URL}/api/auth${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: t.env.PUBLIC_URL,
      'x-forwarded-for': nextIp(),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });

const signIn = (email: string, password: string, cookie = '', app = t.app) =>
  post('/sign-in/email', { email, password }, cookie, app);

/** Posts a page's form as a browser without script does. */
const submit = (target: string, fields: Record<string, string>, cookie = '') =>
  t.request(target, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: t.env.PUBLIC_URL,
      'x-forwarded-for': nextIp(),
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

const deviceCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith('itinera.device='));

/** The `Cookie` header of the device cookie a response sets. */
const deviceOf = (response: Response) => deviceCookieOf(response)?.split(';')[0] ?? '';

const signedIn = (response: Response) =>
  response.headers.getSetCookie().some((cookie) => cookie.startsWith('itinera.session_token='));

/** The token of the latest reset link mailed to `email`, as the link hands it to the new-password page. */
async function mailedToken(email: string) {
  const mail = outbox(t).findLast((text) => text.includes(`To: ${email}`)) as string;
  const link = /\/api\/auth\/reset-password\/[^\s"<]+/.exec(unfold(mail))?.[0] as string;
  const followed = await t.request(link, { redirect: 'manual' });
  return new URL(followed.headers.get('location') as string, t.env.PUBLIC_URL).searchParams.get('token') as string;
}

/** An account whose owner signed in once on their device; returns the device's cookie. */
async function ownerWithDevice(email: string) {
  await verifiedUser(t, email);
  const first = await signIn(email, testPassword);
  expect(first.status).toBe(200);
  const cookie = deviceCookieOf(first) as string;
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  expect(cookie).toMatch(/Max-Age=31536000/);
  return cookie.split(';')[0] as string;
}

async function attack(email: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await signIn(email, `wrong guess ${i}`)).status);
  return statuses;
}

/** Moves the clock on by `seconds` for the app (only `Date`, so the database keeps running). */
function later(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
}

describe('an account under attack', () => {
  it('lets the owner in from a device that signed in before, while strangers wait', async () => {
    const device = await ownerWithDevice('owner@example.org');
    const statuses = await attack('owner@example.org', 12);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);

    const stranger = await signIn('owner@example.org', testPassword);
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(0);

    const owner = await signIn('owner@example.org', testPassword, device);
    expect(owner.status).toBe(200);
    expect(signedIn(owner)).toBe(true);
    // The owner's success does not lift the lock for everyone else.
    expect((await attack('owner@example.org', 1))[0]).toBe(429);
  });

  it('lets the right password in without the cookie once the delay is over, and the delay grows', async () => {
    await verifiedUser(t, 'patient@example.org');
    await attack('patient@example.org', 10);
    expect((await signIn('patient@example.org', testPassword)).status).toBe(429);

    later(61);
    const guess = await signIn('patient@example.org', 'one more wrong guess');
    expect(guess.status).toBe(401);
    const next = await signIn('patient@example.org', testPassword);
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(60);

    later(121);
    const owner = await signIn('patient@example.org', testPassword);
    expect(owner.status).toBe(200);
    // The right password clears the count: the next wrong one is answered, not throttled.
    expect((await attack('patient@example.org', 1))[0]).toBe(401);
  });

  it('does not trust a cookie that was altered or belongs to another account', async () => {
    const own = await ownerWithDevice('first@example.org');
    await verifiedUser(t, 'second@example.org');
    await attack('second@example.org', 10);
    expect((await signIn('second@example.org', testPassword, own)).status).toBe(429);

    await attack('first@example.org', 10);
    const [name, value] = own.split('=') as [string, string];
    const forged = `${name}=${value.replace(/^[^%:]+/, 'someone-else')}`;
    expect((await signIn('first@example.org', testPassword, forged)).status).toBe(429);
    expect((await signIn('first@example.org', testPassword, own)).status).toBe(200);
  });

  it('still throttles wrong passwords from a known device: its own ten, then the account’s', async () => {
    const device = await ownerWithDevice('clumsy@example.org');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await signIn('clumsy@example.org', `typo ${i}`, device)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
  });

  it('counts in the database, so a second server instance sees the lock', async () => {
    const build = (await import(path.resolve('build/server/index.js'))) as ServerBuild;
    const copy = createApp(t.env, t.database, { build, mode: 'production', storage: t.storage });
    await verifiedUser(t, 'shared@example.org');
    await attack('shared@example.org', 10);
    expect((await signIn('shared@example.org', testPassword, '', copy)).status).toBe(429);
  });
});

describe('a password reset (ADR 0059)', () => {
  const newPassword = 'a fresh passphrase for the road';
  const askForReset = (email: string) =>
    post('/request-password-reset', { email, redirectTo: '/recover/new-password' });

  /** An account an attacker locked, who then takes each attempt the moment it is due. */
  async function lockedAndWatched(email: string) {
    await verifiedUser(t, email);
    expect(await attack(email, 10)).toEqual(Array(10).fill(401));
    for (const interval of [60, 120, 240]) {
      later(interval + 1);
      expect(await attack(email, 1)).toEqual([401]);
    }
  }

  it('lets the owner in at once from the browser that reset the password, and the attacker delays them once', async () => {
    const email = 'hunted@example.org';
    await lockedAndWatched(email);
    // The owner on a browser that never signed in is held: the one delay the attacker causes, and
    // the response tells them how to end it.
    const held = await signIn(email, testPassword);
    expect(held.status).toBe(429);
    expect(await held.json()).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: expect.stringMatching(/reset your password/),
    });

    expect((await askForReset(email)).status).toBe(200);
    const reset = await post('/reset-password', { token: await mailedToken(email), newPassword });
    expect(reset.status).toBe(200);
    const browser = deviceOf(reset);
    expect(browser).not.toBe('');
    const owner = await signIn(email, newPassword, browser);
    expect(owner.status).toBe(200);
    expect(signedIn(owner)).toBe(true);

    // The attacker carries on: the reset forgot their failures, so they lock the account again and
    // take each attempt when it is due, yet the owner's browser is not held a second time.
    expect(await attack(email, 11)).toEqual([...Array(10).fill(401), 429]);
    for (const interval of [60, 120]) {
      later(interval + 1);
      expect(await attack(email, 1)).toEqual([401]);
      expect((await signIn(email, newPassword, browser)).status).toBe(200);
    }
    // The lock still holds for browsers the account does not know, the right password included.
    expect((await signIn(email, newPassword)).status).toBe(429);
  });

  it('does the same through the pages: the new-password form makes its browser a known device', async () => {
    const email = 'hunted-on-the-pages@example.org';
    await lockedAndWatched(email);
    const held = await submit('/signin', { email, password: testPassword });
    expect(held.status).toBe(429);
    expect(await held.text()).toContain('reset your password to sign in at once');

    expect((await submit('/recover', { email })).status).toBe(200);
    const token = await mailedToken(email);
    const saved = await submit(`/recover/new-password?token=${token}`, { token, password: newPassword });
    expect(saved.status).toBe(303);
    const browser = deviceOf(saved);
    expect(browser).not.toBe('');
    expect(await attack(email, 11)).toEqual([...Array(10).fill(401), 429]);

    const owner = await submit('/signin', { email, password: newPassword }, browser);
    expect(owner.status).toBe(303);
    expect(signedIn(owner)).toBe(true);
  });

  it('forgets the failures, so an owner who locked themselves out signs in on any browser after it', async () => {
    const email = 'forgetful@example.org';
    await verifiedUser(t, email);
    await attack(email, 10);
    await askForReset(email);
    expect((await post('/reset-password', { token: await mailedToken(email), newPassword })).status).toBe(200);
    expect((await signIn(email, newPassword)).status).toBe(200);
  });

  it('proves nothing when it fails', async () => {
    const email = 'expired@example.org';
    await verifiedUser(t, email);
    await attack(email, 10);
    await askForReset(email);
    const token = await mailedToken(email);
    later(3601);
    const expired = await post('/reset-password', { token, newPassword });
    expect(expired.status).toBe(400);
    expect(deviceCookieOf(expired)).toBeUndefined();
    // The failures still count: the first stranger takes the attempt that is due, the next waits.
    expect(await attack(email, 2)).toEqual([401, 429]);
  });
});
