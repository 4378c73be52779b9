import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/setup/test-database.ts';
import { consumeAttempt } from './account-throttle.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('consumeAttempt', () => {
  const rule = { window: 60, max: 3 };

  it('allows max attempts per window, then says how long to wait, then starts a new window', async () => {
    const start = 1_000_000;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeAttempt(database.db, 'a', rule, start + i * 1000));
    expect(results).toEqual([null, null, null, 57]);
    expect(await consumeAttempt(database.db, 'a', rule, start + 59_000)).toBe(1);
    expect(await consumeAttempt(database.db, 'a', rule, start + 60_000)).toBeNull();
  });

  it('keeps keys apart and counts concurrent attempts exactly', async () => {
    const now = 5_000_000;
    const results = await Promise.all(Array.from({ length: 6 }, () => consumeAttempt(database.db, 'b', rule, now)));
    expect(results.filter((wait) => wait === null)).toHaveLength(3);
    expect(await consumeAttempt(database.db, 'c', rule, now)).toBeNull();
  });
});
