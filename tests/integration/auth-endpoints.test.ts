import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '#server/auth/auth.ts';
import { authEndpoints } from '#server/auth/endpoints.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { cookieOf, outbox, testPassword, unfold, verifiedUser } from '#tests/setup/accounts.ts';
import { subscriberOf } from '#tests/setup/newsletter.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Each request comes from its own address, so the per-IP throttles stay out of the way.
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.dispose());

let lastIp = 0;
const call = (method: string, path: string, { body, cookie = '', language = 'en' } = {} as CallOptions) =>
  t.request(path, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: t.env.PUBLIC_URL,
      'accept-language': language,
      'x-forwarded-for': `198.51.100.${++lastIp % 250}`,
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
type CallOptions = { body?: unknown; cookie?: string; language?: string };

const userRow = async (email: string) =>
  (await t.database.db.execute(sql`SELECT * FROM "user" WHERE email = ${email}`)).rows[0] as
    | Record<string, unknown>
    | undefined;

describe('the list of better-auth endpoints', () => {
  it('names every endpoint the installed better-auth has, at its path', () => {
    const auth = createAuth(t.env, t.database, createMailer(t.env));
    const live = Object.fromEntries(
      Object.entries(auth.api).map(([key, endpoint]) => {
        const { path, options } = endpoint as { path?: string; options?: { method?: string | string[] } };
        return [key, { path, methods: [options?.method ?? []].flat().sort() }];
      }),
    );
    const listed = Object.fromEntries(
      Object.entries(authEndpoints).map(([key, { path, methods }]) => [key, { path, methods: [...methods].sort() }]),
    );
    expect(live).toEqual(listed);
  });

  it('is the table of ADR 0022, decision by decision', () => {
    const adr = readFileSync('docs/decisions/0022-better-auth-endpoints.md', 'utf8');
    const rows = [...adr.matchAll(/^\| (\w+) \| (?:`([^`]+)`|\(none\)) \| ([A-Z, ]+) \| ([a-z-]+) \|/gm)].map(
      ([, key, path, methods, decision]) => [key, { path, methods: methods?.split(', '), decision }],
    );
    expect(Object.fromEntries(rows)).toEqual(
      Object.fromEntries(
        Object.entries(authEndpoints).map(([key, { path, methods, decision }]) => [
          key,
          { path, methods: [...methods], decision },
        ]),
      ),
    );
  });
});

describe('endpoints that are not mounted', () => {
  it('answer 404 to a signed-in caller, whatever the method, and however the path is spelled', async () => {
    const cookie = await verifiedUser(t, 'closed@example.org');
    const closed = Object.values(authEndpoints).filter(
      ({ decision, path }) => path && decision !== 'open' && decision !== 'checked',
    );
    expect(closed.length).toBeGreaterThan(15);
    for (const { path, methods } of closed) {
      for (const method of methods) {
        const concrete = `/api/auth${String(path).replace(':id', 'credential')}`;
        const response = await call(method, concrete, { cookie, ...(method === 'POST' ? { body: {} } : {}) });
        expect(response.status, `${method} ${concrete}`).toBe(404);
      }
    }
    for (const spelling of [
      '/api/auth/update-user/',
      '/api/auth//update-user',
      '/api/auth/Update-User',
      '/api/auth/update%2Duser',
    ]) {
      const response = await call('POST', spelling, { cookie, body: { name: 'Renamed' } });
      expect(response.status, spelling).toBe(404);
    }
    expect((await userRow('closed@example.org'))?.name).toBe('closed');
  });

  it('change-email: a session alone neither changes the address nor mails the new one', async () => {
    const cookie = await verifiedUser(t, 'keeps-address@example.org');
    const response = await call('POST', '/api/auth/change-email', {
      cookie,
      body: { newEmail: 'taken-over@example.org', callbackURL: '/' },
    });
    expect(response.status).toBe(404);
    expect(outbox(t).filter((mail) => mail.includes('To: taken-over@example.org'))).toEqual([]);
    expect(await userRow('keeps-address@example.org')).toBeDefined();
  });

  it('delete-user: a session alone deletes nothing; the settings’ deletion asks for the password', async () => {
    const cookie = await verifiedUser(t, 'stays@example.org');
    expect((await call('POST', '/api/auth/delete-user', { cookie, body: {} })).status).toBe(404);
    expect(await userRow('stays@example.org')).toBeDefined();
    const withoutPassword = await call('DELETE', '/api/user', { cookie, body: { confirm: true } });
    expect(withoutPassword.status).toBe(400);
    expect(await userRow('stays@example.org')).toBeDefined();
  });

  it('update-user: no 525-character name, no picture and no consent dates by this door', async () => {
    const cookie = await verifiedUser(t, 'named@example.org');
    for (const body of [
      { name: 'x'.repeat(525) },
      { image: 'someone-elses-picture' },
      { termsAcceptedAt: '2020-01-01T00:00:00Z', newsletterConsentAt: '2020-01-01T00:00:00Z' },
    ]) {
      expect((await call('POST', '/api/auth/update-user', { cookie, body })).status).toBe(404);
    }
    const row = await userRow('named@example.org');
    expect(row).toMatchObject({ name: 'named', image: null, newsletter_consent_at: null });
  });

  it('change-password: only the settings change it, and they end every other session', async () => {
    const cookie = await verifiedUser(t, 'one-session@example.org');
    const body = { currentPassword: testPassword, newPassword: 'another fine passphrase', revokeOtherSessions: false };
    expect((await call('POST', '/api/auth/change-password', { cookie, body })).status).toBe(404);
    const other = cookieOf(
      await call('POST', '/api/auth/sign-in/email', {
        body: { email: 'one-session@example.org', password: testPassword },
      }),
    );
    const changed = await call('POST', '/api/user/settings/password', {
      cookie,
      body: { currentPassword: testPassword, newPassword: 'another fine passphrase' },
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/api/user/settings', { cookie: other })).status).toBe(401);
  });

  it('list-sessions and get-session hand no session token to a script', async () => {
    const cookie = await verifiedUser(t, 'tokens@example.org');
    for (const path of ['/api/auth/list-sessions', '/api/auth/get-session']) {
      const response = await call('GET', path, { cookie });
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toMatch(/token/i);
    }
  });
});

describe('sign-up through the API', () => {
  const valid = { name: 'Api User', email: 'api-user@example.org', password: 'a long enough password', terms: true };
  const fieldsOf = async (response: Response) =>
    ((await response.json()) as { fields: { field: string; message: string }[] }).fields;

  it('refuses what the registration form refuses, each field named in the caller’s language', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ terms: undefined }, 'terms', 'The Terms of use and privacy policy field is required'],
      [{ terms: false }, 'terms', 'The Terms of use and privacy policy field is required'],
      [{ password: 'password' }, 'password', 'The Password field contains one of the most common passwords'],
      [{ password: '12345678' }, 'password', 'The Password field contains one of the most common passwords'],
      [{ name: 'x'.repeat(525) }, 'name', 'No more than 50 characters can be entered here'],
      [{ image: 'someone-elses-picture' }, 'image', 'image'],
      [{ termsAcceptedAt: '2020-01-01T00:00:00Z' }, 'termsAcceptedAt', 'termsAcceptedAt'],
      [{ newsletterConsentAt: '2020-01-01T00:00:00Z' }, 'newsletterConsentAt', 'newsletterConsentAt'],
    ];
    // Each from an address of its own: sign-ups are also throttled per address.
    for (const [index, [change, field, message]] of cases.entries()) {
      const email = `refused-${index}@example.org`;
      const response = await call('POST', '/api/auth/sign-up/email', { body: { ...valid, email, ...change } });
      expect(response.status, field).toBe(400);
      const [first, ...rest] = await fieldsOf(response);
      expect(rest).toEqual([]);
      expect(first?.field).toBe(field);
      expect(first?.message).toContain(message);
    }
    const german = await call('POST', '/api/auth/sign-up/email', {
      body: { ...valid, email: 'refused-de@example.org', password: '12345678' },
      language: 'de',
    });
    expect((await fieldsOf(german))[0]?.message).toBe(
      'Passwort gehört zu den häufigsten Passwörtern, bitte wähle ein anderes',
    );
    const refused = await t.database.db.execute(sql`SELECT email FROM "user" WHERE email LIKE 'refused-%'`);
    expect(refused.rows).toEqual([]);
    expect(outbox(t).filter((mail) => mail.includes('To: refused-'))).toEqual([]);
  });

  it('sets the date of consent itself; the newsletter box only starts its double opt-in', async () => {
    const before = Date.now();
    expect((await call('POST', '/api/auth/sign-up/email', { body: valid })).status).toBe(200);
    const plain = await userRow('api-user@example.org');
    expect(new Date(plain?.terms_accepted_at as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(plain?.newsletter_consent_at).toBeNull();

    const subscribed = { ...valid, email: 'api-reader@example.org', newsletter: true };
    expect((await call('POST', '/api/auth/sign-up/email', { body: subscribed })).status).toBe(200);
    expect((await userRow('api-reader@example.org'))?.newsletter_consent_at).toBeNull();
    expect(await subscriberOf(t, 'api-reader@example.org')).toMatchObject({
      status: 'pending',
      consentSource: 'registration',
    });
    expect(await subscriberOf(t, 'api-user@example.org')).toBeUndefined();
  });
});

describe('reset-password through the API', () => {
  it('refuses a common new password at the field and keeps the old password', async () => {
    await verifiedUser(t, 'resets@example.org');
    await call('POST', '/api/auth/request-password-reset', {
      body: { email: 'resets@example.org', redirectTo: '/recover/new-password' },
    });
    const mail = outbox(t).findLast((text) => text.includes('To: resets@example.org')) as string;
    const link = /\/api\/auth\/reset-password\/[^\s"<]+/.exec(unfold(mail))?.[0] as string;
    const followed = await t.request(link, { redirect: 'manual' });
    const token = new URL(followed.headers.get('location') as string, t.env.PUBLIC_URL).searchParams.get('token');
    expect(token).toBeTruthy();

    const common = await call('POST', '/api/auth/reset-password', { body: { token, newPassword: '12345678' } });
    expect(common.status).toBe(400);
    expect((await common.json()).fields).toEqual([
      { field: 'newPassword', message: expect.stringContaining('most common passwords') },
    ]);
    const signIn = await call('POST', '/api/auth/sign-in/email', {
      body: { email: 'resets@example.org', password: testPassword },
    });
    expect(signIn.status).toBe(200);
  });
});

describe('bodies better-auth would refuse in its own words', () => {
  const refusalOf = async (response: Response) => {
    const text = await response.text();
    expect(text).not.toContain('[body.');
    expect(text).not.toContain('Invalid input');
    return JSON.parse(text) as { code: string; message: string; fields?: { field: string; message: string }[] };
  };
  const raw = (path: string, body: string, contentType: string, language: string) =>
    t.request(path, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        origin: t.env.PUBLIC_URL,
        'accept-language': language,
        'x-forwarded-for': `203.0.113.${++lastIp % 250}`,
      },
      body,
    });

  it.each([
    ['/api/auth/oauth2/complete-sign-up', undefined, 'terms', 'The Terms of use and privacy policy field is required'],
    ['/api/auth/oauth2/complete-sign-up', {}, 'terms', 'The Terms of use and privacy policy field is required'],
    [
      '/api/auth/oauth2/complete-sign-up',
      { terms: 'yes' },
      'terms',
      'The Terms of use and privacy policy field is not valid',
    ],
    ['/api/auth/sign-in/email', { email: 5 }, 'email', 'The E-mail address field is not valid'],
    ['/api/auth/request-password-reset', { email: [] }, 'email', 'The E-mail address field is not valid'],
  ])('%s with %j: 400, the field named in English and German', async (path, body, field, english) => {
    const en = await refusalOf(await call('POST', path, { body }));
    expect(en.code).toBe('VALIDATION_FAILED');
    expect(en.fields?.[0]).toEqual({ field, message: english });
    expect(en.message).toBe(english);
    const response = await call('POST', path, { body, language: 'de' });
    expect(response.status).toBe(400);
    const de = await refusalOf(response);
    expect(de.fields?.[0]?.field).toBe(field);
    expect(de.message).toMatch(/ist (ein Pflichtfeld|ungültig)$/);
    expect(de.message).not.toBe(english);
  });

  it('a mailed link whose callbackURL is no path of the site is refused at the field: no 500, no open redirect', async () => {
    for (const callbackURL of ['2024-02-30', '//evil.example', '/\tx', 'https://evil.example/']) {
      const response = await t.request(`/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(callbackURL)}`);
      expect(response.status, callbackURL).toBe(400);
      expect((await refusalOf(response)).fields?.[0]?.field).toBe('callbackURL');
    }
  });

  it('an address longer than any account’s is throttled like another, not a 500', async () => {
    for (const path of [
      '/api/auth/request-password-reset',
      '/api/auth/send-verification-email',
      '/api/auth/sign-in/email',
    ])
      for (const email of [`${'a'.repeat(20_000)}@example.org`, 'x'.repeat(20_000)]) {
        const response = await call('POST', path, { body: { email, password: 'wrong password here' } });
        expect(response.status, path).toBeLessThan(500);
        await refusalOf(response);
      }
  });

  it('a body that is not JSON, or not sent as JSON, is refused in the caller’s language', async () => {
    for (const path of ['/api/auth/oauth2/complete-sign-up', '/api/auth/sign-in/email']) {
      for (const [body, type] of [
        ['{"terms": tru', 'application/json'],
        ['terms=true', 'text/plain'],
      ] as const) {
        const en = await raw(path, body, type, 'en');
        expect(en.status, `${path} ${type}`).toBeGreaterThanOrEqual(400);
        expect(en.status).toBeLessThan(500);
        expect((await refusalOf(en)).message).toMatch(/^What was sent could not be read/);
        const de = await raw(path, body, type, 'de');
        expect((await refusalOf(de)).message).toMatch(/^Das Gesendete konnte nicht gelesen werden/);
      }
    }
  });
});
