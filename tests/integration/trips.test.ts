import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryCodes } from '#domain/countries.ts';
import { travelTypes } from '#domain/trip-scales.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let author = '';
let reader = '';
beforeAll(async () => {
  t = await createTestApp();
  author = await verifiedUser(t, 'author@example.org', 'Ada');
  reader = await verifiedUser(t, 'reader@example.org', 'Rui');
});
afterAll(() => t.dispose());

const call = (method: string, path: string, cookie = '', body?: unknown, headers: Record<string, string> = {}) =>
  t.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const newTrip = async (title = 'Portugal by train') => {
  const response = await call('POST', '/trip/create', author, { language: 'en', title, travelTypes: ['train'] });
  expect(response.status).toBe(201);
  return response.json();
};

const document = (version: number) => ({
  version,
  language: 'en',
  title: 'Portugal by train',
  description: 'Three weeks along the coast.',
  travelTypes: ['train', 'citytrip'],
  tags: ['rail'],
  budget: 2,
  places: [
    {
      isNew: true,
      name: 'Lisbon',
      country: 'PT',
      duration: 3,
      activities: [{ isNew: true, name: 'Tram 28' }],
      directions: [{ isNew: true, type: 'train', duration: 180, price: '25 €' }],
      accommodation: { isNew: true, name: 'Casa do Largo' },
      days: [{ number: 1, activities: ['new:0'] }],
    },
    { isNew: true, name: 'Porto', country: 'PT', duration: 2 },
  ],
});

describe('trip API', () => {
  it('creates a draft for verified users only', async () => {
    expect((await call('POST', '/trip/create', '', { language: 'en', title: 'x' })).status).toBe(401);
    const trip = await newTrip();
    expect(trip).toMatchObject({ status: 'draft', version: 1, title: 'Portugal by train', language: 'en' });
    expect(trip.slug).toMatch(/^portugal-by-train-[0-9a-f]{6}$/);
  });

  it('names bad fields in the caller’s language', async () => {
    const response = await call(
      'POST',
      '/trip/create',
      author,
      { language: 'en', title: '', tags: ['a', 'b', 'c', 'd', 'e', 'f'], budget: 7 },
      { 'accept-language': 'de' },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual([
      { field: 'title', message: 'Titel ist ein Pflichtfeld' },
      { field: 'tags', message: 'Schlagwörter darf höchstens 5 Einträge haben' },
      { field: 'budget', message: expect.stringContaining('Budget') },
    ]);
  });

  it('shows a draft only to its author and answers is-author', async () => {
    const trip = await newTrip();
    expect((await call('GET', `/trip/${trip._id}`, author)).status).toBe(200);
    expect((await call('GET', `/trip/${trip._id}`, reader)).status).toBe(404);
    expect((await call('GET', `/trip/${trip._id}`)).status).toBe(404);
    expect((await call('GET', `/auth/is-author/${trip._id}`, author)).status).toBe(200);
    expect((await call('GET', `/auth/is-author/${trip._id}`, reader)).status).toBe(403);
    expect((await call('GET', `/auth/is-author/${trip._id}`)).status).toBe(401);
  });

  it('saves the whole document: new objects get ids, days count, a stale version changes nothing', async () => {
    const trip = await newTrip();
    const saved = await call('PUT', `/trip/${trip._id}`, author, document(1));
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body.version).toBe(2);
    expect(body.length).toBe(6);
    const [lisbon, porto] = body.places;
    expect(lisbon).toMatchObject({ name: 'Lisbon', firstDay: 1, nights: 3 });
    expect(porto).toMatchObject({ name: 'Porto', firstDay: 5 });
    expect(lisbon._id).toMatch(/^[\w-]{16}$/);
    expect(lisbon.accommodation).toMatchObject({ name: 'Casa do Largo', _id: expect.any(String) });
    expect(lisbon.days[0].activities).toEqual([lisbon.activities[0]._id]);

    const stale = await call('PUT', `/trip/${trip._id}`, author, { ...document(1), title: 'Overwritten' });
    expect(stale.status).toBe(409);
    const reloaded = await (await call('GET', `/trip/${trip._id}`, author)).json();
    expect(reloaded).toMatchObject({ title: 'Portugal by train', version: 2 });

    // Ids sent back are kept; words of another language stay apart.
    const next = document(2);
    const places = [{ ...next.places[0], _id: lisbon._id }, next.places[1]];
    const german = { ...next, places, language: 'de', title: 'Portugal mit dem Zug' };
    const translated = await (await call('PUT', `/trip/${trip._id}`, author, german)).json();
    expect(translated.places[0]._id).toBe(lisbon._id);
    expect(translated.languages).toEqual(['en', 'de']);
    expect((await (await call('GET', `/trip/${trip._id}?language=de`, author)).json()).title).toBe(
      'Portugal mit dem Zug',
    );
    const english = await (await call('GET', `/trip/${trip._id}?language=en`, author)).json();
    expect(english.title).toBe('Portugal by train');
    const missing = await (await call('GET', `/trip/${trip._id}?language=fr`, author)).json();
    expect(missing).toMatchObject({ fallback: true, language: 'en' });
  });

  it('keeps a known id once when a save names it twice: the second instance is a new object', async () => {
    const trip = await newTrip();
    const first = await (await call('PUT', `/trip/${trip._id}`, author, document(1))).json();
    const lisbon = first.places[0];
    const twice = {
      ...document(2),
      places: [document(2).places[0], document(2).places[1]].map((p) => ({ ...p, _id: lisbon._id })),
    };
    const saved = await call('PUT', `/trip/${trip._id}`, author, twice);
    expect(saved.status).toBe(200);
    const [again, copy] = (await saved.json()).places;
    expect(again._id).toBe(lisbon._id);
    expect(copy._id).not.toBe(lisbon._id);
    expect(copy.name).toBe('Porto');
  });

  it('finds a trip by slug and lets only its author change or delete it', async () => {
    const trip = await newTrip('Ljubljana weekend');
    expect((await call('GET', `/trip/${trip.slug}?slug=true`, author)).status).toBe(200);
    expect((await call('PUT', `/trip/${trip._id}`, reader, document(1))).status).toBe(404);
    expect((await call('DELETE', `/trip/${trip._id}`, reader)).status).toBe(404);
    expect((await call('DELETE', `/trip/${trip._id}`, author)).status).toBe(200);
    expect((await call('GET', `/trip/${trip._id}`, author)).status).toBe(404);
  });

  it('patches some fields, keeping the rest, with the version check', async () => {
    const trip = await newTrip('Slow Alps');
    const patched = await call('PATCH', `/trip/${trip._id}/partial`, author, {
      version: 1,
      language: 'en',
      budget: 3,
      description: 'By post bus.',
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      version: 2,
      budget: 3,
      description: 'By post bus.',
      title: 'Slow Alps',
      travelTypes: ['train'],
    });
    const stale = await call('PATCH', `/trip/${trip._id}/partial`, author, { version: 1, language: 'en', budget: 1 });
    expect(stale.status).toBe(409);
  });

  it('refuses an end date before the start date on create and on a patch of either date', async () => {
    const dates = { dateFrom: '2025-06-10', dateTo: '2025-06-01' };
    const created = await call('POST', '/trip/create', author, { language: 'en', title: 'Backwards', ...dates });
    expect(created.status).toBe(400);
    const endDate = [{ field: 'dateTo', message: 'The End date must not be before the start date' }];
    expect((await created.json()).error.fields).toEqual(endDate);
    const trip = await newTrip('Forwards');
    const first = { version: 1, language: 'en', dateFrom: '2025-06-01', dateTo: '2025-06-10' };
    expect((await call('PATCH', `/trip/${trip._id}/partial`, author, first)).status).toBe(200);
    for (const patch of [{ dateFrom: '2025-06-11' }, { dateTo: '2025-05-31' }]) {
      const refused = await call('PATCH', `/trip/${trip._id}/partial`, author, {
        version: 2,
        language: 'en',
        ...patch,
      });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.fields).toEqual(endDate);
    }
  });

  it('keeps each country once, so that the longest list allowed with repeats is saved', async () => {
    const countries = Array.from({ length: 300 }, (_, index) => countryCodes[index % 100]);
    const fields = { language: 'en', title: 'Everywhere', countries, travelTypes };
    const response = await call('POST', '/trip/create', author, fields);
    expect(response.status).toBe(201);
    expect((await response.json()).countries).toEqual(countryCodes.slice(0, 100));
  });

  it('publishes only a complete trip, naming what is missing, and moves it back to draft', async () => {
    const trip = await newTrip('Baltic ferries');
    const refused = await call('PATCH', `/trip/${trip._id}/publish`, author);
    expect(refused.status).toBe(400);
    const { error } = await refused.json();
    expect(error.message).toBe('Please fill the required trip data before publishing');
    expect(error.fields.map((f: { field: string }) => f.field)).toEqual(['description', 'places']);
    expect((await call('PATCH', `/trip/${trip._id}/publish`, reader)).status).toBe(404);

    await call('PUT', `/trip/${trip._id}`, author, { ...document(1), title: 'Baltic ferries' });
    const published = await (await call('PATCH', `/trip/${trip._id}/publish`, author)).json();
    expect(published).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    expect((await call('GET', `/trip/${trip._id}`)).status).toBe(200);
    expect((await call('PATCH', `/trip/${trip._id}/draft`, reader)).status).toBe(403);
    expect((await (await call('PATCH', `/trip/${trip._id}/draft`, author)).json()).status).toBe('draft');
    expect((await call('GET', `/trip/${trip._id}`)).status).toBe(404);
  });

  it('lists the author’s own trips with drafts, paginated', async () => {
    const mine = await (await call('GET', '/trip/my', author)).json();
    expect(mine.total).toBeGreaterThanOrEqual(4);
    expect(mine.items[0]).toMatchObject({
      _id: expect.any(String),
      status: expect.any(String),
      title: expect.any(String),
    });
    expect(await (await call('GET', '/trip/my', reader)).json()).toEqual({ page: 1, pages: 1, total: 0, items: [] });
    expect((await call('GET', '/trip/my')).status).toBe(401);
    expect((await (await call('GET', '/trip/my?page=2', author)).json()).items).toEqual([]);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/trip/create', '/trip/{id}', '/auth/is-author/{id}', '/types/']),
    );
  });
});
