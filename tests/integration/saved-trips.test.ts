import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trip } from '#server/db/schema/index.ts';
import { saveLimits } from '#server/features/saved-trips/saved-trips.service.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createDemoApp, postForm, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let member = '';
let other = '';
let published: string[] = [];
let slugs: string[] = [];

const page = (path: string, cookie = '') => t.request(path, { redirect: 'manual', headers: cookie ? { cookie } : {} });

const post = (path: string, cookie: string, fields: Record<string, string>) => postForm(t, path, cookie, fields);

const api = (method: string, path: string, cookie: string, headers: Record<string, string> = {}) =>
  t.request(`/api/trip/saved-trips${path}`, { method, headers: { ...(cookie ? { cookie } : {}), ...headers } });

const list = async (cookie: string, query = '') => {
  const response = await api('GET', query, cookie);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    docs: { _id: string; title: string }[];
    paginator: { page: number; totalPages: number; totalDocs: number; hasNextPage: boolean };
  };
};

const save = async (id: string, cookie = member) => {
  const response = await api('PUT', `/${id}`, cookie);
  expect(response.status, id).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createDemoApp();
  member = await verifiedUser(t, 'sam@example.org', 'Sam');
  other = await verifiedUser(t, 'kim@example.org', 'Kim');
  const rows = await t.database.db
    .select({ id: trip.id, slug: trip.slug })
    .from(trip)
    .where(eq(trip.status, 'published'))
    .orderBy(desc(trip.publishedAt));
  published = rows.map(({ id }) => id);
  slugs = rows.map(({ slug }) => slug);
});
afterAll(() => t.dispose());

describe('saved trips', () => {
  it('are for signed-in members only', async () => {
    expect((await api('GET', '', '')).status).toBe(401);
    expect((await api('PUT', `/${published[0]}`, '')).status).toBe(401);
    expect((await api('DELETE', `/${published[0]}`, '')).status).toBe(401);
  });

  it('keeps a trip once however often it is saved, and lists it for that member only', async () => {
    const id = published[0] as string;
    expect(await save(id)).toEqual({ saved: true });
    expect(await save(id)).toEqual({ saved: true });
    const mine = await list(member);
    expect(mine.docs.map((card) => card._id)).toEqual([id]);
    expect(mine.paginator.totalDocs).toBe(1);
    expect((await list(other)).docs).toEqual([]);
  });

  it('lists the newest saved first, a page at a time, in the language asked for', async () => {
    const order = published.slice(1, 14);
    for (const id of order) await save(id);
    const first = await list(member);
    expect(first.paginator).toMatchObject({ page: 1, totalPages: 2, totalDocs: 14, hasNextPage: true });
    expect(first.docs.map((card) => card._id)).toEqual([...order].reverse().slice(0, 12));
    const second = await list(member, '?page=2');
    expect(second.docs.map((card) => card._id)).toEqual([order[0], published[0]]);
    const german = await list(member, '?language=de');
    const english = await list(member, '?language=en');
    expect(german.docs.map((card) => card.title)).not.toEqual(english.docs.map((card) => card.title));
  });

  it('removes a trip, and removing it again changes nothing', async () => {
    const id = published[0] as string;
    const remove = async () => (await api('DELETE', `/${id}`, member)).json();
    expect(await remove()).toEqual({ saved: false });
    expect(await remove()).toEqual({ saved: false });
    expect((await list(member)).docs.map((card) => card._id)).not.toContain(id);
  });

  it('hides a trip moved back to draft until it is published again', async () => {
    const id = published[5] as string;
    await t.database.db.update(trip).set({ status: 'draft' }).where(eq(trip.id, id));
    expect((await list(member)).docs.map((card) => card._id)).not.toContain(id);
    expect((await api('PUT', `/${id}`, other)).status).toBe(404);
    await t.database.db.update(trip).set({ status: 'published' }).where(eq(trip.id, id));
    expect((await list(member)).docs.map((card) => card._id)).toContain(id);
  });

  it('refuses an unknown trip and names a malformed id', async () => {
    expect((await api('PUT', '/AAAAAAAAAAAAAAAA', member)).status).toBe(404);
    const bad = await api('PUT', '/not-an-id', member);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('id');
  });

  it('stops a member who saves and removes too often, in their language', async () => {
    const flooder = await verifiedUser(t, 'flo@example.org', 'Flo');
    const id = published[0] as string;
    for (let n = 0; n < saveLimits.member.max; n++) {
      expect((await api(n % 2 ? 'DELETE' : 'PUT', `/${id}`, flooder)).status).toBe(200);
    }
    const refused = await api('PUT', `/${id}`, flooder, { 'accept-language': 'de' });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toMatch(/Bitte versuch/);
  });
});

describe('saving on the pages', () => {
  it('asks a signed-out reader to sign in and come back to the trip', async () => {
    const html = await (await page(`/trips/${slugs[20]}`)).text();
    expect(html).toContain(`href="/signin?relay=${encodeURIComponent(`/trips/${slugs[20]}`)}"`);
    expect(html).toContain('Sign in to save, rate or use this trip');
  });

  it('saves from the trip page and shows it saved, with a notice, in German too', async () => {
    const path = `/de/trips/${slugs[20]}`;
    const before = await (await page(path, other)).text();
    expect(before).toMatch(/<button[^>]*aria-pressed="false"[^>]*>Reise merken<\/button>/);
    const saved = await post(path, other, { intent: 'save', trip: published[20] as string });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe(path);
    expect(saved.headers.get('set-cookie')).toContain('save.added');
    const after = await (await page(path, other)).text();
    expect(after).toMatch(/<button[^>]*aria-pressed="true"[^>]*>Gemerkt<\/button>/);
    expect((await list(other)).docs.map((card) => card._id)).toEqual([published[20]]);
  });

  it('lists them on Saved Trips, where Remove lets one go; signed out it asks to sign in', async () => {
    const signedOut = await page('/account/saved-trips');
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toContain('/signin?relay=');
    const html = await (await page('/de/account/saved-trips', other)).text();
    expect(html).toContain('<h1');
    expect(html).toContain('Gemerkte Reisen');
    expect(html).toMatch(/aria-label="[^"]+ aus den gemerkten Reisen entfernen"/);
    const removed = await post('/account/saved-trips', other, { trip: published[20] as string });
    expect(removed.status).toBe(302);
    expect(removed.headers.get('location')).toBe('/account/saved-trips');
    const empty = await (await page('/account/saved-trips', other)).text();
    expect(empty).toContain('You have not saved any trips yet.');
    expect(empty).toContain('href="/search"');
  });

  it('saves from the cards of any list and comes back to it; signed out a card asks to sign in', async () => {
    const anonymous = await (await page('/trips?page=2')).text();
    const card = (n: number) => `/trips/${slugs[n]}`;
    expect(anonymous).toContain(`href="/signin?relay=${encodeURIComponent(card(12))}"`);
    const before = await (await page('/de/trips?page=2', other)).text();
    expect(before).toContain('action="/de/account/saved-trips"');
    expect(before).toMatch(/<button[^>]*aria-pressed="false"[^>]*>Merken<span class="sr-only">/);
    const fields = { trip: published[12] as string, back: '/de/trips?page=2' };
    const saved = await post('/de/account/saved-trips', other, { ...fields, intent: 'save' });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/de/trips?page=2');
    expect(saved.headers.get('set-cookie')).toContain('save.added');
    const after = await (await page('/de/trips?page=2', other)).text();
    expect(after).toMatch(/<button[^>]*aria-pressed="true"[^>]*>Gemerkt<span class="sr-only">/);
    const unsaved = await post('/account/saved-trips', other, {
      ...fields,
      intent: 'unsave',
      back: 'https://evil.example/',
    });
    expect(unsaved.headers.get('location')).toBe('/');
    expect((await list(other)).docs).toEqual([]);
  });

  it('saves from the search page’s cards, whose buttons name where they post inside the search form', async () => {
    const html = await (await page('/search?q=Porto', other)).text();
    const target = /formAction="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(target).toMatch(/^\/account\/saved-trips\?trip=[\w-]{16}&intent=save&back=%2Fsearch%3Fq%3DPorto$/);
    const saved = await post(target, other, { q: 'Porto', sort: '' });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/search?q=Porto');
    const after = await (await page('/search?q=Porto', other)).text();
    expect(after).toMatch(/aria-pressed="true"[^>]*>Saved<span class="sr-only">/);
  });
});
