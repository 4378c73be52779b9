import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactThrottles } from '#server/features/contact/contact.service.ts';
import { signedCaptcha, solvedCaptcha } from '#tests/setup/captcha.ts';
import { type ReceivedMail, smtpSink } from '#tests/setup/smtp-sink.ts';
import { createTestApp, postForm, type TestApp } from '#tests/setup/test-app.ts';

const smtp = smtpSink();
const { received } = smtp;

const operator = 'team@itinera.test';

let t: TestApp;
beforeAll(async () => {
  const smtpUrl = await smtp.start();
  t = await createTestApp({
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Itinera <hello@itinera.test>',
    OPERATOR_EMAIL: operator,
    // Each test writes from an address of its own (X-Forwarded-For), as separate visitors would.
    TRUST_PROXY: 'true',
  });
});
afterAll(async () => {
  await t.dispose();
  await smtp.stop();
});
beforeEach(() => {
  received.length = 0;
});

/** The mail's text as a reader sees it: quoted-printable undone, UTF-8 read. */
function readable(mail: ReceivedMail | undefined): string {
  const bytes = (mail?.data ?? '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const mailTo = (address: string) => received.find((mail) => mail.to.includes(address));

let visitors = 0;
const newVisitor = () => `198.51.100.${++visitors}`;

const message = (overrides: Record<string, string> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  topic: 'advertising',
  message: 'We would like to show our hiking boots to your readers. Marker-7f3a9.',
  altcha: '',
  email_address_check: '',
  ...overrides,
});

function send(body: Record<string, string>, { from = newVisitor(), language = 'en' } = {}) {
  return t.request('/api/contact', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: t.env.PUBLIC_URL,
      'x-forwarded-for': from,
      'accept-language': language,
    },
    body: JSON.stringify(body),
  });
}

describe('POST /api/contact', () => {
  it('mails the operator with Reply-To the sender and the topic, and acknowledges without the message', async () => {
    const response = await send(message({ altcha: await solvedCaptcha(t) }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(received.map((mail) => mail.to)).toEqual([[operator], ['ada@example.org']]);

    const toOperator = readable(mailTo(operator));
    expect(toOperator).toMatch(/^Reply-To: "?Ada Lovelace"? <ada@example\.org>$/m);
    expect(toOperator).toMatch(/^Subject: Contact form: Advertising and partnerships, from Ada Lovelace$/m);
    expect(toOperator).toContain('We would like to show our hiking boots to your readers. Marker-7f3a9.');

    const receipt = readable(mailTo('ada@example.org'));
    expect(receipt).toMatch(/^Subject: We have received your message$/m);
    expect(receipt).toContain('about “Advertising and partnerships”');
    expect(receipt).not.toContain('Marker-7f3a9');
    expect(receipt).not.toContain('hiking boots');
    expect(receipt).not.toContain('Lovelace');
    expect(receipt).not.toMatch(/^Reply-To:/m);
  });

  it('acknowledges in the caller’s language', async () => {
    const response = await send(message({ topic: 'privacy', altcha: await signedCaptcha(t) }), { language: 'de' });
    expect(response.status).toBe(200);
    const receipt = readable(mailTo('ada@example.org'));
    expect(receipt).toMatch(/^Subject: Wir haben deine Nachricht erhalten$/m);
    expect(receipt).toContain('zum Thema „Datenschutz und deine Daten“');
    expect(receipt).not.toContain('Marker-7f3a9');
    expect(readable(mailTo(operator))).toMatch(
      /^Subject: Kontaktformular: Datenschutz und deine Daten, von Ada Lovelace$/m,
    );
  });

  it('sends nothing for a captcha that fails or is used a second time', async () => {
    const captcha = await signedCaptcha(t);
    expect((await send(message({ altcha: captcha }))).status).toBe(200);
    received.length = 0;

    for (const altcha of [captcha, Buffer.from('{"challenge":{},"solution":{}}').toString('base64')]) {
      const response = await send(message({ altcha }));
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.fields).toEqual([
        { field: 'altcha', message: expect.stringContaining('The security check did not work out') },
      ]);
    }
    expect(received).toEqual([]);
  });

  it('answers a filled honeypot like a success and sends nothing', async () => {
    const response = await send(message({ altcha: await signedCaptcha(t), email_address_check: 'bot@example.org' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(received).toEqual([]);
  });

  it('names every refused field, in English and in German', async () => {
    const bad = message({ name: '', email: 'not an address', topic: 'spam', message: 'Hi', altcha: '' });
    const english = await (await send(bad)).json();
    expect(english.error.fields).toEqual([
      { field: 'name', message: 'The Name field is required' },
      { field: 'email', message: 'The E-mail address field must be a valid email' },
      { field: 'topic', message: 'The Topic field is not valid' },
      { field: 'message', message: 'The Message field must be at least 10 characters' },
      { field: 'altcha', message: 'The Security check field is required' },
    ]);
    const german = await (await send(bad, { language: 'de' })).json();
    expect(german.error.fields.map((field: { message: string }) => field.message)).toEqual([
      'Name ist ein Pflichtfeld',
      expect.stringContaining('E-Mail-Adresse'),
      expect.stringContaining('Thema'),
      'Nachricht muss mindestens 10 Zeichen lang sein',
      'Sicherheitsprüfung ist ein Pflichtfeld',
    ]);
    expect(received).toEqual([]);
  });

  it('limits how often one network address may write, failed attempts included', async () => {
    const from = newVisitor();
    for (let attempt = 0; attempt < contactThrottles.address.max; attempt++)
      expect((await send(message({ altcha: 'not solved' }), { from })).status).toBe(400);
    const response = await send(message({ altcha: await signedCaptcha(t) }), { from });
    expect(response.status).toBe(429);
    expect((await response.json()).error.message).toMatch(/Too many attempts/);
    expect(received).toEqual([]);
  });

  it('limits how often one sender address gets mail, from any network address', async () => {
    const sender = 'often@example.org';
    for (let sent = 0; sent < contactThrottles.sender.max; sent++)
      expect((await send(message({ email: sender, altcha: await signedCaptcha(t) }))).status).toBe(200);
    received.length = 0;
    const response = await send(message({ email: sender.toUpperCase(), altcha: await signedCaptcha(t) }));
    expect(response.status).toBe(429);
    expect(received).toEqual([]);
  });
});

describe('the form on /contact', () => {
  it('chooses the topic a link asks for', async () => {
    const html = await (await t.request('/contact?topic=advertising')).text();
    expect(html).toMatch(/<option value="advertising" selected="">/);
    expect(html).toContain('mailto:team@itinera.test');
  });

  it('keeps what was typed when a field is refused, and names it', async () => {
    const response = await postForm(t, '/contact', '', message({ email: 'ada at example', topic: 'press' }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('value="Ada Lovelace"');
    expect(html).toContain('value="ada at example"');
    expect(html).toMatch(/<option value="press" selected="">/);
    expect(html).toContain('We would like to show our hiking boots to your readers. Marker-7f3a9.</textarea>');
    expect(html).toContain('The E-mail address field must be a valid email');
    expect(received).toEqual([]);
  });

  it('keeps what was typed when the captcha fails', async () => {
    const response = await postForm(t, '/de/contact', '', message({ altcha: 'not solved' }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Die Sicherheitsprüfung hat nicht geklappt');
    expect(html).toContain('Marker-7f3a9.</textarea>');
    expect(received).toEqual([]);
  });

  it('sends from the German page: confirmation on the page, acknowledgement in German', async () => {
    const response = await postForm(t, '/de/contact', '', message({ topic: 'press', altcha: await signedCaptcha(t) }));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Danke, deine Nachricht ist verschickt');
    expect(html).not.toContain('Marker-7f3a9');
    expect(readable(mailTo(operator))).toContain('Marker-7f3a9');
    expect(readable(mailTo('ada@example.org'))).toMatch(/^Subject: Wir haben deine Nachricht erhalten$/m);
  });
});
