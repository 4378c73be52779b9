import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkey, user } from '#server/db/schema/index.ts';
import { outbox, testPassword, unfold, verifiedUser } from '#tests/setup/accounts.ts';
import { Jar } from '#tests/setup/cookie-jar.ts';
import {
  type AuthenticateOverrides,
  createSoftAuthenticator,
  type SoftAuthenticator,
} from '#tests/setup/soft-authenticator.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Each caller picks its address, so the per-IP throttles of one test leave the others alone.
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.dispose());

let lastIp = 0;
const nextIp = () => `198.51.100.${++lastIp % 250}`;

async function call(
  path: string,
  jar: Jar,
  body?: unknown,
  init: { method?: string; ip?: string; language?: string } = {},
) {
  const response = await t.request(`${path}${init.language ? `?language=${init.language}` : ''}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', cookie: String(jar), 'x-forwarded-for': init.ip ?? nextIp() },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return jar.take(response);
}

const sessionCookie = 'itinera.session_token';

/** A member with a passkey on a soft authenticator, added through the settings' two calls. */
async function memberWithPasskey(email: string, authenticator: SoftAuthenticator = soft()) {
  const jar = new Jar(await verifiedUser(t, email));
  const options = await (await call('/api/user/settings/passkeys/options', jar, { password: testPassword })).json();
  const added = await call('/api/user/settings/passkeys', jar, {
    name: 'Laptop',
    response: authenticator.register(options),
  });
  expect(added.status).toBe(201);
  return { jar, authenticator, id: ((await added.json()) as { id: string }).id };
}

const soft = (options: { userVerified?: boolean } = {}) =>
  createSoftAuthenticator({ origin: 'http://localhost:3000', ...options });

/** A signed-out browser's sign-in with the authenticator; the jar then holds what the site set. */
async function signIn(authenticator: SoftAuthenticator, overrides?: AuthenticateOverrides) {
  const browser = new Jar();
  const ip = nextIp();
  const options = await (await call('/api/auth/passkey/sign-in-options', browser, {}, { ip })).json();
  const response = authenticator.authenticate(options, undefined, overrides);
  const answer = await call('/api/auth/passkey/sign-in', browser, { response }, { ip });
  return { answer, browser, response };
}

describe('adding a passkey in the settings (ADR 0087)', () => {
  it('asks for the password first, then stores the passkey by its name, without key material in the list', async () => {
    const jar = new Jar(await verifiedUser(t, 'adds@example.org'));
    const wrong = await call('/api/user/settings/passkeys/options', jar, { password: 'not it' }, { language: 'de' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual([
      { field: 'password', message: 'Das Passwort ist nicht korrekt.' },
    ]);

    const asked = await call('/api/user/settings/passkeys/options', jar, { password: testPassword });
    expect(asked.status).toBe(200);
    const options = await asked.json();
    expect(options.rp).toEqual({ id: 'localhost', name: 'Itinera' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });

    const added = await call('/api/user/settings/passkeys', jar, {
      name: ' Laptop ',
      response: soft().register(options),
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ name: 'Laptop', lastUsedAt: null });
    const list = await (await call('/api/user/settings/passkeys', jar)).json();
    expect(list).toHaveLength(1);
    const notice = unfold(outbox(t).findLast((mail) => mail.includes('To: adds@example.org')) ?? '');
    expect(notice).toContain('Subject: A new way to sign in to your Itinera account');
    expect(notice).toMatch(/The passkey =E2=80=9CLaptop=E2=80=9D can now sign you in/);
    expect(Object.keys(list[0]).sort()).toEqual(['backedUp', 'createdAt', 'id', 'lastUsedAt', 'name']);
  });

  it('refuses a creation without fresh options, for another challenge, or without user verification, naming why', async () => {
    const jar = new Jar(await verifiedUser(t, 'refused-adds@example.org'));
    const options = await (await call('/api/user/settings/passkeys/options', jar, { password: testPassword })).json();
    const made = soft().register(options);
    const stale = await call('/api/user/settings/passkeys', jar, {
      name: 'Phone',
      response: soft().register({ ...options, challenge: 'b3RoZXI' }),
    });
    expect(stale.status).toBe(400);
    expect((await stale.json()).error.message).toBe('The passkey could not be checked. Please try again.');
    // The options were taken by that try: they count once.
    const again = await call('/api/user/settings/passkeys', jar, { name: 'Phone', response: made }, { language: 'de' });
    expect((await again.json()).error.message).toBe('Das hat zu lange gedauert. Bitte fang noch einmal an.');

    const fresh = await (await call('/api/user/settings/passkeys/options', jar, { password: testPassword })).json();
    const unverified = await call('/api/user/settings/passkeys', jar, {
      name: 'Key',
      response: soft({ userVerified: false }).register(fresh),
    });
    expect(unverified.status).toBe(400);
    const named = await call('/api/user/settings/passkeys', jar, { name: 'Bad\u202Ename', response: made });
    expect((await named.json()).error.fields[0].field).toBe('name');
    expect(await (await call('/api/user/settings/passkeys', jar)).json()).toEqual([]);
  });

  it('is only for the signed-in member, and a member renames and removes only their own', async () => {
    const signedOut = await call('/api/user/settings/passkeys/options', new Jar(), { password: testPassword });
    expect(signedOut.status).toBe(401);
    const owner = await memberWithPasskey('owner@example.org');
    const other = new Jar(await verifiedUser(t, 'other@example.org'));
    const path = `/api/user/settings/passkeys/${owner.id}`;
    expect((await call(path, other, { name: 'Mine now' }, { method: 'PATCH' })).status).toBe(404);
    expect((await call(path, other, undefined, { method: 'DELETE' })).status).toBe(404);
    expect((await call(path, owner.jar, { name: 'Work laptop' }, { method: 'PATCH' })).status).toBe(200);
    expect((await call('/api/user/settings/passkeys', owner.jar)).status).toBe(200);
    expect((await call(path, owner.jar, undefined, { method: 'DELETE' })).status).toBe(200);
    expect(await t.database.db.select().from(passkey).where(eq(passkey.id, owner.id))).toEqual([]);
    // A removed passkey no longer signs in.
    expect((await signIn(owner.authenticator)).answer.status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('makes a session from a checked passkey and notes its use; the same answer never counts twice', async () => {
    const { authenticator } = await memberWithPasskey('signs-in@example.org');
    const { answer, browser, response } = await signIn(authenticator);
    expect(answer.status).toBe(200);
    expect(browser.has(sessionCookie)).toBe(true);
    expect((await call('/api/user/settings', browser)).status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(passkey)
      .innerJoin(user, eq(user.id, passkey.userId))
      .where(eq(user.email, 'signs-in@example.org'));
    expect(row?.passkey.counter).toBe(1);
    expect(row?.passkey.lastUsedAt).toBeInstanceOf(Date);

    const replay = await call('/api/auth/passkey/sign-in', new Jar(), { response });
    expect(replay.status).toBe(400);
    const old = await signIn(authenticator, { counter: 1 });
    expect(old.answer.status).toBe(401);
    expect(old.browser.has(sessionCookie)).toBe(false);
  });

  it('refuses an unknown passkey, another origin and a missing user verification in the caller’s language', async () => {
    const stranger = soft();
    stranger.register({
      challenge: 'c3RyYW5nZXI',
      rp: { id: 'localhost', name: 'Itinera' },
      user: { id: 'c3RyYW5nZXI', name: 's', displayName: 's' },
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    });
    const browser = new Jar();
    const ip = nextIp();
    const options = await (await call('/api/auth/passkey/sign-in-options', browser, {}, { ip })).json();
    const unknown = await call(
      '/api/auth/passkey/sign-in',
      browser,
      { response: stranger.authenticate(options) },
      { ip, language: 'de' },
    );
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).message).toMatch(/^Dieser Passkey gehört zu keinem Konto hier/);

    const member = await memberWithPasskey('careful@example.org');
    const phished = await signIn(member.authenticator, { origin: 'https://itinera.example.net' });
    expect(phished.answer.status).toBe(401);
    expect(await phished.answer.text()).not.toMatch(/origin|expected/i);
    expect((await signIn(member.authenticator, { userVerified: false })).answer.status).toBe(401);
  });

  it('gives a blocked member no session, and answers garbage and a missing challenge with 400', async () => {
    const { authenticator } = await memberWithPasskey('blocked-keys@example.org');
    await t.database.db
      .update(user)
      .set({ blockedAt: new Date(), blockedReason: 'spam' })
      .where(eq(user.email, 'blocked-keys@example.org'));
    const blocked = await signIn(authenticator);
    expect(blocked.answer.status).toBeGreaterThanOrEqual(400);
    expect(blocked.answer.status).toBeLessThan(500);
    expect(blocked.browser.has(sessionCookie)).toBe(false);

    for (const body of [{}, { response: 'x' }, { response: { id: 'a', rawId: 'a', type: 'public-key' } }]) {
      const answer = await call('/api/auth/passkey/sign-in', new Jar(), body);
      expect(answer.status).toBe(400);
      expect(await answer.text()).not.toMatch(/\[body|Invalid input|at .*\.ts/);
    }
  });

  it('throttles sign-in attempts per address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++)
      statuses.push((await call('/api/auth/passkey/sign-in', new Jar(), {}, { ip })).status);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('passkeys and the account', () => {
  it('are in the data export by name and date only, and go with the account', async () => {
    const { jar } = await memberWithPasskey('leaves@example.org');
    const [leaving] = await t.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'leaves@example.org'));
    const exported = await (await call('/api/user/settings/export', jar)).json();
    expect(exported.passkeys).toEqual([expect.objectContaining({ name: 'Laptop', lastUsedAt: null })]);
    expect(Object.keys(exported.passkeys[0]).sort()).toEqual(['backedUp', 'createdAt', 'lastUsedAt', 'name']);
    const deleted = await call('/api/user', jar, { password: testPassword, confirm: true }, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(passkey)
        .where(eq(passkey.userId, String(leaving?.id))),
    ).toEqual([]);
  });
});
