import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

/** A real SMTP server on loopback: the app talks to it exactly as to a production relay. */
const received: { to: string[]; data: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => {
      data += chunk.toString('utf8');
    });
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Itinera <hello@itinera.test>' });
});
afterAll(async () => {
  await t.dispose();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
