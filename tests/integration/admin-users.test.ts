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
    expect((await signIn('ben@example.org', 'not the password at all')).status).toBe(401);
    const refused = await signIn('ben@example.org');
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('ACCOUNT_BLOCKED');
    const page = await postForm(t, '/de/signin', '', { email: 'ben@example.org', password: testPassword });
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain('Ein Admin hat dieses Konto gesperrt: Spam in comments.');
    expect(html).toContain('value="ben@example.org"');
    expect((await call('DELETE', `/admin/users/${ids.ben}/block`, boss)).status).toBe(200);
    const again = await signIn('ben@example.org');
    expect(again.status).toBe(200);
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
  });

  it('work from the page’s forms, keeping a refused reason at its field; every action is in the audit log', async () => {
    const html = await (await t.request('/admin/users', { headers: { cookie: boss } })).text();
    expect(html).toContain('Ana Lima');
    const refused = await postForm(t, '/admin/users', boss, { intent: 'block', user: ids.ana ?? '', reason: '' });
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('The reason field is required');
    const blocked = await postForm(t, '/admin/users?q=ana', boss, {
      intent: 'block',
      user: ids.ana ?? '',
      reason: 'Fake',
    });
    expect(blocked.headers.get('location')).toBe('/admin/users?q=ana');
    expect((await call('GET', '/user/settings', ana)).status).toBe(401);
    expect(await actions()).toEqual([
      ['make-admin', 'Ana Lima'],
      ['remove-admin', 'Ana Lima'],
      ['block', 'Ben'],
      ['unblock', 'Ben'],
      ['block', 'Cora'],
      ['block', 'Ana Lima'],
    ]);
  });
});
