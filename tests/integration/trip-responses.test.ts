import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trip } from '#server/db/schema/index.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { secondInstance } from '#tests/setup/second-instance.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * A signed-out reader's `GET /api/trip/{id}` comes from the instance's cached responses (ADR 0053). A view
 * counted straight in the database is announced to no copy (ADR 0047), so a response that does not
 * show it was kept; every other change must show at once on the instance it was made through and
 * within a second on the other, which has a connection of its own on PostgreSQL.
 */
let a: TestApp;
let b: TestApp;
let author = '';
let reader = '';
let id = '';
let slug = '';
beforeAll(async () => {
  a = await createTestApp();
  b = await secondInstance(a);
  author = await verifiedUser(a, 'ada@example.org', 'Ada');
  reader = await verifiedUser(a, 'rex@example.org', 'Rex');
  const created = await must(a, 'POST', '/trip/create', author, { language: 'en', title: 'Gotland by bike' });
  await must(a, 'PUT', `/trip/${created._id}`, author, {
    version: created.version,
    language: 'en',
    title: 'Gotland by bike',
    description: 'Three days around Visby.',
    travelTypes: ['nature'],
    places: [{ isNew: true, name: 'Visby', country: 'SE', latitude: 57.64, longitude: 18.3, duration: 3 }],
  });
  const published = await must(a, 'PATCH', `/trip/${created._id}/publish`, author);
  id = published._id;
  slug = published.slug;
});
afterAll(async () => {
  await b?.dispose();
  await a?.dispose();
});

const call = (t: TestApp, method: string, path: string, cookie = '', body?: unknown, headers = {}) =>
  t.request(`/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: t.env.PUBLIC_URL,
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function must(t: TestApp, method: string, path: string, cookie: string, body?: unknown) {
  const response = await call(t, method, path, cookie, body);
  const answer = await response.json();
  if (response.status >= 300)
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

type Read = { status: number; headers: Record<string, string>; body: string };

/** A response's status, headers (the per-request nonce of its policy and its request's id masked) and bytes. */
async function read(t: TestApp, path = `/trip/${id}`, cookie = '', headers = {}): Promise<Read> {
  const response = await call(t, 'GET', path, cookie, undefined, headers);
  const named = Object.fromEntries(response.headers);
  const policy = named['content-security-policy'];
  if (policy) named['content-security-policy'] = policy.replace(/'nonce-[^']+'/g, "'nonce'");
  if (named['x-request-id']) named['x-request-id'] = 'id';
  return { status: response.status, headers: named, body: await response.text() };
}

const views = (answer: Read) => (JSON.parse(answer.body) as { views: number }).views;

/** A view counted as `countView` counts it: no copy hears of it. */
const countSilently = () =>
  a.database.db
    .update(trip)
    .set({ views: sql`${trip.views} + 1` })
    .where(eq(trip.id, id));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads until `t` answers from what it kept (the start-up's and earlier tests' notices may still come). */
async function kept(t: TestApp, path = `/trip/${id}`) {
  const start = performance.now();
  for (;;) {
    const before = await read(t, path);
    await countSilently();
    const after = await read(t, path);
    if (after.status === 200 && after.body === before.body) return after;
    if (performance.now() - start > 5_000) throw new Error(`${path} was never kept`);
    await pause(50);
  }
}

const cachedOnBoth = () => Promise.all([kept(a), kept(b)]);

/** Asks `t` every 20 ms until its response passes `wanted`; how long that took. */
async function msUntil(t: TestApp, wanted: (answer: Read) => boolean, path = `/trip/${id}`) {
  const start = performance.now();
  while (!wanted(await read(t, path))) {
    if (performance.now() - start > 1_000) throw new Error(`${path} did not answer as wanted within a second`);
    await pause(20);
  }
  return performance.now() - start;
}

const document = (answer: Read) => JSON.parse(answer.body);

describe('cached responses of GET /api/trip/{id}', () => {
  it('are the bytes and headers a read from the database answers', async () => {
    await kept(a); // the notices of the set-up have come
    // A language and a lookup asked for the first time are read from the database.
    for (const path of [`/trip/${id}?language=de`, `/trip/${slug}?slug=true&language=fr`]) {
      const miss = await read(a, path);
      await countSilently();
      const hit = await read(a, path);
      expect(miss.status).toBe(200);
      expect(hit.body).toBe(miss.body);
      expect(hit.headers).toEqual(miss.headers);
    }
    expect(document(await read(a, `/trip/${slug}?slug=true&language=fr`))).toMatchObject({ fallback: true });
  });

  it('are kept by lookup and language', async () => {
    const byId = await kept(a);
    const english = await kept(a, `/trip/${id}?language=en`);
    expect(document(english)).toMatchObject({ language: 'en', fallback: false });
    expect(document(await kept(a, `/trip/${id}?language=it`))).toMatchObject({ language: 'en', fallback: true });
    expect(document(byId)).toMatchObject({ fallback: false });
    // Accept-Language changes no word of a trip: `language` alone chooses them.
    expect((await read(a, `/trip/${id}`, '', { 'accept-language': 'de' })).body).toBe(byId.body);
  });

  it('are never what a signed-in reader gets', async () => {
    const signedOut = await kept(a);
    await countSilently();
    const signedIn = await read(a, `/trip/${id}`, reader);
    expect(views(signedIn)).toBeGreaterThan(views(signedOut));
    expect((await read(a)).body).toBe(signedOut.body);
  });

  it('show an edit by the author at once on that copy and within a second on the other', async () => {
    await cachedOnBoth();
    await kept(a, `/trip/${slug}?slug=true`);
    const { version } = document(await read(a, `/trip/${id}`, author));
    await must(a, 'PATCH', `/trip/${id}/partial`, author, { version, language: 'en', title: 'Gotland by tandem' });
    expect(document(await read(a))).toMatchObject({ title: 'Gotland by tandem' });
    expect(document(await read(a, `/trip/${slug}?slug=true`))).toMatchObject({ title: 'Gotland by tandem' });
    expect(await msUntil(b, (answer) => document(answer).title === 'Gotland by tandem')).toBeLessThan(1_000);
  });

  it('show a rating at once on that copy and within a second on the other', async () => {
    await cachedOnBoth();
    await must(a, 'PUT', `/rating/${id}`, reader, { value: 4 });
    expect(document(await read(a))).toMatchObject({ rating: { average: 4, count: 1 } });
    expect(await msUntil(b, (answer) => document(answer).rating.count === 1)).toBeLessThan(1_000);
  });

  it('show the author’s new name and alias at once on that copy and within a second on the other', async () => {
    await cachedOnBoth();
    await must(a, 'PUT', '/user/profile/edit', author, { displayName: 'Ada L.', alias: 'ada-l' });
    expect(document(await read(a))).toMatchObject({ author: { name: 'Ada L.', alias: 'ada-l' } });
    expect(await msUntil(b, (answer) => document(answer).author.alias === 'ada-l')).toBeLessThan(1_000);
  });

  it('are not given once the trip is a draft again, and return when it is published', async () => {
    await cachedOnBoth();
    await must(a, 'PATCH', `/trip/${id}/draft`, author);
    expect((await read(a)).status).toBe(404);
    expect(await msUntil(b, (answer) => answer.status === 404)).toBeLessThan(1_000);
    expect(document(await read(a, `/trip/${id}`, author))).toMatchObject({ status: 'draft' });
    await must(a, 'PATCH', `/trip/${id}/publish`, author);
    expect((await read(a)).status).toBe(200);
    expect(await msUntil(b, (answer) => answer.status === 200)).toBeLessThan(1_000);
  });

  it('are not given once the trip is deleted', async () => {
    await cachedOnBoth();
    await must(a, 'DELETE', `/trip/${id}`, author);
    expect((await read(a)).status).toBe(404);
    expect(await msUntil(b, (answer) => answer.status === 404)).toBeLessThan(1_000);
  });
});
