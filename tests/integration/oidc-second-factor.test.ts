import { eq } from 'drizzle-orm';
import { type TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, session, user } from '#server/db/schema/index.ts';
import { testPassword, verifiedUser } from '#tests/setup/accounts.ts';
import { CLIENT, startOidcProvider } from '#tests/setup/oidc-provider-server.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

const PUBLIC_URL = 'http://localhost:3000';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/oauth2/callback/test`;

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider(REDIRECT_URI);
  const setting = [
    { id: 'test', name: 'Test ID', issuer: provider.issuer, clientId: CLIENT.id, clientSecret: CLIENT.secret },
  ];
  t = await createTestApp({ OIDC_PROVIDERS: JSON.stringify(setting), TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.dispose();
  await provider.stop();
});

let lastIp = 0;

/** A browser with a cookie jar per host; the site in-process, the provider over loopback. */
function browser(cookie = '') {
  const jars = new Map<string, Map<string, string>>();
  const ip = `198.51.100.${++lastIp % 250}`;
  const jarOf = (url: URL) => {
    const jar = jars.get(url.host) ?? new Map<string, string>();
    jars.set(url.host, jar);
    return jar;
  };
  for (const pair of cookie.split(';').filter(Boolean)) {
    const [name = '', ...value] = pair.trim().split('=');
    jarOf(new URL(PUBLIC_URL)).set(name, value.join('='));
  }
  const cookieFor = (url: URL) => [...jarOf(url)].map(([name, value]) => `${name}=${value}`).join('; ');

  async function send(target: string, form?: Record<string, string>) {
    const url = new URL(target, PUBLIC_URL);
    const headers: Record<string, string> = { cookie: cookieFor(url), 'x-forwarded-for': ip, 'accept-language': 'en' };
    const body = form ? new URLSearchParams(form).toString() : undefined;
    if (body) Object.assign(headers, { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL });
    const method = body ? 'POST' : 'GET';
    const response =
      url.origin === PUBLIC_URL
        ? await t.request(`${url.pathname}${url.search}`, { method, headers, body })
        : await fetch(url, { method, headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      const gone = attributes.some((a) => /^\s*max-age=0$/i.test(a)) || value.join('=') === '';
      if (gone) jarOf(url).delete(name.trim());
      else jarOf(url).set(name.trim(), value.join('='));
    }
    return { url, response };
  }

  async function go(target: string, form?: Record<string, string>) {
    let { url, response } = await send(target, form);
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 20; hops++)
      ({ url, response } = await send(new URL(response.headers.get('location') ?? '', url).href));
    return { url, response, text: await response.text() };
  }

  const signedIn = () => [...jarOf(new URL(PUBLIC_URL)).keys()].some((name) => name.endsWith('session_token'));
  return { send, go, signedIn };
}

const withProvider = (b: ReturnType<typeof browser>, relay = '') =>
  b.go('/signin', { intent: 'provider', provider: 'test', relay });

const fromHtml = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x3D;|&#61;/g, '=');

const userOf = async (email: string) => (await t.database.db.select().from(user).where(eq(user.email, email)))[0];
const sessionsOf = async (userId: string) => t.database.db.select().from(session).where(eq(session.userId, userId));
const wrongCode = (totp: TOTP) => String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, '0');

/** An account with the provider linked (by its password) and then the second factor turned on. */
async function guardedAccount(email: string) {
  const owner = browser(await verifiedUser(t, email));
  provider.state.person = { sub: `sub-${email}`, email, emailVerified: true, name: 'Guarded' };
  const linker = browser();
  await withProvider(linker);
  expect((await linker.send('/signin', { intent: 'link', password: testPassword })).response.status).toBe(303);
  const started = await owner.go('/account/second-factor', { intent: 'start', password: testPassword });
  const uri = fromHtml(/name="uri" value="([^"]+)"/.exec(started.text)?.[1] ?? '');
  const totp = URI.parse(uri) as TOTP;
  const confirmed = await owner.send('/account/second-factor', { intent: 'confirm', uri, code: totp.generate() });
  expect(confirmed.response.status).toBe(303);
  const found = await userOf(email);
  expect(found?.twoFactorEnabled).toBe(true);
  return { id: found?.id ?? '', totp };
}

describe('a provider sign-in of an account with the second factor on', () => {
  it('makes no session until the code is given, refuses a wrong code and keeps the relay', async () => {
    const { id, totp } = await guardedAccount('guarded@example.org');
    const before = (await sessionsOf(id)).length;
    const b = browser();
    const asked = await withProvider(b, '/account/setting');
    expect(asked.url.pathname).toBe('/signin/second-factor');
    expect(asked.url.searchParams.get('relay')).toBe('/account/setting');
    expect(b.signedIn()).toBe(false);
    expect(await sessionsOf(id)).toHaveLength(before);

    const target = `${asked.url.pathname}${asked.url.search}`;
    const wrong = await b.send(target, { code: wrongCode(totp) });
    expect(wrong.response.status).toBe(401);
    expect(b.signedIn()).toBe(false);
    expect(await sessionsOf(id)).toHaveLength(before);

    const right = await b.send(target, { code: totp.generate() });
    expect(right.response.status).toBe(303);
    expect(right.response.headers.get('location')).toBe('/account/setting');
    expect(b.signedIn()).toBe(true);
    expect(await sessionsOf(id)).toHaveLength(before + 1);
    expect((await b.go('/account/setting')).response.status).toBe(200);
  });

  it('sends a password link of such an account to the mailed link, linking nothing and signing nobody in', async () => {
    const { id } = await guardedAccount('guarded-link@example.org');
    await t.database.db.delete(account).where(eq(account.providerId, 'test'));
    const before = (await sessionsOf(id)).length;
    const b = browser();
    provider.state.person = {
      sub: 'sub-guarded-link',
      email: 'guarded-link@example.org',
      emailVerified: true,
      name: 'G',
    };
    const asked = await withProvider(b);
    expect(asked.text).toContain('Link Test ID to your account');
    const tried = await b.send('/signin', { intent: 'link', password: testPassword });
    expect(tried.response.status).toBe(403);
    expect(await tried.response.text()).toContain('Please link it with the mailed link instead');
    expect(b.signedIn()).toBe(false);
    expect(await sessionsOf(id)).toHaveLength(before);
    expect(await t.database.db.select().from(account).where(eq(account.providerId, 'test'))).toHaveLength(0);
  });
});
