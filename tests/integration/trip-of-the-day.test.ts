import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dailyTrip, trip, user } from '#server/db/schema/index.ts';
import { tripOfTheDay } from '#server/features/trips/trip-of-the-day.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
const db = () => t.database.db;

const at = (day: string) => new Date(`${day}T12:00:00Z`);
const nextDay = (day: string, by = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

const publish = (id: string, extra: Partial<typeof trip.$inferInsert> = {}) =>
  db()
    .insert(trip)
    .values({
      id,
      slug: id,
      language: 'en',
      authorId: 'author-1',
      status: 'published',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
      ...extra,
    });

beforeAll(async () => {
  t = await createTestApp();
  await db().insert(user).values({ id: 'author-1', name: 'Ada', email: 'ada@example.org' });
});
beforeEach(async () => {
  await db().delete(dailyTrip);
  await db().delete(trip);
});
afterAll(() => t.dispose());

describe('trip of the day', () => {
  it('is nothing while no trip is published, and never a draft', async () => {
    await db().insert(trip).values({ id: 'draft', slug: 'draft', language: 'en', authorId: 'author-1' });
    expect(await tripOfTheDay(db(), at('2026-11-23'))).toBeNull();
  });

  it('is the same trip all UTC day, however many ask at once, and another one the next day', async () => {
    await publish('a');
    await publish('b');
    const morning = new Date('2026-11-23T00:00:01Z');
    const answers = await Promise.all([1, 2, 3].map(() => tripOfTheDay(db(), morning)));
    const chosen = answers[0];
    expect(chosen).not.toBeNull();
    expect(new Set(answers)).toEqual(new Set([chosen]));
    expect(await tripOfTheDay(db(), new Date('2026-11-23T23:59:59Z'))).toBe(chosen);
    expect(await db().select().from(dailyTrip)).toHaveLength(1);
    expect(await tripOfTheDay(db(), at('2026-11-24'))).not.toBe(chosen);
  });

  it('does not repeat a trip within 30 days while others exist, then starts over', async () => {
    const ids = Array.from({ length: 5 }, (_, i) => `t${i}`);
    for (const id of ids) await publish(id);
    const first = '2026-01-01';
    const shown = [];
    for (let i = 0; i < 5; i++) shown.push(await tripOfTheDay(db(), at(nextDay(first, i))));
    expect(new Set(shown)).toEqual(new Set(ids));
    // All shown: the one shown longest ago comes back first.
    expect(await tripOfTheDay(db(), at(nextDay(first, 5)))).toBe(shown[0]);
  });

  it('keeps a trip away for the 30 days after it was shown, even the best one', async () => {
    await publish('best', { views: 100 });
    await publish('other');
    await db().insert(dailyTrip).values({ day: '2026-10-24', tripId: 'best' });
    expect(await tripOfTheDay(db(), at('2026-11-23'))).toBe('other');
    expect(await tripOfTheDay(db(), at('2026-11-24'))).toBe('best');
  });

  it('prefers rated trips, then views, then the newest', async () => {
    await publish('viewed', { views: 500 });
    await publish('newest', { publishedAt: new Date('2026-06-01T00:00:00Z') });
    await publish('rated', { ratingAverage: 4.5, ratingCount: 3 });
    await publish('better', { ratingAverage: 4.8, ratingCount: 2 });
    const order = [];
    for (let i = 0; i < 4; i++) order.push(await tripOfTheDay(db(), at(nextDay('2026-03-01', i))));
    expect(order).toEqual(['better', 'rated', 'viewed', 'newest']);
  });

  it('chooses again the same day when the chosen trip is deleted or back in draft', async () => {
    await publish('a', { views: 3 });
    await publish('b', { views: 2 });
    await publish('c', { views: 1 });
    const day = at('2026-11-23');
    expect(await tripOfTheDay(db(), day)).toBe('a');
    await db().update(trip).set({ status: 'draft' }).where(eq(trip.id, 'a'));
    expect(await tripOfTheDay(db(), day)).toBe('b');
    await db().delete(trip).where(eq(trip.id, 'b'));
    expect(await tripOfTheDay(db(), day)).toBe('c');
    expect(await tripOfTheDay(db(), day)).toBe('c');
  });
});

/** Each server instance caches public pages for a few seconds: a new copy on the same database sees the database's state. */
describe('the trip of the day page', () => {
  const copy = () => createTestApp({}, t.database);
  const text = async (server: TestApp, path: string) => {
    const response = await server.request(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  it('shows the same trip on every server instance, in English and German, with a link to it', async () => {
    await publish('portugal', { text: { en: { title: 'Portugal by train' }, de: { title: 'Portugal mit dem Zug' } } });
    await publish('other', { text: { en: { title: 'Alps on foot' } } });
    const second = await copy();
    const pages = await Promise.all([t, second].map((server) => text(server, '/tripoftheday')));
    const choice = await tripOfTheDay(db());
    const title = choice === 'portugal' ? 'Portugal by train' : 'Alps on foot';
    for (const [index, server] of [t, second].entries()) {
      const english = pages[index];
      expect(english).toContain('<title>Trip of the day');
      expect(english).toContain(title);
      expect(english).toContain(`href="/trips/${choice}"`);
      const german = await text(server, '/de/tripoftheday');
      expect(german).toContain('<title>Reise des Tages');
      expect(german).toContain(choice === 'portugal' ? 'Portugal mit dem Zug' : 'Alps on foot');
      expect(german).toContain(`href="/de/trips/${choice}"`);
    }
    await db()
      .update(trip)
      .set({ status: 'draft' })
      .where(eq(trip.id, choice ?? ''));
    const replaced = await text(await copy(), '/tripoftheday');
    expect(replaced).not.toContain(title);
    expect(replaced).toContain(`href="/trips/${choice === 'portugal' ? 'other' : 'portugal'}"`);
  });

  it('says kindly that there is no trip yet, in both languages', async () => {
    const server = await copy();
    expect(await text(server, '/tripoftheday')).toContain('No trip has been published yet');
    expect(await text(server, '/de/tripoftheday')).toContain('Es wurde noch keine Reise veröffentlicht');
  });
});
