import { eq, sql } from 'drizzle-orm';
import { type TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactor, user } from '#server/db/schema/index.ts';
import { testPassword, verifiedEditor, verifiedUser } from '#tests/setup/accounts.ts';
import { Jar } from '#tests/setup/cookie-jar.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Every request comes from its own address unless a test picks one, so per-IP throttles stay apart.
  t = await createTestApp({ TRUST_PROXY: '1', REQUIRE_SECOND_FACTOR: '14', ADMIN_EMAILS: 'boss@example.org' });
});
afterAll(() => t.dispose());

let lastIp = 0;
const nextIp = () => `203.0.113.${++lastIp % 250}`;

async function post(target: string, fields: Record<string, string>, jar: Jar, ip = nextIp()) {
  const response = await t.request(target, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip, cookie: String(jar) },
    body: new URLSearchParams(fields).toString(),
  });
  return jar.take(response);
}

async function get(target: string, jar: Jar) {
  const response = jar.take(await t.request(target, { headers: { cookie: String(jar) } }));
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

const recoveryCode = /<li>([A-Za-z0-9]{5}-[A-Za-z0-9]{5})<\/li>/g;

const fromHtml = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x3D;|&#61;/g, '=');

/** Sets up and turns on a second factor from the settings; the app that computes codes, and the recovery codes. */
async function setUp(email: string) {
  const jar = new Jar(await verifiedUser(t, email));
  const started = await post('/account/second-factor', { intent: 'start', password: testPassword }, jar);
  expect(started.status).toBe(200);
  const html = await started.text();
  expect(html).toContain('src="data:image/svg+xml;base64,');
  const uri = fromHtml(/name="uri" value="([^"]+)"/.exec(html)?.[1] ?? '');
  const totp = URI.parse(uri) as TOTP;
  expect(html).toContain(totp.secret.base32);
  const confirmed = await post('/account/second-factor', { intent: 'confirm', uri, code: totp.generate() }, jar);
  expect(confirmed.status).toBe(303);
  const shown = await get('/account/second-factor', jar);
  const codes = [...shown.html.matchAll(recoveryCode)].map(([, c]) => c);
  expect(codes).toHaveLength(10);
  // Shown once: not again on the next visit.
  expect((await get('/account/second-factor', jar)).html).not.toMatch(new RegExp(recoveryCode.source));
  return { jar, totp, uri, codes: codes as string[] };
}

/** Signs in with the password on the sign-in page; returns the browser and where it was sent. */
async function signIn(email: string, relay = '/account/setting') {
  const jar = new Jar();
  const response = await post(`/signin?relay=${encodeURIComponent(relay)}`, { email, password: testPassword }, jar);
  expect(response.status).toBe(303);
  return { jar, location: response.headers.get('location') };
}

/** A code of the app that is not the current one (nor the one before or after it). */
const wrongCode = (totp: TOTP) => String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, '0');

const enabled = async (email: string) =>
  (await t.database.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.email, email)))[0]?.on;

describe('setting up a second factor', () => {
  it('asks the password, shows a QR code and the secret, and is on only after a first code', async () => {
    const jar = new Jar(await verifiedUser(t, 'careful@example.org'));
    const wrongPassword = await post('/account/second-factor', { intent: 'start', password: 'not it at all' }, jar);
    expect(wrongPassword.status).toBe(400);
    const started = await post('/account/second-factor', { intent: 'start', password: testPassword }, jar);
    const uri = fromHtml(/name="uri" value="([^"]+)"/.exec(await started.text())?.[1] ?? '');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Itinera:careful%40example\.org\?secret=/);
    expect(await enabled('careful@example.org')).toBe(false);
    // A wrong first code leaves it off and shows the same QR code again.
    const totp = URI.parse(uri) as TOTP;
    const wrong = await post('/account/second-factor', { intent: 'confirm', uri, code: wrongCode(totp) }, jar);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(totp.secret.base32);
    expect(await enabled('careful@example.org')).toBe(false);
    // Until it is on, signing in asks no code.
    expect((await signIn('careful@example.org')).location).toBe('/account/setting');
    await post('/account/second-factor', { intent: 'confirm', uri, code: totp.generate() }, jar);
    expect(await enabled('careful@example.org')).toBe(true);
    expect((await get('/account/setting', jar)).html).toContain('A second factor is on');
    expect((await get('/de/account/setting', jar)).html).toContain('Ein zweiter Faktor ist eingeschaltet');
  });
});

describe('signing in with a second factor', () => {
  it('asks the code after the password, in either language, and then signs in', async () => {
    const { totp } = await setUp('two-steps@example.org');
    const { jar, location } = await signIn('two-steps@example.org');
    expect(location).toBe('/signin/second-factor?relay=%2Faccount%2Fsetting');
    expect([...jar.cookies.keys()]).not.toContain('itinera.session_token');
    expect((await get('/account/setting', jar)).status).toBe(302);
    const step = await get(location ?? '', jar);
    expect(step.status).toBe(200);
    expect(step.html).toContain('One more step');
    expect((await get('/de/signin/second-factor', jar)).html).toContain('Noch ein Schritt');
    const done = await post(location ?? '', { code: totp.generate() }, jar);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/account/setting');
    expect((await get('/account/setting', jar)).status).toBe(200);
  });

  it('over HTTP, the second step answers a sign-in only, never a session', async () => {
    const { jar, totp } = await setUp('no-oracle@example.org');
    const response = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.env.PUBLIC_URL, cookie: String(jar) },
      body: JSON.stringify({ code: totp.generate() }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('token');
    for (const path of ['enable', 'disable', 'get-totp-uri', 'generate-backup-codes', 'send-otp', 'verify-otp']) {
      const closed = await t.request(`/api/auth/two-factor/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: t.env.PUBLIC_URL, cookie: String(jar) },
        body: JSON.stringify({ password: testPassword }),
      });
      expect(closed.status, path).toBe(404);
    }
  });

  it('throttles wrong codes: five a sign-in, ten an account, ten an address', async () => {
    const { totp } = await setUp('guessed@example.org');
    const first = await signIn('guessed@example.org');
    for (let i = 0; i < 5; i++) {
      const wrong = await post(first.location ?? '', { code: wrongCode(totp) }, first.jar);
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain('That code is not correct');
    }
    // The sixth guess ends this sign-in: the password comes first again.
    const sixth = await post(first.location ?? '', { code: totp.generate() }, first.jar);
    expect(await sixth.text()).toContain('Sign in again');
    const second = await signIn('guessed@example.org');
    for (let i = 0; i < 5; i++) await post(second.location ?? '', { code: wrongCode(totp) }, second.jar);
    // Ten wrong codes lock the account's second step, also for the right code from elsewhere.
    const third = await signIn('guessed@example.org');
    const locked = await post(third.location ?? '', { code: totp.generate() }, third.jar);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect((await get('/account/setting', third.jar)).status).toBe(302);

    // One address guessing for other sign-ins is held after ten tries too.
    const { totp: other } = await setUp('other-guessed@example.org');
    const ip = nextIp();
    let status = 0;
    for (let i = 0; i < 11; i++) {
      const attempt = await signIn('other-guessed@example.org');
      status = (await post(attempt.location ?? '', { code: wrongCode(other) }, attempt.jar, ip)).status;
    }
    expect(status).toBe(429);
  });

  it('takes each recovery code once, and new codes replace the old', async () => {
    const { jar: settings, codes } = await setUp('recovers@example.org');
    const [code = '', second = ''] = codes;
    const once = await signIn('recovers@example.org');
    const used = await post(once.location ?? '', { code: ` ${code} ` }, once.jar);
    expect(used.status).toBe(303);
    const twice = await signIn('recovers@example.org');
    expect((await post(twice.location ?? '', { code }, twice.jar)).status).toBe(401);

    const renewed = await post('/account/second-factor', { intent: 'codes', password: testPassword }, settings);
    expect(renewed.status).toBe(200);
    const fresh = [...(await renewed.text()).matchAll(recoveryCode)][0]?.[1] ?? '';
    const old = await signIn('recovers@example.org');
    expect((await post(old.location ?? '', { code: second }, old.jar)).status).toBe(401);
    const next = await signIn('recovers@example.org');
    expect((await post(next.location ?? '', { code: fresh }, next.jar)).status).toBe(303);
  });
});

describe('turning the second factor off', () => {
  it('needs the password, then deletes the secret', async () => {
    const { jar } = await setUp('turns-off@example.org');
    expect((await post('/account/second-factor', { intent: 'off' }, jar)).status).toBe(400);
    expect((await post('/account/second-factor', { intent: 'off', password: 'not the one' }, jar)).status).toBe(400);
    expect(await enabled('turns-off@example.org')).toBe(true);
    const off = await post('/account/second-factor', { intent: 'off', password: testPassword }, jar);
    expect(off.status).toBe(303);
    expect(await enabled('turns-off@example.org')).toBe(false);
    expect((await signIn('turns-off@example.org')).location).toBe('/account/setting');
  });
});

describe('the account and its data', () => {
  it('the export says whether it is on, never the secret or codes; deletion removes them', async () => {
    const { jar, totp, codes } = await setUp('leaves@example.org');
    const exported = await (await t.request('/api/user/settings/export', { headers: { cookie: String(jar) } })).text();
    expect(JSON.parse(exported).account.secondFactor).toBe(true);
    expect(exported).not.toContain(totp.secret.base32);
    expect(exported).not.toContain(codes[0]);
    const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, 'leaves@example.org'));
    const deleted = await post('/account/setting', { intent: 'delete', password: testPassword, confirm: 'on' }, jar);
    expect(deleted.status).toBe(303);
    const left = await t.database.db
      .select()
      .from(twoFactor)
      .where(eq(twoFactor.userId, row?.id ?? ''));
    expect(left).toEqual([]);
  });
});

describe('REQUIRE_SECOND_FACTOR for admins and editors', () => {
  it('tells them during the grace days, then keeps the admin area closed until it is on', async () => {
    const jar = new Jar(await verifiedUser(t, 'boss@example.org'));
    const during = await get('/admin/reports', jar);
    expect(during.status).toBe(200);
    expect(during.html).toContain('will ask for a second factor');
    expect(during.html).toContain('href="/account/second-factor"');
    expect((await get('/de/admin/reports', jar)).html).toContain('verlangt der Admin-Bereich einen zweiten Faktor');

    await t.database.db.execute(
      sql`UPDATE "user" SET second_factor_due_at = now() - interval '1 minute' WHERE email = 'boss@example.org'`,
    );
    const after = await get('/admin/reports', jar);
    expect(after.status).toBe(302);
    // The admin API waits for it too.
    const api = await t.request('/api/admin/trips', { headers: { cookie: String(jar) } });
    expect(api.status).toBe(403);
    expect(after.location).toBe('/account/second-factor?required=1');
    expect((await get(after.location ?? '', jar)).html).toContain('The admin area opens only once');

    const started = await post('/account/second-factor', { intent: 'start', password: testPassword }, jar);
    const uri = fromHtml(/name="uri" value="([^"]+)"/.exec(await started.text())?.[1] ?? '');
    const code = (URI.parse(uri) as TOTP).generate();
    await post('/account/second-factor', { intent: 'confirm', uri, code }, jar);
    const open = await get('/admin/reports', jar);
    expect(open.status).toBe(200);
    expect((await t.request('/api/admin/trips', { headers: { cookie: String(jar) } })).status).toBe(200);
    expect(open.html).not.toContain('will ask for a second factor');
  });

  it('an editor gets the grace days from the first visit; a member is asked nothing', async () => {
    const editor = new Jar(await verifiedEditor(t, 'writer@example.org'));
    const before = Date.now();
    expect((await get('/admin/posts', editor)).html).toContain('will ask for a second factor');
    const [row] = await t.database.db
      .select({ dueAt: user.secondFactorDueAt })
      .from(user)
      .where(eq(user.email, 'writer@example.org'));
    expect((row?.dueAt?.getTime() ?? 0) - before).toBeGreaterThan(14 * 86_400_000 - 60_000);
    const member = new Jar(await verifiedUser(t, 'member@example.org'));
    expect((await get('/admin/posts', member)).location).toBe('/not-found');
    const [memberRow] = await t.database.db
      .select({ dueAt: user.secondFactorDueAt })
      .from(user)
      .where(eq(user.email, 'member@example.org'));
    expect(memberRow?.dueAt).toBeNull();
  });
});

describe('the second step’s endpoints', () => {
  it('answer malformed bodies with a 4xx in JSON, never a 500', async () => {
    const bodies = [
      '',
      'not json',
      '[]',
      'null',
      JSON.stringify({ code: 123456 }),
      JSON.stringify({ code: null }),
      JSON.stringify({ code: 'x'.repeat(10_000) }),
      JSON.stringify({ code: ['123456'] }),
      JSON.stringify({ code: '123456', trustDevice: true }),
      JSON.stringify({ code: '123456', disableSession: 'yes' }),
      JSON.stringify({ code: { $ne: '' } }),
    ];
    for (const path of ['/api/auth/two-factor/verify-totp', '/api/auth/two-factor/verify-backup-code']) {
      for (const body of bodies) {
        const response = await t.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: t.env.PUBLIC_URL, 'x-forwarded-for': nextIp() },
          body,
        });
        expect(response.status, `${path} ${body.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${path} ${body.slice(0, 40)}`).toBeLessThan(500);
        expect(response.headers.get('content-type')).toContain('application/json');
      }
    }
  });
});
