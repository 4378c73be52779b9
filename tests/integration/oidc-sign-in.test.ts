import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, session, user } from '#server/db/schema/index.ts';
import { outbox, testPassword, unfold, verifiedUser } from '#tests/setup/accounts.ts';
import { expectConsoleError } from '#tests/setup/guards.ts';
import { CLIENT, type ProviderPerson, startOidcProvider } from '#tests/setup/oidc-provider-server.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

const PUBLIC_URL = 'http://localhost:3000';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/oauth2/callback/test`;

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let t: TestApp;

const providersSetting = (issuer: string) =>
  JSON.stringify([{ id: 'test', name: 'Test ID', issuer, clientId: CLIENT.id, clientSecret: CLIENT.secret }]);

beforeAll(async () => {
  provider = await startOidcProvider(REDIRECT_URI);
  t = await createTestApp({ OIDC_PROVIDERS: providersSetting(provider.issuer), TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.dispose();
  await provider.stop();
});

let lastIp = 0;

/**
 * A browser: one cookie jar per host, redirects followed by hand. Requests to the site go to the
 * app in-process, requests to the provider over loopback.
 */
function browser(site: TestApp) {
  const jars = new Map<string, Map<string, string>>();
  const ip = `203.0.113.${++lastIp % 250}`;
  const jarOf = (url: URL) => {
    const jar = jars.get(url.host) ?? new Map<string, string>();
    jars.set(url.host, jar);
    return jar;
  };
  const keep = (url: URL, response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      const gone = attributes.some((a) => /^\s*max-age=0$/i.test(a)) || value.join('=') === '';
      if (gone) jarOf(url).delete(name.trim());
      else jarOf(url).set(name.trim(), value.join('='));
    }
  };
  const cookieFor = (url: URL) => [...jarOf(url)].map(([name, value]) => `${name}=${value}`).join('; ');

  async function send(target: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const url = new URL(target, PUBLIC_URL);
    const headers: Record<string, string> = { cookie: cookieFor(url), 'x-forwarded-for': ip, 'accept-language': 'en' };
    const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
    if (body) Object.assign(headers, { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL });
    const method = init.method ?? (body ? 'POST' : 'GET');
    const response =
      url.origin === PUBLIC_URL
        ? await site.request(`${url.pathname}${url.search}`, { method, headers, body })
        : await fetch(url, { method, headers, body, redirect: 'manual' });
    keep(url, response);
    return { url, response };
  }

  /** Sends, then follows every redirect; the last answer and where it came from. */
  async function go(target: string, init: { method?: string; form?: Record<string, string> } = {}) {
    let { url, response } = await send(target, init);
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 20; hops++) {
      const next = new URL(response.headers.get('location') ?? '', url);
      ({ url, response } = await send(next.href));
    }
    return { url, response, text: await response.text() };
  }

  return { send, go, cookieFor, jarOf };
}

const signInWithProvider = (b: ReturnType<typeof browser>, relay = '') =>
  b.go('/signin', { form: { intent: 'provider', provider: 'test', relay } });

const person = (email: string, emailVerified = true): ProviderPerson => ({
  sub: `sub-${email}`,
  email,
  emailVerified,
  name: email.split('@')[0] ?? email,
});

const userOf = async (email: string) => (await t.database.db.select().from(user).where(eq(user.email, email)))[0];
const providerAccounts = async (userId: string) =>
  t.database.db
    .select()
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'test')));

describe('signing in through an OpenID provider', () => {
  it('shows one button per provider on the sign-in and register pages, in both languages', async () => {
    for (const [path, label] of [
      ['/signin', 'Continue with Test ID'],
      ['/register', 'Continue with Test ID'],
      ['/de/signin', 'Weiter mit Test ID'],
      ['/de/register', 'Weiter mit Test ID'],
    ] as const) {
      const html = await (await t.request(path)).text();
      expect(html.includes(label), path).toBe(true);
      expect(/<button[^>]*value="test"[^>]*name="provider"/.test(html), path).toBe(true);
    }
  });

  it('makes a new account only after the terms on /register/almost-complete, signed in with a verified address', async () => {
    const b = browser(t);
    provider.state.person = person('newcomer@example.org');
    const arrived = await signInWithProvider(b);
    expect(arrived.url.pathname).toBe('/register/almost-complete');
    expect(arrived.text).toContain('Test ID has told us your e-mail address');
    expect(await userOf('newcomer@example.org')).toBeUndefined();

    const refused = await b.go('/register/almost-complete', { form: { intent: 'provider-terms' } });
    expect(refused.response.status).toBe(400);
    expect(refused.text).toContain('Please accept the terms of use');
    expect(await userOf('newcomer@example.org')).toBeUndefined();

    const done = await b.send('/register/almost-complete', { form: { intent: 'provider-terms', terms: 'on' } });
    expect(done.response.status).toBe(303);
    expect(done.response.headers.get('location')).toBe('/');
    const created = await userOf('newcomer@example.org');
    expect(created?.emailVerified).toBe(true);
    expect(created?.termsAcceptedAt).toBeInstanceOf(Date);
    const [linked] = await providerAccounts(created?.id ?? '');
    expect(linked?.accountId).toBe('sub-newcomer@example.org');
    expect(linked?.accessToken ?? null).toBeNull();
    expect(linked?.idToken ?? null).toBeNull();
    expect((await b.go('/account/setting')).url.pathname).toBe('/account/setting');
    // A new account's first way in is no news.
    expect(outbox(t).some((mail) => mail.includes('To: newcomer@example.org'))).toBe(false);

    // The next time, the provider signs in at once, and the relay is kept.
    const again = browser(t);
    const back = await signInWithProvider(again, '/account/setting');
    expect(back.url.pathname).toBe('/account/setting');
    expect(back.response.status).toBe(200);
    expect(back.text).toContain('Sign-in providers');
  });

  it('refuses a blocked member coming back from the provider, as at the password', async () => {
    const b = browser(t);
    provider.state.person = person('blocked@example.org');
    await signInWithProvider(b);
    await b.send('/register/almost-complete', { form: { intent: 'provider-terms', terms: 'on' } });
    await t.database.db.update(user).set({ blockedAt: new Date() }).where(eq(user.email, 'blocked@example.org'));
    const refused = await signInWithProvider(browser(t), '/account/setting');
    expect(refused.url.pathname).toBe('/signin');
    expect(refused.url.searchParams.get('error')).toBe('ACCOUNT_BLOCKED');
    expect(refused.text).toContain('An admin has blocked this account.');
  });

  it('sends the usual verification mail when the provider has not verified the address', async () => {
    const b = browser(t);
    provider.state.person = person('unconfirmed@example.org', false);
    const arrived = await signInWithProvider(b);
    expect(arrived.text).toContain('has not confirmed this address');
    const done = await b.go('/register/almost-complete', { form: { intent: 'provider-terms', terms: 'on' } });
    expect(done.url.pathname).toBe('/register/almost-complete');
    expect(done.url.searchParams.get('email')).toBe('unconfirmed@example.org');
    expect((await userOf('unconfirmed@example.org'))?.emailVerified).toBe(false);
    expect(outbox(t).some((mail) => mail.includes('To: unconfirmed@example.org'))).toBe(true);
  });

  it('links an existing account only with its password, then signs in through the provider', async () => {
    await verifiedUser(t, 'linker@example.org');
    const owner = await userOf('linker@example.org');
    const b = browser(t);
    provider.state.person = person('linker@example.org');
    const asked = await signInWithProvider(b);
    expect(asked.url.pathname).toBe('/signin');
    expect(asked.text).toContain('Link Test ID to your account');
    expect(await providerAccounts(owner?.id ?? '')).toHaveLength(0);

    const wrong = await b.send('/signin', { form: { intent: 'link', password: 'not the password at all' } });
    expect(wrong.response.status).toBe(401);
    expect(await providerAccounts(owner?.id ?? '')).toHaveLength(0);

    const right = await b.send('/signin', { form: { intent: 'link', password: testPassword } });
    expect(right.response.status).toBe(303);
    expect(await providerAccounts(owner?.id ?? '')).toHaveLength(1);
    // The owner is told of the new way in, with the way back if it was not them.
    const notice = unfold(outbox(t).findLast((text) => text.includes('To: linker@example.org')) ?? '');
    expect(notice).toContain('A new way to sign in to your Itinera account');
    expect(notice).toContain('Signing in with Test ID can now sign you in');
    expect(notice).toContain('http://localhost:3000/recover');

    const again = await signInWithProvider(browser(t), '/account/setting');
    expect(again.url.pathname).toBe('/account/setting');
  });

  it('links with a mailed link instead of the password, once the button behind the link is pressed', async () => {
    await verifiedUser(t, 'mailed@example.org');
    const owner = await userOf('mailed@example.org');
    const b = browser(t);
    provider.state.person = person('mailed@example.org');
    await signInWithProvider(b);
    const sent = await b.go('/signin', { form: { intent: 'link-mail' } });
    expect(sent.text).toContain('We have sent a link to mailed@example.org');
    const mail = outbox(t).findLast((text) => text.includes('To: mailed@example.org'));
    expect(mail).toContain('Link Test ID to your Itinera account?');
    const link = /http:\/\/localhost:3000(\/signin\?link=[\w-]+)/.exec(unfold(mail ?? ''))?.[1] ?? '';

    // Opening it (as a mail scanner would) links nothing; its button does.
    const opened = browser(t);
    const page = await opened.go(link);
    expect(page.text).toContain('Link Test ID to your account?');
    expect(await providerAccounts(owner?.id ?? '')).toHaveLength(0);
    const token = new URL(link, PUBLIC_URL).searchParams.get('link') ?? '';
    const confirmed = await opened.go(link, { form: { intent: 'link-confirm', token } });
    expect(confirmed.text).toContain('Test ID is linked to your account');
    expect(await providerAccounts(owner?.id ?? '')).toHaveLength(1);
    const again = await opened.go(link, { form: { intent: 'link-confirm', token } });
    expect(again.response.status).toBe(400);
  });

  it('lists linked providers in the data export without any token, and deleting the account removes them', async () => {
    await verifiedUser(t, 'leaver@example.org');
    const owner = await userOf('leaver@example.org');
    const b = browser(t);
    provider.state.person = person('leaver@example.org');
    await signInWithProvider(b);
    await b.send('/signin', { form: { intent: 'link', password: testPassword } });
    const cookie = b.cookieFor(new URL(PUBLIC_URL));
    const exported = await (await t.request('/api/user/settings/export', { headers: { cookie } })).text();
    expect(
      JSON.parse(exported)
        .logins.map((login: { provider: string }) => login.provider)
        .sort(),
    ).toEqual(['credential', 'test']);
    expect(exported).not.toMatch(/accessToken|refreshToken|idToken|sub-leaver/);
    const deleted = await t.request('/api/user', {
      method: 'DELETE',
      headers: { cookie, origin: PUBLIC_URL, 'content-type': 'application/json' },
      body: JSON.stringify({ password: testPassword, confirm: true }),
    });
    expect(deleted.status).toBe(200);
    expect(await providerAccounts(owner?.id ?? '')).toHaveLength(0);
  });

  it('deletes an account without a password only right after a sign-in through its provider', async () => {
    const b = browser(t);
    provider.state.person = person('provider-only@example.org');
    await signInWithProvider(b);
    await b.send('/register/almost-complete', { form: { intent: 'provider-terms', terms: 'on' } });
    const member = await userOf('provider-only@example.org');
    const cookie = b.cookieFor(new URL(PUBLIC_URL));
    const remove = (language: string) =>
      t.request(`/api/user?language=${language}`, {
        method: 'DELETE',
        headers: { cookie, origin: PUBLIC_URL, 'content-type': 'application/json' },
        body: JSON.stringify({ confirm: true }),
      });
    const page = await b.go('/account/setting');
    expect(page.text).toContain('Your account has no password: you can delete it within 15 minutes');
    expect(page.text).not.toContain('id="delete-password"');

    // A session from 20 minutes ago, left open, is not enough.
    const earlier = new Date(Date.now() - 20 * 60 * 1000);
    await t.database.db
      .update(session)
      .set({ createdAt: earlier })
      .where(eq(session.userId, member?.id ?? ''));
    const stale = await remove('de');
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toMatch(/^Dein Konto hat kein Passwort\. Melde dich deshalb zuerst/);
    expect(await userOf('provider-only@example.org')).toBeDefined();

    await t.database.db
      .update(session)
      .set({ createdAt: new Date() })
      .where(eq(session.userId, member?.id ?? ''));
    expect((await remove('en')).status).toBe(200);
    expect(await userOf('provider-only@example.org')).toBeUndefined();
    expect(await providerAccounts(member?.id ?? '')).toHaveLength(0);
  });

  it('asks an account with a password for it before deleting, by name', async () => {
    const cookie = await verifiedUser(t, 'keeps-password@example.org');
    const refused = await t.request('/api/user', {
      method: 'DELETE',
      headers: { cookie, origin: PUBLIC_URL, 'content-type': 'application/json' },
      body: JSON.stringify({ confirm: true }),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual([
      { field: 'password', message: 'The Password field is required' },
    ]);
    expect(await userOf('keeps-password@example.org')).toBeDefined();
  });

  it('holds the password proof to the sign-in lockout', async () => {
    await verifiedUser(t, 'guessed@example.org');
    provider.state.person = person('guessed@example.org');
    for (let attempt = 0; attempt < 10; attempt++) {
      const guesser = browser(t);
      await signInWithProvider(guesser);
      await guesser.send('/signin', { form: { intent: 'link', password: `wrong guess number ${attempt}` } });
    }
    const owner = browser(t);
    await signInWithProvider(owner);
    const held = await owner.send('/signin', { form: { intent: 'link', password: testPassword } });
    expect(held.response.status).toBe(429);
    expect(await held.response.text()).toContain('Too many failed sign-ins for this account');
    expect(await providerAccounts((await userOf('guessed@example.org'))?.id ?? '')).toHaveLength(0);
  });

  it('refuses to link an account when the provider has not verified the address', async () => {
    // better-auth logs the refusal.
    expectConsoleError();
    await verifiedUser(t, 'cautious@example.org');
    const owner = await userOf('cautious@example.org');
    provider.state.person = person('cautious@example.org', false);
    const refused = await signInWithProvider(browser(t));
    expect(refused.url.pathname).toBe('/signin');
    expect(refused.url.searchParams.get('error')).toBe('account_not_linked');
    expect(refused.text).toContain('only when the provider has confirmed the address');
    expect(await providerAccounts(owner?.id ?? '')).toHaveLength(0);
  });

  it('removes a linked provider while another way in remains, and never the last one', async () => {
    const withPassword = browser(t);
    provider.state.person = person('unlinker@example.org');
    await verifiedUser(t, 'unlinker@example.org');
    await signInWithProvider(withPassword);
    await withPassword.send('/signin', { form: { intent: 'link', password: testPassword } });
    const owner = await userOf('unlinker@example.org');
    expect(await providerAccounts(owner?.id ?? '')).toHaveLength(1);
    const removed = await withPassword.send('/account/setting', {
      form: { intent: 'unlinkProvider', provider: 'test' },
    });
    expect(removed.response.status).toBe(303);
    expect(await providerAccounts(owner?.id ?? '')).toHaveLength(0);

    const onlyProvider = browser(t);
    provider.state.person = person('only-provider@example.org');
    await signInWithProvider(onlyProvider);
    await onlyProvider.send('/register/almost-complete', { form: { intent: 'provider-terms', terms: 'on' } });
    const kept = await onlyProvider.send('/account/setting', { form: { intent: 'unlinkProvider', provider: 'test' } });
    expect(kept.response.status).toBe(409);
    expect(await kept.response.text()).toContain('This is your only way to sign in');
    expect(await providerAccounts((await userOf('only-provider@example.org'))?.id ?? '')).toHaveLength(1);
  });

  it('refuses a forged state, and one from another browser, creating nothing', async () => {
    // better-auth logs each refused state.
    expectConsoleError();
    provider.state.person = person('forger@example.org');
    const b = browser(t);
    const started = await b.send('/signin', { form: { intent: 'provider', provider: 'test' } });
    const authorize = new URL(started.response.headers.get('location') ?? '');
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);

    // Walk to the provider's answer without opening it, then change its state.
    let step = await b.send(authorize.href);
    while (!step.response.headers.get('location')?.startsWith(REDIRECT_URI))
      step = await b.send(new URL(step.response.headers.get('location') ?? '', step.url).href);
    const answer = new URL(step.response.headers.get('location') ?? '');
    const forged = new URL(answer);
    forged.searchParams.set('state', 'forged-state-value');
    const refused = await b.go(forged.href);
    expect(refused.url.pathname).toBe('/signin');
    expect(refused.text).toContain('Signing in with the provider did not work out');

    const elsewhere = await browser(t).go(answer.href);
    expect(elsewhere.url.pathname).toBe('/signin');
    expect(elsewhere.text).toContain('Signing in with the provider did not work out');
    expect(await userOf('forger@example.org')).toBeUndefined();
  });

  it('answers malformed calls of its endpoints with a refusal or a redirect, never a failure', async () => {
    // better-auth logs each refused callback.
    expectConsoleError();
    const people = (await t.database.db.select().from(user)).length;
    const post = (path: string, body: unknown) =>
      t.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PUBLIC_URL, 'x-forwarded-for': '198.18.0.1' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const start = { provider: 'test', callbackURL: '/', errorCallbackURL: '/signin', disableRedirect: true };
    const idToken = await post('/api/auth/sign-in/social', { ...start, idToken: { token: 'a.b.c' } });
    expect(idToken.status).toBe(400);
    for (const body of [
      {},
      '[]',
      'not json',
      { ...start, provider: 'unknown' },
      { ...start, callbackURL: 'https://elsewhere.example/' },
      { ...start, errorCallbackURL: '//elsewhere.example/' },
    ]) {
      const answer = await post('/api/auth/sign-in/social', body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const body of [{}, { terms: true, locale: 'en', callbackURL: '/' }, { terms: 'yes' }]) {
      const answer = await post('/api/auth/oauth2/complete-sign-up', body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const query of ['', '?code=x', '?state=x', '?code=x&state=y', '?error=access_denied&state=z']) {
      for (const id of ['test', 'unknown']) {
        const answer = await t.request(`/api/auth/oauth2/callback/${id}${query}`);
        expect(answer.status, `${id}${query}`).toBe(302);
        expect(new URL(answer.headers.get('location') ?? '', PUBLIC_URL).pathname).toBe('/signin');
      }
    }
    expect(await t.database.db.select().from(user)).toHaveLength(people);
  });

  it('says clearly when the provider is down, in the page language, and creates nothing', async () => {
    // better-auth logs each failed discovery.
    expectConsoleError();
    const gone = await startOidcProvider(REDIRECT_URI);
    await gone.stop();
    const down = await createTestApp({ OIDC_PROVIDERS: providersSetting(gone.issuer) });
    try {
      for (const [path, text] of [
        ['/signin', 'We could not reach Test ID just now'],
        ['/de/signin', 'Test ID ist gerade nicht erreichbar'],
      ] as const) {
        const answer = await browser(down).go(path, { form: { intent: 'provider', provider: 'test' } });
        expect(answer.response.status).toBe(503);
        expect(answer.text).toContain(text);
      }
      expect(await down.database.db.select().from(user)).toHaveLength(0);
    } finally {
      await down.dispose();
    }
  });
});
