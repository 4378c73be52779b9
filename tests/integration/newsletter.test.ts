import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterConsentVersion } from '#domain/schemas/newsletter.ts';
import { newsletterSubscriber, user } from '#server/db/schema/index.ts';
import { confirmationToken } from '#server/newsletter/confirmation-token.ts';
import { cookieOf, linkIn, unfold } from '#tests/setup/accounts.ts';
import { signedCaptcha, solvedCaptcha } from '#tests/setup/captcha.ts';
import { subscriberOf } from '#tests/setup/newsletter.ts';
import { smtpSink } from '#tests/setup/smtp-sink.ts';
import { createTestApp, postForm, type TestApp } from '#tests/setup/test-app.ts';

const smtp = smtpSink();
/** The mails the relay received, quoted-printable undone. */
const sent = () => smtp.received.map((mail) => unfold(mail.data));

let t: TestApp;
beforeAll(async () => {
  const smtpUrl = await smtp.start();
  // Each sign-up comes from its own address (X-Forwarded-For), so the per-IP limit stays apart.
  t = await createTestApp({ TRUST_PROXY: '1', SMTP_URL: smtpUrl });
});
afterAll(async () => {
  await t.dispose();
  await smtp.stop();
});

let lastIp = 0;
const newIp = () => `198.51.100.${++lastIp}`;

/** The newsletter's confirmation mails to `email`, oldest first. */
const confirmationsTo = (email: string) =>
  sent().filter((mail) => mail.includes(`To: ${email}`) && mail.includes('confirmation-newsletter?token='));

type SignUp = { email?: string; consent?: unknown; altcha?: string; email_address_check?: string; locale?: string };

/** What the modal sends, with a freshly solved captcha unless one is given. */
async function signUp(fields: SignUp, { ip = newIp(), language = 'en', origin = t.env.PUBLIC_URL } = {}) {
  const body = {
    email: fields.email,
    consent: true,
    locale: 'en',
    email_address_check: '',
    ...fields,
    altcha: fields.altcha ?? (await signedCaptcha(t)),
  };
  return t.request(`/api/newsletter/subscriptions?language=${language}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, origin },
    body: JSON.stringify(body),
  });
}

/** Registers through the page, newsletter box ticked or not; mails go to the SMTP sink. */
const register = (email: string, newsletter: boolean) =>
  t.request('/register', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: t.env.PUBLIC_URL,
      'x-forwarded-for': newIp(),
    },
    body: new URLSearchParams({
      displayName: email.split('@')[0] ?? email,
      email,
      password: 'wandering dunes at dawn',
      terms: 'on',
      ...(newsletter ? { newsletter: 'on' } : {}),
    }),
    redirect: 'manual',
  });

/** The session cookie of a registered member who opened their verification link. */
async function verifiedCookie(email: string) {
  const mail = sent().find((sent) => sent.includes(`To: ${email}`) && sent.includes('verify-email'));
  return cookieOf(await t.request(linkIn(t, mail as string)));
}

/** The site path of the confirmation link in a mail. */
const confirmationLink = (mail: string) => linkIn(t, mail, 'confirmation-newsletter');
const tokenOf = (link: string) => new URL(link, t.env.PUBLIC_URL).searchParams.get('token') ?? '';

/** Confirms as a reader does: opens the page (which changes nothing), then presses its button. */
async function confirmByPage(link: string) {
  const page = await t.request(link);
  expect(page.status).toBe(200);
  return postForm(t, link, '', { token: tokenOf(link) });
}

const notSaved = 'Your registration could not be saved. Please try again.';

describe('signing up for the newsletter', () => {
  it('mails one confirmation in the reader’s language, with the ways out in its headers and text', async () => {
    const response = await signUp({ email: 'Reader@Example.org' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true, message: 'Your registration was successful' });

    const [mail, ...more] = confirmationsTo('reader@example.org');
    expect(more).toEqual([]);
    expect(mail).toContain('Subject: Please confirm your subscription to the Itinera newsletter');
    expect(confirmationLink(mail as string)).toMatch(/^\/confirmation-newsletter\?token=/);
    expect(mail).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=\S+>\r?$/m,
    );
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mail).toMatch(/Unsubscribe: http:\/\/localhost:3000\/unsubscribe\/newsletter\?token=\S+/);
    expect(await subscriberOf(t, 'reader@example.org')).toMatchObject({ status: 'pending', locale: 'en' });
  });

  it('in German: a German mail whose link leads to the German page', async () => {
    expect((await signUp({ email: 'leserin@example.org', locale: 'de' }, { language: 'de' })).status).toBe(202);
    const [mail] = confirmationsTo('leserin@example.org');
    expect(mail).toContain('Subject: =?UTF-8?Q?Bitte_best=C3=A4tige');
    expect(confirmationLink(mail as string)).toMatch(/^\/de\/confirmation-newsletter\?token=/);
    expect(mail).toMatch(/Abbestellen: http:\/\/localhost:3000\/de\/unsubscribe\/newsletter\?token=\S+/);
  });

  it('records the consent: when, through which door, which wording, and the IP only as a keyed hash', async () => {
    const ip = '203.0.113.77';
    const before = Date.now();
    expect((await signUp({ email: 'record@example.org' }, { ip })).status).toBe(202);
    const row = await subscriberOf(t, 'record@example.org');
    expect(row).toMatchObject({
      consentSource: 'form',
      consentVersion: newsletterConsentVersion,
      userId: null,
      confirmedAt: null,
    });
    expect(row?.consentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.consentIpHash).toMatch(/^[0-9a-f]{64}$/);
    // The same address always gives the same hash, so a consent can be checked against a claim.
    expect((await signUp({ email: 'record-two@example.org' }, { ip })).status).toBe(202);
    expect((await subscriberOf(t, 'record-two@example.org'))?.consentIpHash).toBe(row?.consentIpHash);
    // Nowhere in the database: not in the subscribers, not in the throttle counters.
    const anywhere = await t.database.db.execute(sql`
      SELECT 1 FROM newsletter_subscriber WHERE newsletter_subscriber::text LIKE ${`%${ip}%`}
      UNION ALL SELECT 1 FROM account_throttle WHERE key LIKE ${`%${ip}%`}`);
    expect(anywhere.rows).toEqual([]);
  });

  it('confirms with the button of the mailed link, never by opening it', async () => {
    expect((await signUp({ email: 'confirming@example.org' })).status).toBe(202);
    const link = confirmationLink(confirmationsTo('confirming@example.org')[0] as string);

    const page = await t.request(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirm my subscription');
    expect((await subscriberOf(t, 'confirming@example.org'))?.status).toBe('pending');

    const confirmed = await postForm(t, link, '', { token: tokenOf(link) });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Your subscription is confirmed');
    const row = await subscriberOf(t, 'confirming@example.org');
    expect(row?.status).toBe('confirmed');
    expect(row?.confirmedAt).toBeInstanceOf(Date);
  });

  it('confirms through the API too', async () => {
    expect((await signUp({ email: 'api-confirm@example.org' })).status).toBe(202);
    const token = tokenOf(confirmationLink(confirmationsTo('api-confirm@example.org')[0] as string));
    const response = await t.request('/api/newsletter/confirmations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.env.PUBLIC_URL },
      body: JSON.stringify({ token }),
    });
    expect(response.status).toBe(200);
    expect((await subscriberOf(t, 'api-confirm@example.org'))?.status).toBe('confirmed');
  });

  it('refuses a link older than 48 hours, and offers to sign up again', async () => {
    expect((await signUp({ email: 'late@example.org' })).status).toBe(202);
    const row = await subscriberOf(t, 'late@example.org');
    const stale = confirmationToken(t.env.AUTH_SECRET, row?.id ?? '', Date.now() - 49 * 3600 * 1000);
    const link = `/confirmation-newsletter?token=${encodeURIComponent(stale)}`;

    const page = await t.request(link);
    expect(page.status).toBe(410);
    const text = await page.text();
    expect(text).toContain('This confirmation link has expired');
    expect(text).toContain('aria-controls="newsletter-signup"');
    expect((await postForm(t, link, '', { token: stale })).status).toBe(410);
    const api = await t.request('/api/newsletter/confirmations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.env.PUBLIC_URL },
      body: JSON.stringify({ token: stale }),
    });
    expect(api.status).toBe(404);
    expect((await subscriberOf(t, 'late@example.org'))?.status).toBe('pending');

    const forged = `/confirmation-newsletter?token=${encodeURIComponent(`${row?.id}.9999999999.forged`)}`;
    expect((await t.request(forged)).status).toBe(404);
  });

  it('answers an address that already reads the newsletter like a new one, and mails it nothing', async () => {
    expect((await signUp({ email: 'known@example.org' })).status).toBe(202);
    await confirmByPage(confirmationLink(confirmationsTo('known@example.org')[0] as string));
    const again = await signUp({ email: 'known@example.org' });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ ok: true, message: 'Your registration was successful' });
    expect(confirmationsTo('known@example.org')).toHaveLength(1);
    expect((await subscriberOf(t, 'known@example.org'))?.status).toBe('confirmed');
  });

  it('forgets sign-ups that were not confirmed within 30 days', async () => {
    expect((await signUp({ email: 'forgotten@example.org' })).status).toBe(202);
    await t.database.db
      .update(newsletterSubscriber)
      .set({ consentAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(newsletterSubscriber.email, 'forgotten@example.org'));
    expect((await signUp({ email: 'next@example.org' })).status).toBe(202);
    expect(await subscriberOf(t, 'forgotten@example.org')).toBeUndefined();
  });
});

describe('bots', () => {
  it('a filled honeypot gets the response of success, and nothing is stored or sent', async () => {
    const response = await signUp({ email: 'bot@example.org', email_address_check: 'bot@example.org' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true, message: 'Your registration was successful' });
    expect(await subscriberOf(t, 'bot@example.org')).toBeUndefined();
    expect(sent().filter((mail) => mail.includes('To: bot@example.org'))).toEqual([]);
  });

  it('a replayed or made-up captcha stores and sends nothing', async () => {
    const captcha = await solvedCaptcha(t);
    expect((await signUp({ email: 'first@example.org', altcha: captcha })).status).toBe(202);
    for (const [email, altcha] of [
      ['replay@example.org', captcha],
      ['made-up@example.org', Buffer.from('{"challenge":{},"solution":{}}').toString('base64')],
    ] as const) {
      const response = await signUp({ email, altcha });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(notSaved);
      expect(await subscriberOf(t, email)).toBeUndefined();
      expect(sent().filter((mail) => mail.includes(`To: ${email}`))).toEqual([]);
    }
  });
});

describe('limits', () => {
  it('at most three mails a day to one address, whatever the network', async () => {
    for (let i = 0; i < 3; i++) expect((await signUp({ email: 'often@example.org' })).status).toBe(202);
    const fourth = await signUp({ email: 'often@example.org' });
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).error.message).toBe(notSaved);
    expect(confirmationsTo('often@example.org')).toHaveLength(3);
  });

  it('at most ten sign-ups an hour from one network address', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 10; i++) expect((await signUp({ email: `crowd-${i}@example.org` }, { ip })).status).toBe(202);
    const eleventh = await signUp({ email: 'crowd-10@example.org' }, { ip });
    expect(eleventh.status).toBe(429);
    expect(await subscriberOf(t, 'crowd-10@example.org')).toBeUndefined();
    expect(confirmationsTo('crowd-10@example.org')).toEqual([]);
  });
});

describe('bad input', () => {
  const refusal = async (fields: SignUp, language: string) => {
    const response = await signUp(fields, { language });
    expect(response.status).toBe(400);
    return (await response.json()).error.fields;
  };

  it('names the field with the spec’s messages, in English and in German', async () => {
    expect(await refusal({ email: '' }, 'en')).toEqual([{ field: 'email', message: 'This field must not be empty.' }]);
    expect(await refusal({ email: '' }, 'de')).toEqual([
      { field: 'email', message: 'Dieses Feld darf nicht leer sein.' },
    ]);
    expect(await refusal({ email: 'not-an-address' }, 'en')).toEqual([
      {
        field: 'email',
        message: 'The information entered is not valid. Please check the field format and try again.',
      },
    ]);
    expect(await refusal({ email: 'not-an-address' }, 'de')).toEqual([
      {
        field: 'email',
        message: 'Die eingegebenen Daten sind ungültig. Bitte überprüfe das Format des Feldes und versuche es erneut.',
      },
    ]);
    expect(await refusal({ email: 'fine@example.org', consent: false }, 'en')).toEqual([
      { field: 'consent', message: 'This field must not be empty.' },
    ]);
    expect(await refusal({ email: 'fine@example.org', altcha: '' }, 'de')).toEqual([
      { field: 'altcha', message: 'Dieses Feld darf nicht leer sein.' },
    ]);
    expect(await subscriberOf(t, 'fine@example.org')).toBeUndefined();
  });

  it('refuses a sign-up posted from another site', async () => {
    expect((await signUp({ email: 'foreign@example.org' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await subscriberOf(t, 'foreign@example.org')).toBeUndefined();
  });
});

describe('unsubscribing', () => {
  /** A confirmed subscriber of the form and the unsubscribe link of their confirmation mail. */
  async function confirmedReader(email: string) {
    expect((await signUp({ email })).status).toBe(202);
    const mail = confirmationsTo(email).at(-1) as string;
    await confirmByPage(confirmationLink(mail));
    expect((await subscriberOf(t, email))?.status).toBe('confirmed');
    const page = linkIn(t, mail, 'unsubscribe/newsletter');
    const oneClick = /^List-Unsubscribe:\s+<([^>]+)>/m.exec(mail)?.[1] ?? '';
    return { page, oneClick };
  }

  it('by the link in the mail: the page asks, its button unsubscribes', async () => {
    const { page } = await confirmedReader('by-link@example.org');
    const asked = await t.request(page);
    expect(asked.status).toBe(200);
    expect((await subscriberOf(t, 'by-link@example.org'))?.status).toBe('confirmed');
    const done = await postForm(t, page, '', { token: tokenOf(page) });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You have been unsubscribed');
    const row = await subscriberOf(t, 'by-link@example.org');
    expect(row?.status).toBe('unsubscribed');
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await t.request('/unsubscribe/newsletter?token=someone.forged')).status).toBe(404);

    // Signing up again is a new consent: pending until confirmed anew, at a new time.
    const firstConfirmed = row?.confirmedAt as Date;
    await confirmedReader('by-link@example.org');
    const again = await subscriberOf(t, 'by-link@example.org');
    expect(again?.status).toBe('confirmed');
    expect(again?.confirmedAt?.getTime()).toBeGreaterThan(firstConfirmed.getTime());
  });

  it('by one click (RFC 8058): a provider’s POST, with no Origin or with its own', async () => {
    for (const [email, headers] of [
      ['no-origin@example.org', {}],
      ['provider@example.org', { origin: 'https://mail.provider.example' }],
    ] as const) {
      const { oneClick } = await confirmedReader(email);
      const response = await t.request(oneClick, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(response.status).toBe(200);
      expect((await subscriberOf(t, email))?.status).toBe('unsubscribed');
    }
    const forged = await t.request('/api/newsletter/unsubscribe?token=someone.forged', {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(forged.status).toBe(404);
  });

  it('from the settings, which show the real state', async () => {
    expect((await register('member@example.org', false)).status).toBe(303);
    const cookie = await verifiedCookie('member@example.org');
    const settings = async () => (await t.request('/api/user/settings', { headers: { cookie } })).json();
    expect(await settings()).toMatchObject({ newsletter: false, newsletterStatus: 'none' });

    await confirmedReader('member@example.org');
    expect(await settings()).toMatchObject({ newsletter: true, newsletterStatus: 'confirmed' });

    const response = await t.request('/api/user/settings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie, origin: t.env.PUBLIC_URL },
      body: JSON.stringify({ newsletter: false }),
    });
    expect(await response.json()).toMatchObject({ newsletter: false, newsletterStatus: 'unsubscribed' });
    expect((await subscriberOf(t, 'member@example.org'))?.status).toBe('unsubscribed');
  });
});

describe('the registration’s newsletter box', () => {
  it('starts the same double opt-in, linked to the new account, and the settings say it waits', async () => {
    expect((await register('nora@example.org', true)).status).toBe(303);
    const [account] = await t.database.db.select().from(user).where(eq(user.email, 'nora@example.org'));
    expect(await subscriberOf(t, 'nora@example.org')).toMatchObject({
      status: 'pending',
      consentSource: 'registration',
      consentVersion: newsletterConsentVersion,
      userId: account?.id,
    });
    expect(confirmationsTo('nora@example.org')).toHaveLength(1);

    const cookie = await verifiedCookie('nora@example.org');
    const settings = await (await t.request('/api/user/settings', { headers: { cookie } })).json();
    expect(settings).toMatchObject({ newsletter: false, newsletterStatus: 'pending' });
  });
});
