import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trip, user } from '#server/db/schema/index.ts';
import { countView } from '#server/features/trips/trip-views.ts';
import { createTestDatabase } from '#tests/setup/test-database.ts';

/** Ids are 16 characters of base64url (domain/ids.ts); countView looks up nothing of another shape. */
const tripId = 'tripViewsTest001';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(user).values({ id: 'author-1', name: 'Ada', email: 'ada@example.org' });
  await database.db.insert(trip).values([
    { id: tripId, slug: 'one', language: 'en', authorId: 'author-1', status: 'published' },
    { id: 't2', slug: 'two', language: 'en', authorId: 'author-1' },
  ]);
});
afterAll(() => database.dispose());

const views = async () =>
  (await database.db.select({ views: trip.views }).from(trip).where(eq(trip.id, tripId)))[0]?.views;
const anonymous = { userId: null, address: '203.0.113.9', userAgent: 'Firefox' };

describe('trip views', () => {
  it('count once per visitor and day, never the author', async () => {
    const monday = new Date('2026-11-23T08:00:00Z');
    expect(await countView(database.db, 'secret', tripId, anonymous, monday)).toBe(true);
    expect(await countView(database.db, 'secret', tripId, anonymous, new Date('2026-11-23T22:00:00Z'))).toBe(false);
    expect(await countView(database.db, 'secret', tripId, { ...anonymous, userAgent: 'Chrome' }, monday)).toBe(true);
    expect(await countView(database.db, 'secret', tripId, { ...anonymous, userId: 'reader-1' }, monday)).toBe(true);
    expect(await countView(database.db, 'secret', tripId, { ...anonymous, userId: 'author-1' }, monday)).toBe(false);
    expect(await countView(database.db, 'secret', tripId, anonymous, new Date('2026-11-24T08:00:00Z'))).toBe(true);
    expect(await views()).toBe(4);
    const stored = await database.db.execute(sql`SELECT visitor FROM trip_view`);
    expect(JSON.stringify(stored.rows)).not.toContain('203.0.113.9');
  });

  it('are counted only for published trips that exist', async () => {
    await expect(countView(database.db, 'secret', 't2', anonymous)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(countView(database.db, 'secret', 'none', anonymous)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
