import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

const origin = 'http://localhost:3000';
const password = 'correct horse battery staple';

/**
 * Throttling counts per client address. The app trusts X-Forwarded-For here (TRUST_PROXY), so
 * every test sends from its own address and no test spends another's allowance.
 */
let lastIp = 0;
const nextIp = () => `203.0.113.${++lastIp}`;

const mailsTo = (t: TestApp, email: string) => outbox(t).filter((mail) => mail.includes(`To: ${email}`));

/** A link from a mail's plain-text part (quoted-printable soft breaks undone), without the origin. */
function linkIn(mail: string, pattern: RegExp): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const url = pattern.exec(text)?.[0];
  if (!url) throw new Error(`no link matching ${pattern} in:\n${mail}`);
  return url.replace(origin, '');
}

const verifyLink = /https?:\/\/\S+verify-email\?token=[^\s"<]+/;
const resetLink = /https?:\/\/\S+\/api\/auth\/reset-password\/[^\s"<]+/;

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((cookie) => !cookie?.endsWith('='))
    .join('; ');

const sessionCookie = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith('itinera.session_token='));

async function api(t: TestApp, route: string, body: unknown, ip: string, cookie = '') {
  return t.request(`/api/auth${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** Posts a form the way a browser without script does. */
async function submit(
  t: TestApp,
  target: string,
  fields: Record<string, string>,
  options: { ip?: string; cookie?: string } = {},
) {
  return t.request(target, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': options.ip ?? nextIp(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

async function page(t: TestApp, target: string, cookie = '') {
  const response = await t.request(target, { headers: cookie ? { cookie } : {} });
  return { status: response.status, html: await response.text() };
}

/** Is the session of this cookie still alive? */
async function sessionWorks(t: TestApp, cookie: string) {
  const response = await t.request('/api/user/sync-email-verified/', { headers: { cookie } });
  return response.status === 200;
}

async function register(t: TestApp, email: string, name: string, verify = true) {
  const ip = nextIp();
  const signUp = await api(t, '/sign-up/email', { name, email, password, locale: 'en', terms: true }, ip);
  expect(signUp.status).toBe(200);
  if (!verify) return;
  const [mail] = mailsTo(t, email);
  const verified = await t.request(linkIn(mail as string, verifyLink));
  expect(verified.status).toBe(302);
}

/** A new verified account, so that no test's failed sign-ins count against another's account. */
let lastUser = 0;
async function newUser(name = 'Mara') {
  const email = `${name.toLowerCase()}-${++lastUser}@example.org`;
  await register(t, email, name);
  return email;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  await register(t, 'pending@example.org', 'Pending', false);
});
afterAll(() => t.dispose());

describe('/signin', () => {
  it('renders the form with title, description and noindex in both languages', async () => {
    const english = await page(t, '/signin?relay=%2Ftrips%2Fcreate');
    expect(english.status).toBe(200);
    expect(english.html).toContain('<title>Sign in · Itinera</title>');
    expect(english.html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(english.html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(english.html).toMatch(/<input type="hidden" name="relay" value="\/trips\/create"/);
    expect(english.html).toContain('href="/recover"');
    expect(english.html).toContain('href="/register"');

    const german = await page(t, '/de/signin');
    expect(german.html).toContain('<title>Anmelden · Itinera</title>');
    expect(german.html).toContain('Angemeldet bleiben');
    expect(german.html).toContain('href="/de/recover"');
  });

  it('signs in and sends the visitor to the relay with an HttpOnly, SameSite=Lax session cookie', async () => {
    const email = await newUser();
    const relay = '/trips/create?step=2';
    const response = await submit(t, `/signin?relay=${encodeURIComponent(relay)}`, {
      email,
      password,
      relay,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(relay);
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(await sessionWorks(t, cookieOf(response))).toBe(true);
  });

  it('keeps a remembered session for 90 days and a browser session otherwise', async () => {
    const email = await newUser();
    const remembered = await submit(t, '/signin', { email, password, rememberMe: 'on' });
    expect(remembered.status).toBe(303);
    expect(sessionCookie(remembered)).toMatch(/Max-Age=7776000/);

    const forgetful = await submit(t, '/signin', { email, password });
    expect(forgetful.status).toBe(303);
    expect(sessionCookie(forgetful)).toBeDefined();
    expect(sessionCookie(forgetful)).not.toMatch(/Max-Age|Expires/i);
  });

  it('sends relays that are not paths on this site home, in the page’s language', async () => {
    const email = await newUser();
    for (const relay of ['https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example']) {
      const english = await submit(t, `/signin?relay=${encodeURIComponent(relay)}`, {
        email,
        password,
        relay,
      });
      expect(english.status, relay).toBe(303);
      expect(english.headers.get('location'), relay).toBe('/');
    }
    const german = await submit(t, '/de/signin', { email, password, relay: '//evil.example' });
    expect(german.headers.get('location')).toBe('/de');
    const plain = await submit(t, '/de/signin', { email, password });
    expect(plain.headers.get('location')).toBe('/de');
  });

  it('answers a wrong password and an unknown e-mail with the same message, keeping the e-mail only', async () => {
    const email = await newUser();
    const message = 'The e-mail address or password is not correct. Please try again.';
    const wrong = await submit(t, '/signin', { email, password: 'not-the-password' });
    const unknown = await submit(t, '/signin', { email: 'nobody@example.org', password: 'not-the-password' });
    for (const [response, typed] of [
      [wrong, email],
      [unknown, 'nobody@example.org'],
    ] as const) {
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie().filter((c) => c.startsWith('itinera.session_token='))).toEqual([]);
      const html = await response.text();
      expect(html).toContain(message);
      expect(html).toContain(`value="${typed}"`);
      expect(html).not.toContain('not-the-password');
    }

    const german = await submit(t, '/de/signin', { email, password: 'not-the-password' });
    expect(await german.text()).toContain('E-Mail-Adresse oder Passwort stimmt nicht.');
  });

  it('names the fields of an incomplete form', async () => {
    const response = await submit(t, '/signin', { email: 'not-an-address', password: '' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('The E-mail address field must be a valid email');
    expect(html).toContain('The Password field is required');
  });

  it('tells an unverified user so, and sends the verification mail again', async () => {
    const response = await submit(t, '/signin', { email: 'pending@example.org', password });
    expect(response.status).toBe(403);
    expect(sessionCookie(response)).toBeUndefined();
    expect(await response.text()).toContain('Your e-mail address has not been verified yet.');

    const before = mailsTo(t, 'pending@example.org').length;
    const resend = await submit(t, '/signin', { intent: 'resend', email: 'pending@example.org' });
    expect(resend.status).toBe(200);
    expect(await resend.text()).toContain('We have sent you a new link. Please check your inbox.');
    const mails = mailsTo(t, 'pending@example.org');
    expect(mails.length).toBe(before + 1);
    expect(linkIn(mails.at(-1) as string, verifyLink)).toContain('callbackURL=%2Fverify-email');
  });

  it('stops guessing after 10 failed attempts with a translated "try again in N minutes"', async () => {
    const email = await newUser();
    const ip = nextIp();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await submit(t, '/signin', { email, password: `guess-${i}-wrong` }, { ip });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect(await last?.text()).toMatch(/Too many attempts\. Please try again in 1[45] minutes\./);

    // Even the right password waits now; the German page says so in German.
    const german = await submit(t, '/de/signin', { email, password }, { ip });
    expect(german.status).toBe(429);
    expect(await german.text()).toMatch(/Zu viele Versuche\. Bitte versuche es in \d+ Minuten noch einmal\./);
  });

  it('shows a signed-in visitor "You are already signed in!" instead of the form', async () => {
    const email = await newUser();
    const cookie = cookieOf(await submit(t, '/signin', { email, password }));
    const english = await page(t, `/signin?relay=${encodeURIComponent('/account/profile')}`, cookie);
    expect(english.html).toContain('You are already signed in!');
    expect(english.html).toContain('href="/account/profile"');
    expect(english.html).toContain('href="/signing-out"');
    expect(english.html).not.toContain('name="password"');

    const german = await page(t, '/de/signin', cookie);
    expect(german.html).toContain('Du bist bereits angemeldet!');
    expect(german.html).toContain('href="/de/signing-out"');
  });
});

describe('/signing-out', () => {
  it('only shows the page on GET, and ends the session on POST', async () => {
    const email = await newUser();
    const cookie = cookieOf(await submit(t, '/signin', { email, password }));

    const shown = await page(t, '/signing-out', cookie);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('You are being signed out…');
    expect(shown.html).toContain('<title>Signing out · Itinera</title>');
    expect(shown.html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(await sessionWorks(t, cookie)).toBe(true);

    const out = await submit(t, '/signing-out', {}, { cookie });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/');
    expect(sessionCookie(out)).toMatch(/Max-Age=0/);
    expect(await sessionWorks(t, cookie)).toBe(false);
  });

  it('goes home in German from the German page, also without a session', async () => {
    const email = await newUser();
    const cookie = cookieOf(await submit(t, '/signin', { email, password }));
    const out = await submit(t, '/de/signing-out', {}, { cookie });
    expect(out.headers.get('location')).toBe('/de');
    expect(await sessionWorks(t, cookie)).toBe(false);

    const anonymous = await submit(t, '/de/signing-out', {});
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toBe('/de');
    expect((await page(t, '/de/signing-out')).html).toContain('Du wirst abgemeldet …');
  });
});

describe('/recover', () => {
  it('gives the same response for an existing and an unknown address, and mails only the account', async () => {
    const email = await newUser();
    const message = 'An e-mail with a reset link has been sent to your inbox…';
    const known = await submit(t, '/recover', { email });
    const unknown = await submit(t, '/recover', { email: 'ghost@example.org' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.text()).toContain(message);
    expect(await unknown.text()).toContain(message);

    expect(mailsTo(t, 'ghost@example.org')).toEqual([]);
    const mail = mailsTo(t, email).at(-1) as string;
    expect(linkIn(mail, resetLink)).toContain('callbackURL=http%3A%2F%2Flocalhost%3A3000%2Frecover%2Fnew-password');

    const german = await submit(t, '/de/recover', { email: 'ghost@example.org' });
    expect(await german.text()).toContain(
      'Eine E-Mail mit einem Link zum Zurücksetzen wurde an dein Postfach geschickt …',
    );
    const page = await t.request('/de/recover');
    expect(await page.text()).toContain('<title>Passwort vergessen? · Itinera</title>');
  });

  it('asks for a valid address and throttles after 5 requests', async () => {
    const invalid = await submit(t, '/recover', { email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('The E-mail address field must be a valid email');

    const ip = nextIp();
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) last = await submit(t, '/recover', { email: `ghost${i}@example.org` }, { ip });
    expect(last?.status).toBe(429);
    expect(await last?.text()).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./);
  });

  it('sets a new password through the mailed link and signs out every other session', async () => {
    await register(t, 'reset@example.org', 'Resa');
    const first = cookieOf(await submit(t, '/signin', { email: 'reset@example.org', password }));
    const second = cookieOf(await submit(t, '/signin', { email: 'reset@example.org', password, rememberMe: 'on' }));
    expect(await sessionWorks(t, first)).toBe(true);
    expect(await sessionWorks(t, second)).toBe(true);

    await submit(t, '/recover', { email: 'reset@example.org' });
    const mail = mailsTo(t, 'reset@example.org').at(-1) as string;
    expect(mail).toContain('Subject:');
    const followed = await t.request(linkIn(mail, resetLink));
    expect(followed.status).toBe(302);
    const target = new URL(followed.headers.get('location') as string);
    expect(target.pathname).toBe('/recover/new-password');
    const token = target.searchParams.get('token') as string;
    expect(token).toBeTruthy();

    const form = await page(t, `${target.pathname}${target.search}`);
    expect(form.status).toBe(200);
    expect(form.html).toContain('<title>Choose a new password · Itinera</title>');
    expect(form.html).toContain('At least 8 characters.');
    expect(form.html).toContain(`value="${token}"`);

    const short = await submit(t, `/recover/new-password?token=${token}`, { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('The New password field must be at least 8 characters');

    const newPassword = 'a brand new travel passphrase';
    const saved = await submit(t, `/recover/new-password?token=${token}`, { token, password: newPassword });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/signin?reset=done');
    const flash = saved.headers.getSetCookie().find((cookie) => cookie.startsWith('flash='));
    expect(flash).toBeDefined();
    expect(flash).not.toMatch(/HttpOnly/i);
    expect(JSON.parse(decodeURIComponent((flash as string).split(';')[0]?.slice('flash='.length) ?? ''))).toEqual({
      variant: 'success',
      key: 'alerts.success',
    });
    expect((await page(t, '/signin?reset=done')).html).toContain('Your password has been changed.');

    expect(await sessionWorks(t, first)).toBe(false);
    expect(await sessionWorks(t, second)).toBe(false);
    expect((await submit(t, '/signin', { email: 'reset@example.org', password })).status).toBe(401);
    const signedIn = await submit(t, '/signin', { email: 'reset@example.org', password: newPassword });
    expect(signedIn.status).toBe(303);
    expect(await sessionWorks(t, cookieOf(signedIn))).toBe(true);

    // The link works once.
    const again = await submit(t, `/recover/new-password?token=${token}`, {
      token,
      password: 'yet another passphrase',
    });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('The reset link is invalid or has expired.');
  });

  it('explains an invalid or expired link and offers a new one, in both languages', async () => {
    const failed = await page(t, '/recover/new-password?error=INVALID_TOKEN');
    expect(failed.html).toContain('This link is no longer valid');
    expect(failed.html).toContain('href="/recover"');
    expect(failed.html).not.toContain('name="password"');

    const german = await page(t, '/de/recover/new-password');
    expect(german.html).toContain('Dieser Link ist nicht mehr gültig');
    expect(german.html).toContain('href="/de/recover"');

    const followed = await t.request('/api/auth/reset-password/not-a-token?callbackURL=%2Frecover%2Fnew-password');
    expect(followed.headers.get('location')).toContain('/recover/new-password?error=INVALID_TOKEN');

    const forged = await submit(t, '/recover/new-password?token=forged', {
      token: 'forged',
      password: 'long enough please',
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('The reset link is invalid or has expired.');
  });
});
