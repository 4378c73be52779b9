import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dailyTrip, trip, user } from '#server/db/schema/index.ts';
import { tripOfTheDay } from '#server/features/trips/trip-of-the-day.ts';
import { createTestDatabase } from '#tests/setup/test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const db = () => database.db;

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
  database = await createTestDatabase();
  await db().insert(user).values({ id: 'author-1', name: 'Ada', email: 'ada@example.org' });
});
beforeEach(async () => {
  await db().delete(dailyTrip);
  await db().delete(trip);
});
afterAll(() => database.dispose());

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
