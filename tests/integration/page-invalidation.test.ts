import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trip } from '#server/db/schema/index.ts';
import { createDemoApp, createTestApp, newestPublished, type TestApp } from '#tests/setup/test-app.ts';

let first: TestApp;
let second: TestApp;
let path = '';
let tripId = '';
beforeAll(async () => {
  first = await createDemoApp();
  // A second server instance on the same database, as behind a load balancer.
  second = await createTestApp({}, first.database);
  const [published] = await newestPublished(first);
  path = `/trips/${published?.slug}`;
  tripId = published?.id ?? '';
});
afterAll(async () => {
  await second.dispose();
  await first.dispose();
});

const cached = async (t: TestApp) => {
  const response = await t.request(path);
  return { cache: response.headers.get('x-cache'), html: await response.text() };
};

/** Asks every 50 ms until the page answers as `wanted` says; how long that took. */
async function msUntil(t: TestApp, wanted: (page: Awaited<ReturnType<typeof cached>>) => boolean, limitMs = 1_000) {
  const start = performance.now();
  while (!wanted(await cached(t))) {
    if (performance.now() - start > limitMs) throw new Error(`${path} did not answer as wanted within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - start;
}

/** Both instances have the page in their cache (the demo seed's own notices may still be arriving). */
const cachedOnBoth = () => Promise.all([first, second].map((t) => msUntil(t, ({ cache }) => cache === 'HIT', 5_000)));

/** The trip's title changed in every language it is written in, straight in the database. */
async function retitle(title: string) {
  const [row] = await first.database.db.select({ text: trip.text }).from(trip).where(eq(trip.id, tripId));
  const text = Object.fromEntries(
    Object.entries(row?.text ?? {}).map(([language, texts]) => [language, { ...texts, title }]),
  );
  await first.database.db.update(trip).set({ text }).where(eq(trip.id, tripId));
}

describe('a change reaches every server instance’s page cache', () => {
  it('renews a cached trip page on both instances within a second of a write, whichever door it came through', async () => {
    await cachedOnBoth();
    await retitle('Renewed everywhere');
    for (const t of [second, first]) {
      expect(await msUntil(t, ({ html }) => html.includes('Renewed everywhere'))).toBeLessThan(1_000);
    }
  });

  it('keeps pages when only a view was counted', async () => {
    await cachedOnBoth();
    await first.database.db
      .update(trip)
      .set({ views: sql`${trip.views} + 1` })
      .where(eq(trip.id, tripId));
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const t of [first, second]) expect((await cached(t)).cache).toBe('HIT');
  });
});
