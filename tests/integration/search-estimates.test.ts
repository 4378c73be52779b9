import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trip } from '#server/db/schema/index.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
const copies = 1100;
const inItaly = 40;

const search = async (query: string) => {
  const response = await t.request(`/api/trip/search?${query}`);
  expect(response.status).toBe(200);
  return response.json();
};

// Two significant digits: what an estimate says and no more.
const isRounded = (n: number) => Number(n.toPrecision(2)) === n;

beforeAll(async () => {
  t = await createTestApp();
  const cookie = await verifiedUser(t, 'glacier@example.org', 'Gil');
  const call = (method: string, path: string, body?: unknown) =>
    t.request(`/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const created = await (
    await call('POST', '/trip/create', { language: 'en', title: 'Glacier walks', travelTypes: ['hiking'] })
  ).json();
  const document = {
    version: created.version,
    language: 'en',
    title: 'Glacier walks',
    description: 'Ice, crampons and blue light.',
    travelTypes: ['hiking'],
    countries: ['IS'],
    budget: 2,
    comfort: 3,
    detail: 2,
    places: [{ isNew: true, name: 'Reykjavik', country: 'IS', duration: 3 }],
  };
  expect((await call('PUT', `/trip/${created._id}`, document)).status).toBe(200);
  expect((await call('PATCH', `/trip/${created._id}/publish`)).status).toBe(200);
  // More trips than the search counts exactly: copies of that one, a few of them in Italy.
  const db = t.database.db;
  const [original] = await db.select().from(trip).where(eq(trip.id, created._id));
  if (!original) throw new Error('The trip just written is not there');
  for (let from = 0; from < copies; from += 200) {
    const rows = Array.from({ length: Math.min(200, copies - from) }, (_, i) => {
      const n = from + i;
      return { ...original, id: `copy${n}`, slug: `glacier-walks-${n}`, countries: n < inItaly ? ['IT'] : ['IS'] };
    });
    await db.insert(trip).values(rows);
  }
  // One trip in Italy answers the word best, and is the oldest in the newest order (ids descending).
  await db
    .update(trip)
    .set({ searchEn: sql`setweight(to_tsvector('english', 'glacier glacier glacier'), 'A')` })
    .where(eq(trip.id, 'copy0'));
  await db.execute(sql`ANALYZE trip`);
}, 120_000);

afterAll(() => t.dispose());

describe('a search matching more trips than are counted exactly', () => {
  it('estimates the total and the facets, says so, and still lists the trips', async () => {
    const found = await search('q=glacier');
    expect(found.estimated).toEqual({ total: true, facets: true });
    expect(found.paginator.totalDocs).toBeGreaterThanOrEqual(1000);
    expect(isRounded(found.paginator.totalDocs)).toBe(true);
    expect(found.docs).toHaveLength(12);
    // Pages are offered as far as trips were counted, not to the end of an estimate.
    expect(found.paginator.totalPages).toBe(Math.ceil(1000 / 12));
    expect(found.facets.types.hiking).toBeGreaterThanOrEqual(1000);
    expect(isRounded(found.facets.types.hiking)).toBe(true);
    expect(Object.keys(found.facets.countries).sort()).toEqual(['IS', 'IT']);
  });

  it('counts exactly again once a filter leaves no more than a thousand', async () => {
    const found = await search('q=glacier&country=IT');
    expect(found.estimated.total).toBe(false);
    expect(found.paginator.totalDocs).toBe(inItaly);
    expect(found.docs[0]._id).toBe('copy0');
    expect(found.paginator.totalPages).toBe(Math.ceil(inItaly / 12));
    const lastPage = await search(`q=glacier&country=IT&page=${Math.ceil(inItaly / 12)}`);
    expect(lastPage.docs).toHaveLength(inItaly % 12);
  });

  it('pages through the newest matches beyond the first page', async () => {
    const second = await search('q=glacier&sort=newest&page=2');
    const first = await search('q=glacier&sort=newest');
    const ids = new Set(first.docs.map((card: { _id: string }) => card._id));
    expect(second.docs).toHaveLength(12);
    expect(second.docs.some((card: { _id: string }) => ids.has(card._id))).toBe(false);
  });

  it('pages on past the ranked matches without repeating or skipping a trip', async () => {
    // 200 matches are ranked: page 17 holds the last 8 of them and the first 4 of the others.
    const pages = await Promise.all([16, 17, 18].map((page) => search(`q=glacier&page=${page}`)));
    const ids = pages.flatMap((found) => found.docs.map((card: { _id: string }) => card._id));
    expect(ids).toHaveLength(36);
    expect(new Set(ids).size).toBe(36);
  });

  it('tells readers the numbers are estimates, in both languages', async () => {
    const { paginator } = await search('q=glacier');
    const english = await (await t.request('/search?q=glacier')).text();
    expect(english).toContain(`About ${paginator.totalDocs.toLocaleString('en')} trips found`);
    expect(english).toContain('The numbers beside the filters are estimates.');
    const german = await (await t.request('/de/search?q=glacier')).text();
    expect(german).toContain(`Etwa ${paginator.totalDocs.toLocaleString('de')} Reisen gefunden`);
    expect(german).toContain('Die Zahlen neben den Filtern sind geschätzt.');
  });
});
