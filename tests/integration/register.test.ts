import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '#tests/setup/accounts.ts';
import { subscriberOf } from '#tests/setup/newsletter.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

const origin = 'http://localhost:3000';
const password = 'wandering dunes at dawn';

let t: TestApp;
beforeAll(async () => {
  // Each test comes from its own address (X-Forwarded-For), so the per-IP throttles stay apart.
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.dispose());

let lastIp = 0;
const newIp = () => `203.0.113.${++lastIp}`;

const mailsTo = (email: string) => outbox(t).filter((mail) => mail.includes(`To: ${email}`));

/** The plain-text part with quoted-printable soft breaks and `=3D` undone. */
const unfold = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

function linkIn(mail: string): string {
  const url = /https?:\/\/\S+verify-email\?token=[^\s"<]+/.exec(unfold(mail))?.[0];
  if (!url) throw new Error(`no verification link in:\n${mail}`);
  return url.replace(origin, '');
}

type Fields = Record<string, string>;

function post(target: string, fields: Fields, { ip = newIp(), cookie = '' } = {}) {
  return t.request(target, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': ip,
      origin,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

const valid = (email: string, extra: Fields = {}): Fields => ({
  displayName: 'Jana Reisende',
  email,
  password,
  terms: 'on',
  ...extra,
});

/** The text of an HTML page with React's escapes undone, for comparing with catalog texts. */
async function html(response: Response): Promise<string> {
  return (await response.text())
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

describe('registering', () => {
  it('creates the account, mails the link in English and goes on to almost-complete', async () => {
    const response = await post('/register', valid('ana@example.org', { rememberMe: 'on' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/register/almost-complete?email=ana%40example.org');
    expect(response.headers.getSetCookie()).toEqual([]);

    const [mail] = mailsTo('ana@example.org');
    expect(mail).toContain('Subject: Please confirm your e-mail address for Itinera');
    expect(unfold(mail as string)).toContain('Hello Jana Reisende,');
    expect(linkIn(mail as string)).toContain('callbackURL=%2Fverify-email');

    const user = await t.database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, 'ana@example.org') });
    expect(user).toMatchObject({
      name: 'Jana Reisende',
      locale: 'en',
      emailVerified: false,
    });
    expect(await subscriberOf(t, 'ana@example.org')).toBeUndefined();
    expect(user?.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('in German: the mail is German, the link leads to the German page, the newsletter opt-in is started', async () => {
    const response = await post('/de/register', valid('ben@example.org', { newsletter: 'on' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de/register/almost-complete?email=ben%40example.org');

    const [mail] = mailsTo('ben@example.org').filter((sent) => sent.includes('verify-email'));
    expect(mail).toContain('Subject: =?UTF-8?Q?Bitte_best=C3=A4tige');
    expect(linkIn(mail as string)).toContain('callbackURL=%2Fde%2Fverify-email');

    const user = await t.database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, 'ben@example.org') });
    expect(user?.locale).toBe('de');
    expect(await subscriberOf(t, 'ben@example.org')).toMatchObject({
      status: 'pending',
      locale: 'de',
      consentSource: 'registration',
      userId: user?.id,
    });
    expect(user?.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('answers an address that has an account exactly like a new one', async () => {
    const before = mailsTo('ana@example.org').length;
    const response = await post('/register', valid('ana@example.org', { displayName: 'Someone else' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/register/almost-complete?email=ana%40example.org');
    expect(mailsTo('ana@example.org')).toHaveLength(before);
    const users = await t.database.db.query.user.findMany({ where: (u, { eq }) => eq(u.email, 'ana@example.org') });
    expect(users.map((u) => u.name)).toEqual(['Jana Reisende']);
  });
});

describe('remember me, chosen at registration', () => {
  const sessionCookieOf = (response: Response) =>
    response.headers.getSetCookie().findLast((cookie) => cookie.startsWith('itinera.session_token='));

  async function openMailedLink(email: string) {
    const opened = await t.request(linkIn(mailsTo(email)[0] as string));
    expect(opened.status).toBe(302);
    const cookie = sessionCookieOf(opened);
    const user = await t.database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, email) });
    const session = await t.database.db.query.session.findFirst({
      where: (s, { eq }) => eq(s.userId, user?.id as string),
    });
    const daysLeft = ((session?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    return { cookie, daysLeft, location: opened.headers.get('location') };
  }

  it('ticked: the mailed link signs in for 90 days', async () => {
    await post('/register', valid('remembered@example.org', { rememberMe: 'on' }));
    const { cookie, daysLeft, location } = await openMailedLink('remembered@example.org');
    expect(location).toBe('/verify-email');
    expect(cookie).toMatch(/Max-Age=7776000/);
    expect(daysLeft).toBeGreaterThan(89);
  });

  it('not ticked: the cookie ends with the browser and the session after a day', async () => {
    await post('/de/register', valid('forgotten@example.org'));
    const { cookie, daysLeft, location } = await openMailedLink('forgotten@example.org');
    expect(location).toBe('/de/verify-email?remember=0');
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(daysLeft).toBeGreaterThan(0.9);
    expect(daysLeft).toBeLessThanOrEqual(1);
  });
});

describe('invalid input', () => {
  const bad = {
    displayName: '',
    email: 'not-an-address',
    password: 'short7',
    rememberMe: 'on',
    newsletter: 'on',
  };

  it.each([
    [
      '/register',
      [
        'The Display name field is required',
        'The E-mail address field must be a valid email',
        'The Password field must be at least 8 characters',
        'Please accept the terms of use and the privacy policy to create your account',
      ],
    ],
    [
      '/de/register',
      [
        'Anzeigename ist ein Pflichtfeld',
        'E-Mail-Adresse muss eine gültige E-Mail-Adresse sein',
        'Passwort muss mindestens 8 Zeichen lang sein',
        'Bitte akzeptiere die Nutzungsbedingungen und die Datenschutzerklärung, um dein Konto zu erstellen',
      ],
    ],
  ])('%s answers 400 with every message naming its field and keeps what was typed', async (route, messages) => {
    const response = await post(route, bad);
    expect(response.status).toBe(400);
    const page = await html(response);
    for (const message of messages) expect(page).toContain(message);
    expect(page).toContain('aria-invalid="true"');
    expect(page).toMatch(/<input[^>]*name="email"[^>]*value="not-an-address"/);
    expect(page).toMatch(/<input[^>]*name="rememberMe"[^>]*checked=""/);
    expect(page).toMatch(/<input[^>]*name="newsletter"[^>]*checked=""/);
    expect(page).not.toContain('short7');
    expect(mailsTo('not-an-address')).toEqual([]);
  });

  it('refuses a registration without the terms and keeps the other values', async () => {
    const response = await post('/register', valid('cleo@example.org', { terms: '' }));
    expect(response.status).toBe(400);
    const page = await html(response);
    expect(page).toContain('Please accept the terms of use and the privacy policy to create your account');
    expect(page).toMatch(/<input[^>]*name="displayName"[^>]*value="Jana Reisende"/);
    expect(page).not.toContain(password);
    expect(await t.database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, 'cleo@example.org') })).toBe(
      undefined,
    );
  });

  it.each([
    ['/register', 'The Password field contains one of the most common passwords, please choose another one'],
    ['/de/register', 'Passwort gehört zu den häufigsten Passwörtern, bitte wähle ein anderes'],
  ])('%s refuses the most common passwords', async (route, message) => {
    const response = await post(route, valid('dora@example.org', { password: 'Password123' }));
    expect(response.status).toBe(400);
    const page = await html(response);
    expect(page).toContain(message);
    expect(page).not.toContain('Password123');
    expect(mailsTo('dora@example.org')).toEqual([]);
  });

  it('shows the throttling message after five sign-ups from one address within the hour', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) {
      expect((await post('/register', valid(`many-${i}@example.org`), { ip })).status).toBe(303);
    }
    const english = await post('/register', valid('many-5@example.org'), { ip });
    expect(english.status).toBe(429);
    expect(await html(english)).toMatch(/Too many attempts\. Please try again in \d+ minutes\./);
    const german = await post('/de/register', valid('many-6@example.org'), { ip });
    expect(await html(german)).toMatch(/Zu viele Versuche\. Bitte versuche es in \d+ Minuten noch einmal\./);
  });
});

describe('almost complete', () => {
  it.each([
    ['/register/almost-complete?email=ana%40example.org', 'Almost there! Check your inbox', 'valid for 24 hours'],
    ['/de/register/almost-complete?email=ana%40example.org', 'Fast geschafft! Schau in dein Postfach', '24 Stunden'],
  ])('%s shows the address and the link’s lifetime', async (route, title, lifetime) => {
    const response = await t.request(route);
    expect(response.status).toBe(200);
    const page = await html(response);
    expect(page).toContain(title);
    expect(page).toContain('<strong class="font-semibold text-slate-900">ana@example.org</strong>');
    expect(page).toContain(lifetime);
    expect(page).toContain('<input type="hidden" name="email" value="ana@example.org"/>');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page).toMatch(/<title>[^<]*·[^<]*<\/title>/);
  });

  it('asks for the address when the query has none', async () => {
    const page = await html(await t.request('/register/almost-complete'));
    expect(page).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
  });

  it('resends the mail with one response for every address, and throttles the sixth request within the hour', async () => {
    const ip = newIp();
    const before = mailsTo('ana@example.org').length;
    const known = await post('/register/almost-complete', { email: 'ana@example.org' }, { ip });
    expect(known.status).toBe(200);
    const done = 'Done! If this address still needs to be confirmed, a new e-mail is on its way.';
    expect(await html(known)).toContain(done);
    expect(mailsTo('ana@example.org')).toHaveLength(before + 1);

    const unknown = await post('/register/almost-complete', { email: 'nobody@example.org' }, { ip });
    expect(unknown.status).toBe(200);
    expect(await html(unknown)).toContain(done);
    expect(mailsTo('nobody@example.org')).toEqual([]);

    for (let i = 0; i < 3; i++) {
      expect((await post('/de/register/almost-complete', { email: 'ben@example.org' }, { ip })).status).toBe(200);
    }
    const throttled = await post('/de/register/almost-complete', { email: 'ben@example.org' }, { ip });
    expect(throttled.status).toBe(429);
    const page = await html(throttled);
    expect(page).toMatch(/Zu viele Versuche\. Bitte versuche es in \d+ Minuten noch einmal\./);
    expect(page).not.toContain('Erledigt!');
  });

  it('checks the address it is given', async () => {
    const response = await post('/register/almost-complete', { email: 'nope' });
    expect(response.status).toBe(400);
    const page = await html(response);
    expect(page).toContain('The E-mail address field must be a valid email');
    expect(page).toMatch(/<input[^>]*name="email"[^>]*value="nope"/);
  });
});

describe('meta', () => {
  it.each([
    ['/register', 'Register · Itinera'],
    ['/de/register', 'Registrieren · Itinera'],
  ])('%s has its title, a description and noindex', async (route, title) => {
    const response = await t.request(route);
    expect(response.status).toBe(200);
    const page = await html(response);
    expect(page).toContain(`<title>${title}</title>`);
    expect(page).toMatch(/<meta name="description" content="[^"]+"\/>/);
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(page).toContain(route === '/register' ? 'href="/terms-of-use"' : 'href="/de/terms-of-use"');
    expect(page).toContain(route === '/register' ? 'href="/privacy-policy"' : 'href="/de/privacy-policy"');
  });
});

describe('a signed-in visitor', () => {
  it('is sent home from /register in the page’s language', async () => {
    expect((await post('/register', valid('eli@example.org'))).status).toBe(303);
    const verified = await t.request(linkIn(mailsTo('eli@example.org')[0] as string));
    const cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('itinera.session_token=');

    for (const [route, home] of [
      ['/register', '/'],
      ['/de/register', '/de'],
    ] as const) {
      const response = await t.request(route, { headers: { cookie } });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(home);
    }
    const posted = await post('/register', valid('eli2@example.org'), { cookie });
    expect(posted.headers.get('location')).toBe('/');
    expect(mailsTo('eli2@example.org')).toEqual([]);
  });
});
