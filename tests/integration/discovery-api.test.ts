import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dailyTrip, trip, user } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
const db = () => t.database.db;

/** Trips are named by their slugs here; their ids are the names padded to an id's length. */
const key = (slug: string) => slug.padEnd(16, '_');
type Trip = Partial<typeof trip.$inferInsert> & { slug: string };
const publish = (...trips: Trip[]) =>
  db()
    .insert(trip)
    .values(
      trips.map((extra) => ({
        id: key(extra.slug),
        language: 'en',
        authorId: 'ada',
        status: 'published' as const,
        publishedAt: new Date('2026-01-01T00:00:00Z'),
        text: { en: { title: `Title ${extra.slug}` }, de: { title: `Titel ${extra.slug}` } },
        ...extra,
      })),
    );

const get = async <T>(path: string): Promise<T> => {
  const response = await t.request(path);
  expect(response.status, path).toBe(200);
  return response.json() as Promise<T>;
};
const slugs = (body: { docs: { slug: string }[] }) => body.docs.map((card) => card.slug);

beforeAll(async () => {
  t = await createTestApp();
  await db()
    .insert(user)
    .values([
      { id: 'ada', name: 'Ada', email: 'ada@example.org' },
      { id: 'bob', name: 'Bob', email: 'bob@example.org' },
    ]);
});
beforeEach(async () => {
  await db().delete(dailyTrip);
  await db().delete(trip);
});
afterAll(() => t.dispose());

describe('GET /api/trip/related/{id}', () => {
  const source: Trip = { slug: 'lisbon', countries: ['PT'], travelTypes: ['train', 'backpacking'], lengthDays: 7 };

  it('ranks shared countries first, then shared travel types, then a similar length, and never the trip itself', async () => {
    await publish(
      source,
      { slug: 'porto', countries: ['PT', 'ES'], lengthDays: 30, authorId: 'bob' },
      { slug: 'rome', countries: ['IT'], travelTypes: ['train', 'backpacking'], lengthDays: 30, authorId: 'bob' },
      { slug: 'paris', countries: ['FR'], travelTypes: ['train'], lengthDays: 6, authorId: 'bob' },
      { slug: 'oslo', countries: ['NO'], lengthDays: 8, authorId: 'bob' },
      { slug: 'far', countries: ['NZ'], lengthDays: 60, authorId: 'bob' },
    );
    const body = await get<{ docs: { slug: string; title: string }[] }>(
      `/api/trip/related/${key('lisbon')}?language=de`,
    );
    expect(slugs(body)).toEqual(['porto', 'rome', 'paris', 'oslo']);
    expect(body.docs[0]?.title).toBe('Titel porto');
  });

  it('puts another author before the same author among equally related trips', async () => {
    await publish(
      source,
      { slug: 'mine', countries: ['PT'], authorId: 'ada' },
      { slug: 'theirs', countries: ['PT'], authorId: 'bob' },
    );
    expect(slugs(await get(`/api/trip/related/${key('lisbon')}`))).toEqual(['theirs', 'mine']);
  });

  it('fills the list from the other published trips when few are alike, leaving drafts out', async () => {
    await publish(
      source,
      { slug: 'a', countries: ['JP'], lengthDays: 40 },
      { slug: 'b', countries: ['CL'], lengthDays: 50 },
      { slug: 'c', countries: ['KE'], lengthDays: 60 },
      { slug: 'draft', countries: ['PT'], status: 'draft', publishedAt: null },
    );
    expect(new Set(slugs(await get(`/api/trip/related/${key('lisbon')}`)))).toEqual(new Set(['a', 'b', 'c']));
  });

  it('answers 404 for a draft and for an unknown id, and 400 for a malformed one', async () => {
    await publish({ slug: 'draft', status: 'draft', publishedAt: null });
    expect((await t.request(`/api/trip/related/${key('draft')}`)).status).toBe(404);
    expect((await t.request(`/api/trip/related/${key('nothing')}`)).status).toBe(404);
    expect((await t.request('/api/trip/related/%20bad%20')).status).toBe(400);
  });
});

describe('featured trips, the published count and the trip of the day', () => {
  it('lists only published featured trips, newest first, in the asked language', async () => {
    await publish(
      { slug: 'old', featured: true, publishedAt: new Date('2025-01-01T00:00:00Z') },
      { slug: 'new', featured: true, publishedAt: new Date('2026-06-01T00:00:00Z') },
      { slug: 'plain' },
      { slug: 'hidden', featured: true, status: 'draft', publishedAt: null },
    );
    const body = await get<{ docs: { slug: string; title: string }[] }>('/api/trip/featured?language=de');
    expect(slugs(body)).toEqual(['new', 'old']);
    expect(body.docs[0]?.title).toBe('Titel new');
  });

  it('counts published trips only, and is not taken for a trip id', async () => {
    await publish({ slug: 'one' }, { slug: 'two' }, { slug: 'draft', status: 'draft', publishedAt: null });
    expect(await get('/api/trip/count')).toEqual({ count: 2 });
  });

  it('answers the same trip of the day as the page, or null when nothing is published', async () => {
    expect(await get('/api/trip/of-the-day')).toEqual({ trip: null });
    await publish({ slug: 'only' });
    const body = await get<{ trip: { slug: string; title: string } }>('/api/trip/of-the-day?language=de');
    expect(body.trip.slug).toBe('only');
    expect(body.trip.title).toBe('Titel only');
    expect(await t.request('/tripoftheday').then((page) => page.text())).toContain('href="/trips/only"');
  });
});
