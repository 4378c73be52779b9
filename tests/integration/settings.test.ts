import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, linkIn, outbox, testPassword, verifiedUser } from '#tests/setup/accounts.ts';
import { setSubscribed, subscriberOf } from '#tests/setup/newsletter.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Each test comes from its own address, so the per-IP throttles stay apart.
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.dispose());

let lastIp = 0;
const json = 'application/json';
const api = (path: string, cookie: string, init: RequestInit = {}, ip = `198.51.100.${++lastIp}`) =>
  t.request(`/api${path}`, {
    ...init,
    headers: { 'content-type': json, cookie, 'x-forwarded-for': ip, ...init.headers },
  });
const send = (method: string, path: string, cookie: string, body: unknown, ip?: string) =>
  api(path, cookie, { method, body: JSON.stringify(body) }, ip);
const signIn = async (email: string, password = testPassword) =>
  t.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': json, origin: t.env.PUBLIC_URL, 'x-forwarded-for': `192.0.2.${++lastIp % 250}` },
    body: JSON.stringify({ email, password }),
  });
const page = (path: string, cookie: string, form?: Record<string, string>) =>
  t.request(path, {
    redirect: 'manual',
    ...(form
      ? { method: 'POST', body: new URLSearchParams(form), headers: { cookie, origin: t.env.PUBLIC_URL } }
      : { headers: { cookie } }),
  });

describe('settings API', () => {
  it('needs full sign-in', async () => {
    expect((await api('/user/settings', '')).status).toBe(401);
    expect((await send('DELETE', '/user', '', { password: 'x', confirm: true })).status).toBe(401);
    const pending = await verifiedUser(t, 'pending-settings@example.org');
    await t.database.db.execute(
      sql`UPDATE "user" SET email_verified = false WHERE email = 'pending-settings@example.org'`,
    );
    expect((await api('/user/settings/export', pending)).status).toBe(403);
  });

  it('saves the language and withdraws newsletter consent', async () => {
    const cookie = await verifiedUser(t, 'lang@example.org');
    await setSubscribed(t, 'lang@example.org', true);
    expect(await (await api('/user/settings', cookie)).json()).toMatchObject({ locale: 'en', newsletter: true });
    const saved = await send('PUT', '/user/settings', cookie, { locale: 'de', newsletter: false });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ locale: 'de', newsletter: false, newsletterConsentAt: null });
    const bad = await send('PUT', '/user/settings', cookie, { locale: 'fr' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields[0].field).toBe('locale');
  });

  it('changes the password with the current one and signs out every other session', async () => {
    const first = await verifiedUser(t, 'pw@example.org');
    const second = cookieOf(await signIn('pw@example.org'));
    const wrong = await send('POST', '/user/settings/password', first, {
      currentPassword: 'not it at all',
      newPassword: 'a brand new passphrase',
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual([
      { field: 'currentPassword', message: 'The password is not correct.' },
    ]);
    const common = await send('POST', '/user/settings/password', first, {
      currentPassword: testPassword,
      newPassword: 'password123',
    });
    expect((await common.json()).error.fields[0].field).toBe('newPassword');

    const changed = await send('POST', '/user/settings/password', first, {
      currentPassword: testPassword,
      newPassword: 'a brand new passphrase',
    });
    expect(changed.status).toBe(200);
    expect((await api('/user/settings', second)).status).toBe(401);
    expect((await api('/user/settings', cookieOf(changed))).status).toBe(200);
    expect((await signIn('pw@example.org', 'a brand new passphrase')).status).toBe(200);
  });

  it('throttles password checks per account, whatever the address', async () => {
    const cookie = await verifiedUser(t, 'guess@example.org');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await send('DELETE', '/user', cookie, { password: `guess ${attempt}`, confirm: true });
      statuses.push(response.status);
      if (response.status === 429) expect((await response.json()).error.message).toMatch(/try again in \d+ minutes?/);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('changes the e-mail address only once the link mailed to the new one is opened', async () => {
    const cookie = await verifiedUser(t, 'old@example.org', 'Ola');
    const wrong = await send('POST', '/user/settings/email', cookie, { newEmail: 'new@example.org', password: 'nope' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields[0].field).toBe('password');

    const accepted = await send('POST', '/user/settings/email', cookie, {
      newEmail: 'new@example.org',
      password: testPassword,
    });
    expect(accepted.status).toBe(202);
    expect(await (await api('/user/settings', cookie)).json()).toMatchObject({ email: 'old@example.org' });
    const notice = outbox(t).find((mail) => mail.includes('To: old@example.org') && mail.includes('being changed'));
    expect(notice).toContain('new@example.org');
    const confirmation = outbox(t).find((mail) => mail.includes('To: new@example.org'));
    expect(confirmation).toContain('confirm your new e-mail address');

    const opened = await t.request(linkIn(t, confirmation as string), { headers: { cookie } });
    expect(opened.status).toBe(302);
    expect(await (await api('/user/settings', cookie)).json()).toMatchObject({ email: 'new@example.org' });
    expect((await signIn('new@example.org')).status).toBe(200);
  });

  it('exports the personal data without secrets', async () => {
    const cookie = await verifiedUser(t, 'export@example.org', 'Exa');
    const response = await api('/user/settings/export', cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ name: 'Exa', email: 'export@example.org' });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data).toMatchObject({ comments: [], ratings: [], savedTrips: [], reports: [] });
    expect(text).not.toMatch(/argon2|"password"|"token"/);
  });

  it('deletes the account with its data and every session', async () => {
    const cookie = await verifiedUser(t, 'leaving@example.org');
    const other = cookieOf(await signIn('leaving@example.org'));
    await send('PUT', '/user/profile/edit', cookie, { alias: 'leaving' });
    await setSubscribed(t, 'leaving@example.org', true);
    const unconfirmed = await send('DELETE', '/user', cookie, { password: testPassword, confirm: false });
    expect(unconfirmed.status).toBe(400);
    expect((await unconfirmed.json()).error.fields[0].field).toBe('confirm');

    const deleted = await send('DELETE', '/user', cookie, { password: testPassword, confirm: true });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get('set-cookie')).toMatch(/itinera\.session_token=;/);
    expect((await api('/user/settings', cookie)).status).toBe(401);
    expect((await api('/user/settings', other)).status).toBe(401);
    const rows = await t.database.db.execute(
      sql`SELECT (SELECT count(*) FROM "user" WHERE email = 'leaving@example.org')::int AS users,
                 (SELECT count(*) FROM user_profile WHERE alias = 'leaving')::int AS profiles`,
    );
    expect(rows.rows[0]).toEqual({ users: 0, profiles: 0 });
    expect(await subscriberOf(t, 'leaving@example.org')).toMatchObject({ status: 'unsubscribed', userId: null });
    expect((await signIn('leaving@example.org')).status).toBe(401);
  });
});

describe('settings page', () => {
  it('sends a signed-out visitor to sign in', async () => {
    const response = await page('/de/account/setting', '');
    expect(response.headers.get('location')).toBe(`/de/signin?relay=${encodeURIComponent('/de/account/setting')}`);
  });

  it('shows the vanity link and says that published trips remain', async () => {
    const cookie = await verifiedUser(t, 'vanity@example.org');
    await send('PUT', '/user/profile/edit', cookie, { alias: 'Vanity-Fair' });
    const html = await (await page('/account/setting', cookie)).text();
    expect(html).toContain('Your Vanity link');
    expect(html).toContain('http://localhost:3000/Vanity-Fair');
    expect(html).toContain('Your published trips remain on Itinera without your name.');
    expect(await (await page('/de/account/setting', cookie)).text()).toContain('Deine veröffentlichten Reisen bleiben');
  });

  it('answers a wrong password in its own section and keeps what was typed', async () => {
    const cookie = await verifiedUser(t, 'typo@example.org');
    const response = await page('/de/account/setting', cookie, {
      intent: 'email',
      newEmail: 'typo-new@example.org',
      password: 'wrong',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Das Passwort ist nicht korrekt.');
    expect(html).toContain('value="typo-new@example.org"');
  });

  it('switches the language and deletes the account without JavaScript', async () => {
    const cookie = await verifiedUser(t, 'plain@example.org');
    const language = await page('/account/setting', cookie, { intent: 'language', locale: 'de' });
    expect(language.status).toBe(303);
    expect(language.headers.get('location')).toBe('/de/account/setting');
    expect(language.headers.get('set-cookie')).toContain('lang=de');

    const deleted = await page('/de/account/setting', cookie, {
      intent: 'delete',
      password: testPassword,
      confirm: 'on',
    });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe('/de');
    expect(deleted.headers.get('set-cookie')).toContain('account-settings%3Adeleted');
    expect((await page('/account/setting', cookie)).status).toBe(302);
  });
});
