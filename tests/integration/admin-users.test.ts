import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, user } from '#server/db/schema/index.ts';
import { cookieOf, linkIn, outbox, testPassword, verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, postForm, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let boss = '';
let ana = '';
let ben = '';
const ids: Record<string, string> = {};

const call = (method: string, path: string, cookie: string, body?: unknown, language = 'en') =>
  t.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': language, ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const signIn = (email: string, password = testPassword) =>
  t.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.env.PUBLIC_URL },
    body: JSON.stringify({ email, password }),
  });

const actions = async () =>
  (await t.database.db.select().from(auditLog).orderBy(auditLog.createdAt)).map((row) => [row.action, row.targetLabel]);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', ADMIN_EMAILS: 'boss@example.org' });
  boss = await verifiedUser(t, 'boss@example.org', 'Boss');
  ana = await verifiedUser(t, 'ana@example.org', 'Ana Lima');
  ben = await verifiedUser(t, 'ben@example.org', 'Ben');
  for (const row of await t.database.db.select({ id: user.id, email: user.email }).from(user)) {
    ids[row.email.split('@')[0] ?? ''] = row.id;
  }
});
afterAll(() => t.dispose());

describe('admin: users', () => {
  it('are for admins only', async () => {
    expect((await call('GET', '/admin/users', '')).status).toBe(401);
    expect((await call('GET', '/admin/users', ana)).status).toBe(403);
    expect((await call('PUT', `/admin/users/${ids.ben}/role`, ana, { role: 'admin' })).status).toBe(403);
    expect((await call('PUT', `/admin/users/${ids.ben}/block`, ana, { reason: 'x' })).status).toBe(403);
    expect((await call('DELETE', `/admin/users/${ids.ben}/block`, ana)).status).toBe(403);
    const page = await t.request('/admin/users', { headers: { cookie: ana }, redirect: 'manual' });
    expect(page.headers.get('location')).toBe('/not-found');
    // An operator's address counts only once it is verified.
    await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.email, 'boss@example.org'));
    expect((await call('GET', '/admin/users', boss)).status).toBe(403);
    expect((await call('PUT', `/admin/users/${ids.ben}/role`, boss, { role: 'admin' })).status).toBe(403);
    expect((await call('PUT', `/admin/users/${ids.ben}/block`, boss, { reason: 'x' })).status).toBe(403);
    expect((await call('DELETE', `/admin/users/${ids.ben}/block`, boss)).status).toBe(403);
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, 'boss@example.org'));
    expect((await call('GET', '/admin/users', boss)).status).toBe(200);
  });

  it('are found by name, address or alias, newest first', async () => {
    const all = await (await call('GET', '/admin/users', boss)).json();
    expect(all.docs.map((row: { name: string }) => row.name)).toEqual(['Ben', 'Ana Lima', 'Boss']);
    expect(all.docs[2]).toMatchObject({ role: 'user', operatorAdmin: true, blocked: null, trips: 0 });
    const byName = await (await call('GET', '/admin/users?q=lima', boss)).json();
    expect(byName.docs.map((row: { _id: string }) => row._id)).toEqual([ids.ana]);
    const byAddress = await (await call('GET', '/admin/users?q=BEN%40EXAMPLE', boss)).json();
    expect(byAddress.docs.map((row: { _id: string }) => row._id)).toEqual([ids.ben]);
    expect((await (await call('GET', '/admin/users?q=%25', boss)).json()).docs).toEqual([]);
  });

  it('are found by profile alias too, 25 to a page', async () => {
    expect((await call('PUT', '/user/profile/edit', ana, { alias: 'sunny-roads' })).status).toBe(200);
    const byAlias = await (await call('GET', '/admin/users?q=SUNNY-R', boss)).json();
    expect(byAlias.docs).toMatchObject([{ _id: ids.ana, alias: 'sunny-roads', name: 'Ana Lima' }]);
    const long = new Date('2020-01-01T00:00:00Z').getTime();
    await t.database.db.insert(user).values(
      Array.from({ length: 25 }, (_, n) => ({
        id: `early-${n}`,
        name: `Early bird ${n}`,
        email: `early-${n}@example.org`,
        createdAt: new Date(long + n * 60_000),
      })),
    );
    const first = await (await call('GET', '/admin/users', boss)).json();
    expect(first.docs).toHaveLength(25);
    expect(first.docs.slice(0, 4).map((row: { name: string }) => row.name)).toEqual([
      'Ben',
      'Ana Lima',
      'Boss',
      'Early bird 24',
    ]);
    expect(first.paginator).toMatchObject({ page: 1, totalPages: 2 });
    const second = await (await call('GET', '/admin/users?page=2', boss)).json();
    expect(second.docs.map((row: { name: string }) => row.name)).toEqual([
      'Early bird 2',
      'Early bird 1',
      'Early bird 0',
    ]);
    const searched = await (await call('GET', '/admin/users?q=early-1&page=1', boss)).json();
    expect(searched.docs.map((row: { _id: string }) => row._id)).toEqual([
      ...Array.from({ length: 10 }, (_, n) => `early-${19 - n}`),
      'early-1',
    ]);
  });

  it('are made admins and back; nobody changes their own role or an operator’s admin', async () => {
    expect((await call('GET', '/user/role/admin', ana)).status).toBe(403);
    expect((await call('PUT', `/admin/users/${ids.ana}/role`, boss, { role: 'admin' })).status).toBe(200);
    expect((await call('GET', '/user/role/admin', ana)).status).toBe(200);
    expect((await call('PUT', `/admin/users/${ids.boss}/role`, ana, { role: 'user' })).status).toBe(403);
    expect((await call('PUT', `/admin/users/${ids.ana}/role`, ana, { role: 'user' })).status).toBe(403);
    expect((await call('PUT', `/admin/users/${ids.ana}/block`, boss, { reason: 'Spam' })).status).toBe(403);
    expect((await call('PUT', `/admin/users/${ids.ana}/role`, boss, { role: 'user' })).status).toBe(200);
    expect((await call('GET', '/user/role/admin', ana)).status).toBe(403);
    expect((await call('PUT', '/admin/users/nobody/role', boss, { role: 'admin' })).status).toBe(404);
  });

  it('refuse to block without a reason, naming the field in the admin’s language', async () => {
    const refused = await call('PUT', `/admin/users/${ids.ben}/block`, boss, { reason: '  ' }, 'de');
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual([{ field: 'reason', message: 'Grund ist ein Pflichtfeld' }]);
  });

  it('sign a blocked member out everywhere and refuse their sign-in with the reason, until unblocked', async () => {
    expect((await call('GET', '/user/settings', ben)).status).toBe(200);
    expect((await call('PUT', `/admin/users/${ids.ben}/block`, boss, { reason: 'Spam in comments.' })).status).toBe(
      200,
    );
    expect((await call('GET', '/user/settings', ben)).status).toBe(401);
    expect((await call('PUT', `/admin/users/${ids.ben}/role`, boss, { role: 'admin' })).status).toBe(403);
    expect((await signIn('ben@example.org', 'not the password at all')).status).toBe(401);
    const refused = await signIn('ben@example.org');
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('ACCOUNT_BLOCKED');
    const page = await postForm(t, '/de/signin', '', { email: 'ben@example.org', password: testPassword });
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain('Ein Admin hat dieses Konto gesperrt. Der Grund: Spam in comments.');
    expect(html).toContain('href="/de/contact"');
    expect(html).toContain('value="ben@example.org"');
    expect(await (await postForm(t, '/signin', '', { email: 'ben@example.org', password: 'wrong!' })).text()).toContain(
      'The e-mail address or password is not correct.',
    );
    expect((await call('DELETE', `/admin/users/${ids.ben}/block`, boss)).status).toBe(200);
    const again = await signIn('ben@example.org');
    expect(again.status).toBe(200);
    expect((await call('GET', '/user/settings', cookieOf(again))).status).toBe(200);
    // A session a sign-in made in the moment between the block's two writes counts for nothing.
    await t.database.db
      .update(user)
      .set({ blockedAt: new Date() })
      .where(eq(user.id, ids.ben ?? ''));
    expect((await call('GET', '/user/settings', cookieOf(again))).status).toBe(401);
    await t.database.db
      .update(user)
      .set({ blockedAt: null })
      .where(eq(user.id, ids.ben ?? ''));
    expect((await call('GET', '/user/settings', cookieOf(again))).status).toBe(200);
  });

  it('give a blocked account no session from its verification link either', async () => {
    await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.env.PUBLIC_URL, 'x-forwarded-for': '100.64.9.9' },
      body: JSON.stringify({ name: 'Cora', email: 'cora@example.org', password: testPassword, terms: true }),
    });
    const [cora] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, 'cora@example.org'));
    expect((await call('PUT', `/admin/users/${cora?.id}/block`, boss, { reason: 'Bot' })).status).toBe(200);
    const mail = outbox(t).find((text) => text.includes('To: cora@example.org')) ?? '';
    const opened = await t.request(linkIn(t, mail), { redirect: 'manual' });
    expect(cookieOf(opened)).not.toMatch(/session_token=[^;]+/);
    // A browser follows the link to the sign-in page, which tells the reason once the password is right.
    expect(opened.headers.get('location')).toBe('/signin');
  });

  it('work from the page’s forms, keeping a refused reason at its field; every action is in the audit log', async () => {
    const html = await (await t.request('/admin/users', { headers: { cookie: boss } })).text();
    expect(html).toContain('href="/sunny-roads"');
    expect(html).toContain('<title>Users');
    const german = await (await t.request('/de/admin/users?q=lima', { headers: { cookie: boss } })).text();
    expect(german).toContain('<h1');
    expect(german).toContain('Mitglieder');
    expect(german).toContain('Grund der Sperre');
    const refused = await postForm(t, '/admin/users', boss, { intent: 'block', user: ids.ana ?? '', reason: '' });
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('The reason field is required');
    const tooLong = `Spam ${'x'.repeat(500)}`;
    const kept = await postForm(t, '/de/admin/users', boss, { intent: 'block', user: ids.ana ?? '', reason: tooLong });
    const cachedHtml = await kept.text();
    expect(cachedHtml).toContain(`>${tooLong}</textarea>`);
    expect(cachedHtml).toContain('aria-invalid="true"');
    const blocked = await postForm(t, '/admin/users?q=ana', boss, {
      intent: 'block',
      user: ids.ana ?? '',
      reason: 'Fake',
    });
    expect(blocked.headers.get('location')).toBe('/admin/users?q=ana');
    // The next page shows the notice the flash cookie names (in the browser; see the e2e test).
    expect(blocked.headers.get('set-cookie')).toContain('admin%3Ausers.done.block');
    const after = await (await t.request('/admin/users?q=ana', { headers: { cookie: boss } })).text();
    expect(after).toContain('Blocked: Fake');
    expect(after).toContain('>Unblock</button>');
    expect((await call('GET', '/user/settings', ana)).status).toBe(401);
    // A script posts the same form as React Router's data request; it is sent back to the page too.
    const scripted = await postForm(t, '/de/admin/users.data?q=ana', boss, { intent: 'unblock', user: ids.ana ?? '' });
    expect(await scripted.text()).toContain('"redirect","/de/admin/users?q=ana"');
    expect(await actions()).toEqual([
      ['make-admin', 'Ana Lima'],
      ['remove-admin', 'Ana Lima'],
      ['block', 'Ben'],
      ['unblock', 'Ben'],
      ['block', 'Cora'],
      ['block', 'Ana Lima'],
      ['unblock', 'Ana Lima'],
    ]);
  });

  it('make a member a magazine editor, who may then write posts, and take it back', async () => {
    const dora = await verifiedUser(t, 'dora@example.org', 'Dora');
    const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, 'dora@example.org'));
    const id = row?.id ?? '';
    const post = {
      language: 'en',
      title: 'A first post',
      category: 'travel',
      body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello.' }] }] },
    };
    expect((await call('POST', '/blog/editor/posts', dora, post)).status).toBe(403);
    expect((await call('PUT', `/admin/users/${id}/role`, dora, { role: 'editor' })).status).toBe(403);
    expect((await call('PUT', `/admin/users/${id}/role`, boss, { role: 'editor' })).status).toBe(200);
    expect((await call('POST', '/blog/editor/posts', dora, post)).status).toBe(201);
    const listed = await (await t.request('/admin/users?q=dora', { headers: { cookie: boss } })).text();
    expect(listed).toContain('magazine editor');
    expect(listed).toContain('>Remove magazine editor</button>');
    expect((await call('PUT', `/admin/users/${id}/role`, boss, { role: 'user' })).status).toBe(200);
    expect((await call('POST', '/blog/editor/posts', dora, post)).status).toBe(403);
    expect((await actions()).slice(-2)).toEqual([
      ['make-editor', 'Dora'],
      ['remove-editor', 'Dora'],
    ]);
  });
});
