import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '#server/db/schema/index.ts';
import { ratingLimits } from '#server/features/ratings/rating.service.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createDemoApp, newestPublished, postForm, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let ana = '';
let ben = '';
let rated = '';
let slug = '';
let own = '';

const api = (method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.request(`/api/rating${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const rate = async (cookie: string, value: number) => {
  const response = await api('PUT', `/${rated}`, cookie, { value });
  expect(response.status).toBe(200);
  return response.json();
};

const post = (path: string, cookie: string, fields: Record<string, string>) => postForm(t, path, cookie, fields);

beforeAll(async () => {
  t = await createDemoApp();
  ana = await verifiedUser(t, 'ana@example.org', 'Ana');
  ben = await verifiedUser(t, 'ben@example.org', 'Ben');
  const [first] = await newestPublished(t);
  rated = first?.id ?? '';
  slug = first?.slug ?? '';
  const call = async (method: string, path: string, body?: unknown) =>
    (
      await t.request(`/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie: ana },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    ).json();
  const created = await call('POST', '/trip/create', { language: 'en', title: 'Ana’s own trip' });
  await call('PUT', `/trip/${created._id}`, {
    version: created.version,
    language: 'en',
    title: 'Ana’s own trip',
    description: 'Three days on Gotland.',
    travelTypes: ['nature'],
    places: [{ isNew: true, name: 'Visby', country: 'SE', latitude: 57.64, longitude: 18.3, duration: 3 }],
  });
  own = (await call('PATCH', `/trip/${created._id}/publish`))._id;
});
afterAll(() => t.dispose());

describe('ratings', () => {
  it('are for signed-in members only', async () => {
    expect((await api('GET', `/mine?trip=${rated}`, '')).status).toBe(401);
    expect((await api('PUT', `/${rated}`, '', { value: 3 })).status).toBe(401);
    expect((await api('DELETE', `/${rated}`, '')).status).toBe(401);
  });

  it('keep one rating per member, changeable and removable, with the trip’s average and count', async () => {
    expect(await rate(ana, 4)).toEqual({ value: 4, average: 4, count: 1 });
    expect(await rate(ben, 2)).toEqual({ value: 2, average: 3, count: 2 });
    expect(await rate(ana, 5)).toEqual({ value: 5, average: 3.5, count: 2 });
    expect(await (await api('GET', `/mine?trip=${rated}`, ana)).json()).toEqual({ value: 5, average: 3.5, count: 2 });
    const removed = await (await api('DELETE', `/${rated}`, ben)).json();
    expect(removed).toEqual({ value: null, average: 5, count: 1 });
    expect(await (await api('DELETE', `/${rated}`, ben)).json()).toEqual(removed);
    await rate(ben, 2);
  });

  it('show on the trip page, on its card and in the best-rated order', async () => {
    const page = await (await t.request(`/trips/${slug}`)).text();
    expect(page).toContain('3.5 of 5');
    expect(page).toContain('2 ratings');
    // The German page writes the average as German does (issue 29).
    expect(await (await t.request(`/de/trips/${slug}`)).text()).toContain('3,5 von 5');
    // Best first: by average, then by how many rated; the trip stands between the demo's better and worse ones.
    const order: { _id: string; rating: number; ratingCount: number }[] = [];
    for (let page = 1, more = true; more; page += 1) {
      const search = await (await t.request(`/api/trip/search?sort=rating&page=${page}`)).json();
      order.push(...search.docs);
      more = search.paginator.hasNextPage;
    }
    const at = order.findIndex((card) => card._id === rated);
    expect(order[at]).toMatchObject({ rating: 3.5, ratingCount: 2 });
    const rank = (card: (typeof order)[number]) => card.rating * 100 + card.ratingCount;
    const mine = rank({ _id: rated, rating: 3.5, ratingCount: 2 });
    for (const card of order.slice(0, at)) expect(rank(card), card._id).toBeGreaterThanOrEqual(mine);
    for (const card of order.slice(at + 1)) expect(rank(card), card._id).toBeLessThanOrEqual(mine);
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(order.length - 1);
  });

  it('are never of one’s own trip, and say so in the member’s language', async () => {
    const refused = await api('PUT', `/${own}`, ana, { value: 5 }, { 'accept-language': 'de' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe('Deine eigene Reise kannst du nicht bewerten.');
    expect((await (await api('GET', `/mine?trip=${own}`, ben)).json()).count).toBe(0);
  });

  it('refuse a value outside 1 to 5 naming the field, and an unknown trip', async () => {
    for (const value of [0, 6, 2.5, 'great', null]) {
      const response = await api('PUT', `/${rated}`, ben, { value });
      expect(response.status, String(value)).toBe(400);
      expect(JSON.stringify(await response.json())).toContain('value');
    }
    expect((await api('PUT', '/AAAAAAAAAAAAAAAA', ben, { value: 3 })).status).toBe(404);
    expect((await api('GET', '/mine?trip=AAAAAAAAAAAAAAAA', ben)).status).toBe(404);
  });

  it('leave the average right when a member’s account goes', async () => {
    const carl = await verifiedUser(t, 'carl@example.org', 'Carl');
    expect((await rate(carl, 1)).count).toBe(3);
    await t.database.db.delete(user).where(eq(user.email, 'carl@example.org'));
    expect(await (await api('GET', `/mine?trip=${rated}`, ana)).json()).toEqual({ value: 5, average: 3.5, count: 2 });
  });

  it('are given and taken back on the trip page with plain forms', async () => {
    const path = `/trips/${slug}`;
    const dora = await verifiedUser(t, 'dora@example.org', 'Dora');
    const before = await (await t.request(path, { headers: { cookie: dora } })).text();
    expect(before).toContain('Your rating');
    expect(before).not.toMatch(/<input[^>]*name="rating"[^>]*checked/);
    const given = await post(path, dora, { intent: 'rate', trip: rated, rating: '4' });
    expect(given.status).toBe(302);
    expect(given.headers.get('set-cookie')).toContain('rate.rated');
    const after = await (await t.request(path, { headers: { cookie: dora } })).text();
    expect(after).toMatch(/<input[^>]*value="4"[^>]*checked|<input[^>]*checked[^>]*value="4"/);
    expect((await post(path, dora, { intent: 'rate', trip: rated, rating: '9' })).status).toBe(400);
    expect((await post(path, dora, { intent: 'unrate', trip: rated })).status).toBe(302);
    expect((await (await api('GET', `/mine?trip=${rated}`, dora)).json()).value).toBeNull();
    expect((await post(path, dora, { intent: 'toString', trip: rated })).status).toBe(400);
  });

  it('stop a member who rates too often', async () => {
    const eve = await verifiedUser(t, 'eve@example.org', 'Eve');
    for (let n = 0; n < ratingLimits.member.max; n++) await rate(eve, (n % 5) + 1);
    expect((await api('PUT', `/${rated}`, eve, { value: 3 })).status).toBe(429);
  });
});
