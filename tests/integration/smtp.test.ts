import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpSink } from '#tests/setup/smtp-sink.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

const smtp = smtpSink();
const { received } = smtp;

let t: TestApp;
beforeAll(async () => {
  const smtpUrl = await smtp.start();
  t = await createTestApp({ SMTP_URL: smtpUrl, MAIL_FROM: 'Itinera <hello@itinera.test>' });
});
afterAll(async () => {
  await t.dispose();
  await smtp.stop();
});

describe('mail over SMTP', () => {
  it('delivers the verification mail with its link to the SMTP server, in English by default', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ name: 'Sam', email: 'sam@example.org', password: 'a long enough password', terms: true }),
    });
    expect(response.status).toBe(200);
    await expect.poll(() => received.length).toBe(1);
    const [mail] = received;
    expect(mail?.to).toEqual(['sam@example.org']);
    expect(mail?.data).toContain('From: Itinera <hello@itinera.test>');
    expect(mail?.data).toContain('Subject: Please confirm your e-mail address for Itinera');
    expect(mail?.data.replace(/=\r?\n/g, '')).toMatch(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });
});
