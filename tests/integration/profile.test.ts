import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let jana = '';
let omar = '';
beforeAll(async () => {
  t = await createTestApp();
  jana = await verifiedUser(t, 'jana@example.org', 'Jana');
  omar = await verifiedUser(t, 'omar@example.org', 'Omar');
});
afterAll(() => t.dispose());

const api = (path: string, cookie: string, init: RequestInit = {}) =>
  t.request(`/api${path}`, { ...init, headers: { 'content-type': 'application/json', cookie, ...init.headers } });
const put = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  api('/user/profile/edit', cookie, { method: 'PUT', body: JSON.stringify(body), headers });
const check = async (cookie: string, alias: string) =>
  (await api(`/user/user-alias/check?alias=${encodeURIComponent(alias)}`, cookie)).json();

const page = (path: string, cookie = '', init: RequestInit = {}) =>
  t.request(path, { redirect: 'manual', ...init, headers: { ...(cookie ? { cookie } : {}), ...init.headers } });

describe('profile API', () => {
  it('answers 401 signed out and 403 unverified', async () => {
    expect((await api('/user/profile/edit', '')).status).toBe(401);
    expect((await put('', { location: 'x' })).status).toBe(401);
    expect((await api('/user/user-alias/check?alias=abc', '')).status).toBe(401);
    const pending = await verifiedUser(t, 'pending@example.org');
    await t.database.db.execute(sql`UPDATE "user" SET email_verified = false WHERE email = 'pending@example.org'`);
    expect((await api('/user/profile/edit', pending)).status).toBe(403);
  });

  it('shows the owner the private e-mail and starts as a Travel-rooky', async () => {
    const response = await api('/user/profile/edit', jana);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      displayName: 'Jana',
      email: 'jana@example.org',
      alias: null,
      traveledCountries: [],
      postedTrips: 0,
      visitedCountries: 0,
      badgeLevel: 0,
    });
  });

  it('saves a profile and counts visited countries into the badge', async () => {
    const five = ['DE', 'FR', 'IT', 'ES', 'pt'];
    const response = await put(jana, {
      displayName: 'Jana K.',
      alias: 'Jana-K',
      location: 'Leipzig',
      aboutMe: 'Trains over planes.',
      traveledCountries: five,
      favoriteCountries: ['PT'],
      socialProfiles: { instagram: 'https://www.instagram.com/janak' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      displayName: 'Jana K.',
      alias: 'Jana-K',
      traveledCountries: ['DE', 'FR', 'IT', 'ES', 'PT'],
      visitedCountries: 5,
      badgeLevel: 1,
      socialProfiles: { instagram: 'https://www.instagram.com/janak' },
    });
  });

  it('names each bad field in the caller’s language', async () => {
    const response = await put(
      omar,
      { alias: 'o', traveledCountries: ['XX'], socialProfiles: { facebook: 'https://evil.example/' } },
      { 'accept-language': 'de' },
    );
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual([
      { field: 'alias', message: 'Alias für deinen Profil-Link muss mindestens 3 Zeichen lang sein' },
      { field: 'traveledCountries', message: expect.stringContaining('Bereiste Länder') },
      { field: 'socialProfiles.facebook', message: expect.stringContaining('Facebook') },
    ]);
  });

  it('refuses an alias taken in any spelling with 409, and a reserved one', async () => {
    const taken = await put(omar, { alias: 'jana-k' });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.fields).toEqual([
      { field: 'alias', message: 'This alias is already taken. Please choose another one.' },
    ]);
    const reserved = await put(omar, { alias: 'Trips' });
    expect(reserved.status).toBe(400);
    expect((await reserved.json()).error.fields[0].field).toBe('alias');
  });

  it('checks aliases live: format, reserved, taken, and one’s own as available', async () => {
    expect(await check(omar, 'a')).toEqual({ available: false, reason: 'format' });
    expect(await check(omar, 'no spaces')).toEqual({ available: false, reason: 'format' });
    expect(await check(omar, 'signin')).toEqual({ available: false, reason: 'reserved' });
    expect(await check(omar, 'JANA-k')).toEqual({ available: false, reason: 'taken' });
    expect(await check(jana, 'jana-k')).toEqual({ available: true });
    expect(await check(omar, 'omar')).toEqual({ available: true });
  });
});

describe('profile pages', () => {
  it('send a signed-out visitor to sign in with the relay', async () => {
    for (const path of ['/account/profile', '/de/account/edit-profile']) {
      const response = await page(path);
      expect(response.status).toBe(302);
      const target = path.startsWith('/de') ? '/de/signin' : '/signin';
      expect(response.headers.get('location')).toBe(`${target}?relay=${encodeURIComponent(path)}`);
    }
  });

  it('show the own profile with country names in the page’s language', async () => {
    const english = await (await page('/account/profile', jana)).text();
    expect(english).toContain('jana@example.org');
    expect(english).toContain('Germany');
    expect(english).toContain('Traveler');
    const german = await (await page('/de/account/profile', jana)).text();
    expect(german).toContain('Deutschland');
    expect(german).toContain('Dabei seit');
  });

  it('save the edit form without JavaScript and keep what was typed on error', async () => {
    const form = new URLSearchParams([
      ['displayName', 'Omar'],
      ['alias', 'jana-k'],
      ['location', 'Cairo'],
      ['aboutMe', ''],
      ['traveledCountries', 'EG'],
      ['traveledCountries', 'JO'],
      ['socialProfiles.website', 'https://omar.example'],
    ]);
    const post = (body: URLSearchParams) =>
      page('/account/edit-profile', omar, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.env.PUBLIC_URL },
      });
    const failed = await post(form);
    expect(failed.status).toBe(400);
    const html = await failed.text();
    expect(html).toContain('This alias is already taken.');
    expect(html).toContain('value="Cairo"');
    expect(html).toMatch(/value="JO"[^>]*checked|checked[^>]*value="JO"/);

    form.set('alias', 'omar');
    const saved = await post(form);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/account/profile');
    expect(saved.headers.get('set-cookie')).toContain('account-profile%3Aedit.saved');
    expect(await (await api('/user/profile/edit', omar)).json()).toMatchObject({
      alias: 'omar',
      location: 'Cairo',
      traveledCountries: ['EG', 'JO'],
      socialProfiles: { website: 'https://omar.example' },
    });
  });

  it('serve the public profile at the alias, without the e-mail address', async () => {
    const response = await page('/Jana-K');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Jana K.');
    expect(html).toContain('Trains over planes.');
    expect(html).not.toContain('jana@example.org');
  });

  it('show an unnamed user as Traveller with the placeholder photo', async () => {
    const cookie = await verifiedUser(t, 'nameless@example.org');
    await t.database.db.execute(sql`UPDATE "user" SET name = '' WHERE email = 'nameless@example.org'`);
    expect((await (await api('/user/profile/edit', cookie)).json()).displayName).toBeNull();
    const html = await (await page('/account/profile', cookie)).text();
    expect(html).toContain('>Traveller</h1>');
    expect(html).toMatch(/Your account(<!-- -->)?: <\/span><span[^>]*>Traveller</);
    expect(html).toContain('src="/media/avatar-lg/placeholder.webp"');
  });

  it('redirect another spelling to the canonical one and 404 an unknown alias', async () => {
    const moved = await page('/de/jana-k');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/de/Jana-K');
    expect((await page('/nobody-here')).status).toBe(404);
  });
});
