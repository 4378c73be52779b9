import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '#server/app.ts';
import { testPassword, verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The attacker and the owner come from addresses of their own (X-Forwarded-For is trusted here).
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.dispose());
afterEach(() => vi.useRealTimers());

let lastIp = 0;
const signIn = (email: string, password: string, cookie = '', app = t.app) =>
  app.request(`${t.env.PUBLIC_URL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: t.env.PUBLIC_URL,
      'x-forwarded-for': `203.0.113.${++lastIp % 250}`,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ email, password }),
  });

const deviceCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith('itinera.device='));

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
    expect(Number(stranger.headers.get('x-retry-after'))).toBeGreaterThan(0);

    const owner = await signIn('owner@example.org', testPassword, device);
    expect(owner.status).toBe(200);
    expect(owner.headers.getSetCookie().some((cookie) => cookie.startsWith('itinera.session_token='))).toBe(true);
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
    expect(Number(next.headers.get('x-retry-after'))).toBeGreaterThan(60);

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

  it('counts in the database, so a second server copy sees the lock', async () => {
    const build = (await import(path.resolve('build/server/index.js'))) as ServerBuild;
    const copy = createApp(t.env, t.database, { build, mode: 'production', storage: t.storage });
    await verifiedUser(t, 'shared@example.org');
    await attack('shared@example.org', 10);
    expect((await signIn('shared@example.org', testPassword, '', copy)).status).toBe(429);
  });
});
