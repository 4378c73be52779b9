import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/setup/test-database.ts';
import { runDataSteps } from './data-steps.ts';
import { accommodation, activity, appMeta, direction, place, trip } from './schema/index.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('the price texts step of migration 0026', () => {
  it('reads stored free-text prices once, by the domain parser, and keeps what does not read', async () => {
    const { db } = database;
    // A trip as stored before 0026: prices as text only, the step pending as the migration left it.
    await db.insert(trip).values({ id: 't1', slug: 'old-trip', language: 'en' });
    await db.insert(place).values([
      { id: 'p1', tripId: 't1', position: 0, name: 'Auckland', country: 'NZ' },
      { id: 'p2', tripId: 't1', position: 1, name: 'Hanoi', country: 'VN' },
    ]);
    await db.insert(accommodation).values([
      { id: 's1', placeId: 'p1', price: '$90/night (powered site)' },
      { id: 's2', placeId: 'p2', price: 'included in the voyage' },
    ]);
    await db.insert(direction).values([
      { id: 'd1', placeId: 'p1', position: 0, type: 'car', price: 'NZ$ 75 diesel' },
      { id: 'd2', placeId: 'p2', position: 0, type: 'motorcycle', price: 'VND 350,000 + VND 300,000 for the bike' },
    ]);
    await db.insert(activity).values({ id: 'a1', placeId: 'p1', position: 0, price: '€12 per person' });
    await db.insert(appMeta).values({ key: 'pending:price-texts', value: 'migration 0026' });

    await runDataSteps(db);

    const costs = async (table: typeof accommodation | typeof direction | typeof activity, id: string) => {
      const [row] = await db
        .select({ price: table.price, amount: table.amount, currency: table.currency, covers: table.covers })
        .from(table)
        .where(eq(table.id, id));
      return row && { ...row, amount: row.amount === null ? null : Number(row.amount) };
    };
    expect(await costs(accommodation, 's1')).toEqual({
      price: 'powered site',
      amount: 90,
      currency: 'NZD',
      covers: 'night',
    });
    expect(await costs(accommodation, 's2')).toEqual({
      price: 'included in the voyage',
      amount: null,
      currency: null,
      covers: 'total',
    });
    expect(await costs(direction, 'd1')).toEqual({ price: 'diesel', amount: 75, currency: 'NZD', covers: 'total' });
    expect((await costs(direction, 'd2'))?.amount).toBeNull();
    expect(await costs(activity, 'a1')).toEqual({ price: null, amount: 12, currency: 'EUR', covers: 'person' });
    expect(await db.select().from(appMeta)).toEqual([]);

    // Done once: an author's later text is not read again at the next start.
    await db.update(accommodation).set({ price: 'EUR 50' }).where(eq(accommodation.id, 's2'));
    await runDataSteps(db);
    expect((await costs(accommodation, 's2'))?.amount).toBeNull();
    const [{ n } = { n: -1 }] = (await db.execute(sql`SELECT count(*)::int AS n FROM app_meta`)).rows as {
      n: number;
    }[];
    expect(n).toBe(0);
  });
});

describe('the daily costs step of migration 0027', () => {
  it('writes the cost per person and day of stored trips with amounts, by the budget rule', async () => {
    const { db } = database;
    // Two travellers, two nights in Bergen and a day of arrival: NOK 1,800 a night at the shipped
    // rate of 11.6725 crowns to the euro, and EUR 30 a person for the fjord boat.
    await db.insert(trip).values([
      { id: 'bergen-trip-0001', slug: 'bergen', language: 'en', travellers: 2 },
      { id: 'oslo-trip-000001', slug: 'no-amounts', language: 'en' },
    ]);
    await db.insert(place).values([
      { id: 'p3', tripId: 'bergen-trip-0001', position: 0, name: 'Bergen', country: 'NO', duration: 2 },
      { id: 'p4', tripId: 'oslo-trip-000001', position: 0, name: 'Oslo', country: 'NO', duration: 2 },
    ]);
    await db.insert(accommodation).values({ id: 's3', placeId: 'p3', amount: 1800, currency: 'NOK', covers: 'night' });
    await db
      .insert(activity)
      .values({ id: 'a3', placeId: 'p3', position: 0, amount: 30, currency: 'EUR', covers: 'person' });
    await db.insert(appMeta).values({ key: 'pending:daily-costs', value: 'migration 0027' });

    await runDataSteps(db);

    const costs = await db
      .select({ id: trip.id, dailyCost: trip.dailyCost })
      .from(trip)
      .where(sql`${trip.id} IN ('bergen-trip-0001', 'oslo-trip-000001')`);
    const expected = (3600 + 60 * 11.6725) / 2 / 3 / 11.6725;
    expect(Object.fromEntries(costs.map((row) => [row.id, row.dailyCost]))).toEqual({
      'bergen-trip-0001': expect.closeTo(expected, 2),
      'oslo-trip-000001': null,
    });
    expect(await db.select().from(appMeta)).toEqual([]);
  });
});
