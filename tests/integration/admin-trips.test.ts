import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createDemoApp, newestPublished, postForm, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let boss = '';
let ana = '';
let trips: { id: string; slug: string }[] = [];

const call = (method: string, path: string, cookie: string, body?: unknown, language = 'en') =>
  t.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': language, ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const featuredIds = async () =>
  (await (await call('GET', '/trip/featured', '')).json()).docs.map((card: { _id: string }) => card._id);

beforeAll(async () => {
  t = await createDemoApp({ TRUST_PROXY: '1', ADMIN_EMAILS: 'boss@example.org' });
  boss = await verifiedUser(t, 'boss@example.org', 'Boss');
  ana = await verifiedUser(t, 'ana@example.org', 'Ana');
  trips = await newestPublished(t, 3);
});
afterAll(() => t.dispose());

describe('admin: trips', () => {
  it('are listed for admins only, searchable by title', async () => {
    expect((await call('GET', '/admin/trips', '')).status).toBe(401);
    expect((await call('GET', '/admin/trips', ana)).status).toBe(403);
    expect((await call('PUT', `/admin/trips/${trips[0]?.id}/featured`, ana, { featured: true })).status).toBe(403);
    expect((await call('PUT', `/admin/trip-of-the-day/${day(1)}`, ana, { trip: trips[0]?.id })).status).toBe(403);
    const all = await (await call('GET', '/admin/trips', boss)).json();
    expect(all.paginator.totalDocs).toBeGreaterThanOrEqual(30);
    expect(all.docs[0]._id).toBe(trips[0]?.id);
    const found = await (await call('GET', `/admin/trips?q=${encodeURIComponent(all.docs[0].title)}`, boss)).json();
    expect(found.docs.map((row: { _id: string }) => row._id)).toContain(trips[0]?.id);
    expect((await (await call('GET', '/admin/trips?q=zzzqqqxx', boss)).json()).docs).toEqual([]);
  });

  it('are featured and unfeatured, which home and an empty search read', async () => {
    const id = trips[0]?.id ?? '';
    expect(await featuredIds()).not.toContain(id);
    expect((await call('PUT', `/admin/trips/${id}/featured`, boss, { featured: true })).status).toBe(200);
    expect(await featuredIds()).toContain(id);
    expect((await call('PUT', `/admin/trips/${id}/featured`, boss, { featured: false })).status).toBe(200);
    expect(await featuredIds()).not.toContain(id);
    expect((await call('PUT', '/admin/trips/AAAAAAAAAAAAAAAA/featured', boss, { featured: true })).status).toBe(404);
  });

  it('pin the trip of the day for today or later, which everyone then gets', async () => {
    const id = trips[1]?.id ?? '';
    expect((await call('PUT', `/admin/trip-of-the-day/${day(0)}`, boss, { trip: id })).status).toBe(200);
    const today = await (await call('GET', '/trip/of-the-day', '')).json();
    expect(today.trip._id).toBe(id);
    const past = await call('PUT', `/admin/trip-of-the-day/${day(-1)}`, boss, { trip: id }, 'de');
    expect(past.status).toBe(400);
    expect((await past.json()).error.fields).toEqual([
      { field: 'day', message: 'Wähle heute oder einen späteren Tag.' },
    ]);
    expect((await call('PUT', `/admin/trip-of-the-day/${day(3)}`, boss, { trip: trips[2]?.id })).status).toBe(200);
    const list = await (await call('GET', '/admin/trips', boss)).json();
    expect(list.pinned.map((pin: { day: string; trip: { _id: string } }) => [pin.day, pin.trip._id])).toEqual([
      [day(0), id],
      [day(3), trips[2]?.id],
    ]);
    expect((await call('DELETE', `/admin/trip-of-the-day/${day(3)}`, boss)).status).toBe(200);
    expect((await call('DELETE', `/admin/trip-of-the-day/${day(3)}`, boss)).status).toBe(404);
  });

  it('work from the page’s forms, and every action is in the audit log page', async () => {
    const page = await t.request('/admin/trips', { headers: { cookie: boss } });
    expect(page.status).toBe(200);
    const refused = await postForm(t, '/admin/trips', boss, { intent: 'pin', trip: trips[2]?.id ?? '', day: day(-2) });
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('Choose today or a later day.');
    const featured = await postForm(t, '/admin/trips?q=a', boss, { intent: 'feature', trip: trips[2]?.id ?? '' });
    expect(featured.headers.get('location')).toBe('/admin/trips?q=a');
    expect(await featuredIds()).toContain(trips[2]?.id);
    const log = await (await t.request('/de/admin/audit', { headers: { cookie: boss } })).text();
    for (const action of [
      'Herausgestellt',
      'Nicht mehr herausgestellt',
      'Reise des Tages festgelegt',
      'Reise des Tages gelöst',
    ]) {
      expect(log).toContain(action);
    }
    expect(
      (await t.request('/admin/audit', { headers: { cookie: ana }, redirect: 'manual' })).headers.get('location'),
    ).toBe('/not-found');
  });
});
