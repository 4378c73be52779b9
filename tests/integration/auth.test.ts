import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

const origin = 'http://localhost:3000';
const password = 'correct horse battery staple';

/** The verification link from the plain-text part (quoted-printable soft breaks undone). */
function linkIn(mail: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const url = /https?:\/\/\S+verify-email\?token=[^\s"<]+/.exec(text)?.[0];
  if (!url) throw new Error(`no verification link in:\n${mail}`);
  return url.replace(origin, '');
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

async function post(t: TestApp, route: string, body: unknown, cookie = '') {
  return t.request(`/api/auth${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.org' });
});
afterAll(() => t.dispose());

describe('registration and verification', () => {
  it('sends the verification mail in the user’s language and verifies through its link', async () => {
    const signUp = await post(t, '/sign-up/email', {
      name: 'Jana',
      email: 'jana@example.org',
      password,
      locale: 'de',
      terms: true,
    });
    expect(signUp.status).toBe(200);
    expect(signUp.headers.getSetCookie()).toEqual([]);

    const [mail] = outbox(t);
    expect(mail).toContain('Subject: =?UTF-8?Q?Bitte_best=C3=A4tige');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('To: jana@example.org');

    const early = await post(t, '/sign-in/email', { email: 'jana@example.org', password });
    expect(early.status).toBe(403);
    expect((await early.json()).code).toBe('EMAIL_NOT_VERIFIED');

    const verified = await t.request(linkIn(mail as string));
    expect(verified.status).toBe(302);
    const cookie = cookieOf(verified);
    expect(cookie).toContain('itinera.session_token=');

    const sync = await t.request('/api/user/sync-email-verified/', { headers: { cookie } });
    expect(await sync.json()).toEqual({ emailVerified: true });
  });

  it('answers a sign-up for a taken address exactly like one for a new address', async () => {
    const shape = async (response: Response) => ({
      status: response.status,
      cookies: response.headers.getSetCookie(),
      keys: Object.keys((await response.json()) as object).sort(),
    });
    const fresh = await post(t, '/sign-up/email', {
      name: 'Ole',
      email: 'ole@example.org',
      password,
      locale: 'en',
      terms: true,
    });
    const taken = await post(t, '/sign-up/email', {
      name: 'Eve',
      email: 'ole@example.org',
      password,
      locale: 'en',
      terms: true,
    });
    expect(await shape(taken)).toEqual(await shape(fresh));
    expect(fresh.status).toBe(200);
  });

  it('stores passwords as argon2id hashes', async () => {
    const rows = await t.database.db.query.account.findMany();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses passwords shorter than 8 characters', async () => {
    const response = await post(t, '/sign-up/email', {
      name: 'X',
      email: 'x@example.org',
      password: 'short',
      terms: true,
    });
    expect(response.status).toBe(400);
  });
});

describe('sign-in', () => {
  it('keeps a remembered session for 90 days and a browser session otherwise, HttpOnly and SameSite=Lax', async () => {
    const remembered = await post(t, '/sign-in/email', { email: 'jana@example.org', password, rememberMe: true });
    expect(remembered.status).toBe(200);
    const long = remembered.headers.getSetCookie().find((c) => c.startsWith('itinera.session_token='));
    expect(long).toMatch(/Max-Age=7776000/);
    expect(long).toMatch(/HttpOnly/i);
    expect(long).toMatch(/SameSite=Lax/i);

    const forgetful = await post(t, '/sign-in/email', { email: 'jana@example.org', password, rememberMe: false });
    const short = forgetful.headers.getSetCookie().find((c) => c.startsWith('itinera.session_token='));
    expect(short).toBeDefined();
    expect(short).not.toMatch(/Max-Age|Expires/i);
  });

  it('renders the user menu on the server for a signed-in visitor and never caches that page', async () => {
    const signIn = await post(t, '/sign-in/email', { email: 'jana@example.org', password });
    const cookie = cookieOf(signIn);
    for (let i = 0; i < 2; i++) {
      const page = await t.request('/about', { headers: { cookie } });
      expect(page.headers.get('x-cache')).toBeNull();
      const html = await page.text();
      expect(html).toContain('Jana');
      expect(html).toContain('href="/signing-out"');
      expect(html).not.toContain('href="/register"');
    }
  });
});

describe('identity calls', () => {
  it('answer 401 without a session', async () => {
    expect((await t.request('/api/user/sync-email-verified/')).status).toBe(401);
    const admin = await t.request('/api/user/role/admin');
    expect(admin.status).toBe(401);
    expect((await admin.json()).error.code).toBe('UNAUTHORIZED');
  });

  it('GET /api/user/role/admin answers 403 for users and 200 for verified ADMIN_EMAILS', async () => {
    const user = cookieOf(await post(t, '/sign-in/email', { email: 'jana@example.org', password }));
    expect((await t.request('/api/user/role/admin', { headers: { cookie: user } })).status).toBe(403);

    await post(t, '/sign-up/email', { name: 'Boss', email: 'boss@example.org', password, terms: true });
    const mail = outbox(t).find((m) => m.includes('To: boss@example.org'));
    const admin = cookieOf(await t.request(linkIn(mail as string)));
    const response = await t.request('/api/user/role/admin', { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ admin: true });
  });
});

describe('throttling', () => {
  it('gives wrong credentials one generic answer and stops guessing after 10 tries', async () => {
    const statuses: number[] = [];
    let first: unknown;
    for (let i = 0; i < 11; i++) {
      const response = await post(t, '/sign-in/email', { email: 'nobody@example.org', password: `guess-${i}-xx` });
      statuses.push(response.status);
      if (i === 0) first = await response.json();
    }
    expect(first).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('per-account throttling', () => {
  it('limits sign-in attempts for one account even when they come from many addresses', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await proxied.request('/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': `198.51.100.${i}` },
          body: JSON.stringify({ email: 'Target@Example.org', password: `guess-${i}-xx` }),
        });
        statuses.push(response.status);
        if (i === 10) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      const other = await proxied.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': '198.51.100.99' },
        body: JSON.stringify({ email: 'someone-else@example.org', password: 'whatever-123' }),
      });
      expect(other.status).toBe(401);
    } finally {
      await proxied.dispose();
    }
  });
});
