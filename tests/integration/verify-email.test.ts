import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

const origin = 'http://localhost:3000';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

function lastLink(): string {
  const dir = path.join(t.env.DATA_DIR, 'outbox');
  const mail = readFileSync(path.join(dir, readdirSync(dir).sort().at(-1) as string), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  return (/https?:\/\/\S+verify-email\?token=[^\s"<]+/.exec(mail)?.[0] ?? '').replace(origin, '');
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
  body: new URLSearchParams(fields).toString(),
});

describe('/verify-email', () => {
  it('explains what to do to a signed-out visitor, in both languages', async () => {
    expect(await (await t.request('/verify-email')).text()).toContain('Confirm your e-mail address');
    expect(await (await t.request('/de/verify-email')).text()).toContain('Bestätige deine E-Mail-Adresse');
  });

  it('reports a failed link', async () => {
    const html = await (await t.request('/verify-email?error=INVALID_TOKEN')).text();
    expect(html).toContain('Your email address has not been verified');
    const broken = await t.request('/api/auth/verify-email?token=nonsense&callbackURL=%2Fde%2Fverify-email');
    expect(broken.status).toBe(302);
    const landing = await (await t.request(broken.headers.get('location') as string)).text();
    expect(landing).toContain('Deine E-Mail-Adresse wurde nicht bestätigt');
  });

  it('shows the verified state after the mailed link, signed in, and the sync call agrees', async () => {
    await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        name: 'Lea',
        email: 'lea@example.org',
        password: 'a long enough password',
        terms: true,
        locale: 'de',
        callbackURL: '/de/verify-email',
      }),
    });
    const verified = await t.request(lastLink());
    expect(verified.headers.get('location')).toBe('/de/verify-email');
    const cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const html = await (await t.request('/de/verify-email', { headers: { cookie } })).text();
    expect(html).toContain('Super! Deine E-Mail-Adresse wurde bestätigt!');
    const sync = await t.request('/api/user/sync-email-verified/', { headers: { cookie } });
    expect(await sync.json()).toEqual({ emailVerified: true });
  });

  it('resends without telling whether the address exists, names a bad field, and throttles', async () => {
    const bad = await t.request('/verify-email', form({ email: 'not-an-address' }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('The E-mail address field must be a valid email');

    const answers: string[] = [];
    for (const email of [
      'nobody@example.org',
      'lea@example.org',
      'x1@example.org',
      'x2@example.org',
      'x3@example.org',
    ]) {
      const response = await t.request('/verify-email', form({ email }));
      expect(response.status).toBe(200);
      answers.push(await response.text());
    }
    for (const html of answers) expect(html).toContain('a new link is on its way');
    const throttled = await t.request('/de/verify-email', form({ email: 'x4@example.org' }));
    expect(throttled.status).toBe(429);
    expect(await throttled.text()).toMatch(/Zu viele Versuche. Bitte versuche es in \d+ Minuten? noch einmal./);
  });
});
