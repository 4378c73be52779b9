import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trip } from '#server/db/schema/index.ts';
import { indexUnindexedTrips } from '#server/features/trips/trip-search-document.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let author = '';
const ids = {} as Record<'atlas' | 'lakes' | 'forest' | 'draft', string>;

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: author, ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

type Place = { name: string; country: string; duration: number; dateFrom?: string; dateTo?: string };
type Trip = {
  language: 'en' | 'de';
  title: string;
  description: string;
  travelTypes: string[];
  countries: string[];
  budget: number;
  comfort: number;
  detail: number;
  places: Place[];
};

/** Writes a trip through the API as an author would, and publishes it unless it is a draft. */
async function write(name: keyof typeof ids, fields: Trip, publish = true) {
  const { language, title, places, ...rest } = fields;
  const created = await (await call('POST', '/trip/create', { language, title, travelTypes: rest.travelTypes })).json();
  const document = {
    version: created.version,
    language,
    title,
    ...rest,
    places: places.map((p) => ({ isNew: true, ...p })),
  };
  expect((await call('PUT', `/trip/${created._id}`, document)).status).toBe(200);
  if (publish) expect((await call('PATCH', `/trip/${created._id}/publish`)).status).toBe(200);
  ids[name] = created._id;
}

beforeAll(async () => {
  t = await createTestApp();
  author = await verifiedUser(t, 'author@example.org', 'Ada');
  await write('atlas', {
    language: 'en',
    title: 'Atlas mountains by foot',
    description: 'Souks, valleys and mint tea.',
    travelTypes: ['hiking', 'nature'],
    countries: ['MA'],
    budget: 2,
    comfort: 3,
    detail: 2,
    places: [
      { name: 'Marrakech', country: 'MA', duration: 3, dateFrom: '2026-04-02', dateTo: '2026-04-05' },
      { name: 'Imlil', country: 'MA', duration: 2 },
    ],
  });
  await write('lakes', {
    language: 'en',
    title: 'Swiss lakes',
    description: 'A long walk by the lake each morning, reading about the Atlas mountains.',
    travelTypes: ['train', 'citytrip'],
    countries: ['CH'],
    budget: 3,
    comfort: 4,
    detail: 1,
    places: [{ name: 'Zürich', country: 'CH', duration: 2, dateFrom: '2026-07-10', dateTo: '2026-07-12' }],
  });
  await write('forest', {
    language: 'de',
    title: 'Herbst im Schwarzwald',
    description: 'Eine lange Wanderung durch den Wald.',
    travelTypes: ['hiking'],
    countries: ['DE'],
    budget: 1,
    comfort: 2,
    detail: 3,
    places: [{ name: 'Freiburg', country: 'DE', duration: 20, dateFrom: '2026-10-01', dateTo: '2026-10-21' }],
  });
  await write(
    'draft',
    {
      language: 'en',
      title: 'Atlas secret draft',
      description: 'Marrakech, Zürich and a long walk.',
      travelTypes: ['hiking'],
      countries: ['MA'],
      budget: 2,
      comfort: 3,
      detail: 2,
      places: [{ name: 'Marrakech', country: 'MA', duration: 3 }],
    },
    false,
  );
});
afterAll(() => t.dispose());

const search = async (query: string, headers: Record<string, string> = {}) => {
  const response = await t.request(`/api/trip/search?${query}`, { headers });
  expect(response.status).toBe(200);
  return response.json();
};
const found = async (query: string) => (await search(query)).docs.map((card: { _id: string }) => card._id);

describe('trip search', () => {
  it('ranks a title match above a description match and never finds drafts', async () => {
    expect(await found('q=atlas')).toEqual([ids.atlas, ids.lakes]);
    expect(await found('q=secret')).toEqual([]);
    expect(await found('')).not.toContain(ids.draft);
  });

  it('stems English and German words', async () => {
    expect(await found('q=walking')).toEqual([ids.lakes]);
    expect(await found('q=Wanderungen')).toEqual([ids.forest]);
    expect(await found('q=mountain')).toEqual([ids.atlas, ids.lakes]);
  });

  it('ignores case and accents and forgives a typo in a place name', async () => {
    expect(await found('q=ZURICH')).toEqual([ids.lakes]);
    expect(await found('q=z%C3%BCrich')).toEqual([ids.lakes]);
    expect(await found('q=Marakech')).toEqual([ids.atlas]);
  });

  it('finds countries by their names in both languages', async () => {
    expect(await found('q=Switzerland')).toEqual([ids.lakes]);
    expect(await found('q=Schweiz')).toEqual([ids.lakes]);
    expect(await found('q=Marokko')).toEqual([ids.atlas]);
  });

  it('filters by each field and by several at once', async () => {
    expect(await found('duration=5-15')).toEqual([ids.atlas]);
    expect(await found('duration=under-5')).toEqual([ids.lakes]);
    expect(await found('duration=16-30')).toEqual([ids.forest]);
    expect((await found('types=hiking')).sort()).toEqual([ids.atlas, ids.forest].sort());
    expect(await found('types=hiking,nature')).toEqual([ids.atlas]);
    expect(await found('types=hiking&types=nature')).toEqual([ids.atlas]);
    expect(await found('budget=3')).toEqual([ids.lakes]);
    expect(await found('comfort=2')).toEqual([ids.forest]);
    expect(await found('detail=2')).toEqual([ids.atlas]);
    expect(await found('country=de')).toEqual([ids.forest]);
    expect(await found('month=4')).toEqual([ids.atlas]);
    expect(await found('month=10')).toEqual([ids.forest]);
    expect(await found('types=hiking&country=MA&month=4&q=souks')).toEqual([ids.atlas]);
    expect(await found('types=hiking&country=CH')).toEqual([]);
    expect((await found('continent=europe')).sort()).toEqual([ids.lakes, ids.forest].sort());
    expect(await found('continent=africa&q=souks')).toEqual([ids.atlas]);
    expect(await found('continent=asia')).toEqual([]);
  });

  it('filters and sorts by rating once trips have one', async () => {
    expect(await found('rating=1')).toEqual([]);
    await t.database.db.update(trip).set({ ratingAverage: 4.5, ratingCount: 2 }).where(eq(trip.id, ids.forest));
    expect(await found('rating=4')).toEqual([ids.forest]);
    expect((await found('sort=rating'))[0]).toBe(ids.forest);
    const [card] = (await search('rating=4')).docs;
    expect(card.rating).toBe(4.5);
    await t.database.db.update(trip).set({ views: 9 }).where(eq(trip.id, ids.lakes));
    expect((await found('sort=views'))[0]).toBe(ids.lakes);
  });

  it('answers cards in the caller’s language, else the trip’s own', async () => {
    const { docs } = await search('q=atlas', { 'accept-language': 'de' });
    expect(docs[0]).toEqual({
      _id: ids.atlas,
      slug: expect.stringMatching(/^atlas-mountains-by-foot-/),
      title: 'Atlas mountains by foot',
      language: 'en',
      length: 6,
      countries: ['MA'],
      rating: null,
      ratingCount: 0,
      cover: null,
      author: { name: expect.any(String), alias: expect.toBeOneOf([null, expect.any(String)]) },
    });
  });

  it('counts each filter value among the trips the other filters let through', async () => {
    const { facets } = await search('types=hiking');
    expect(facets.types).toEqual({ hiking: 2, nature: 1, train: 1, citytrip: 1 });
    expect(facets.duration).toEqual({ '5-15': 1, '16-30': 1 });
    expect(facets.countries).toEqual({ MA: 1, DE: 1 });
    expect(facets.budget).toEqual({ 1: 1, 2: 1 });
    expect(facets.continents).toEqual({ africa: 1, europe: 1 });
    expect(facets.months).toEqual({ 4: 1, 10: 1 });
    expect((await search('continent=europe')).facets.continents).toEqual({ africa: 1, europe: 2 });
  });

  it('suggests the place names trips spell when the words find nothing, keeping the filters', async () => {
    const typo = await search('q=Marakech%20mint');
    expect(typo.docs).toEqual([]);
    expect(typo.suggestion).toBe('marrakech mint');
    expect(await found(`q=${typo.suggestion}`)).toEqual([ids.atlas]);
    expect((await search('q=Marakech%20mint&country=CH')).suggestion).toBeNull();
    expect((await search('q=atlas')).suggestion).toBeNull();
    expect((await search('q=qwertyuiop')).suggestion).toBeNull();
  });

  it('pages through the results', async () => {
    const first = await search('');
    expect(first.paginator).toEqual({
      page: 1,
      totalPages: 1,
      totalDocs: 3,
      limit: 12,
      hasPrevPage: false,
      hasNextPage: false,
    });
    const second = await search('page=2');
    expect(second.docs).toEqual([]);
    expect(second.paginator).toMatchObject({ page: 2, hasPrevPage: true, hasNextPage: false });
  });

  it('indexes trips saved before search existed once, at start-up', async () => {
    await t.database.db.update(trip).set({ searchEn: null, searchDe: null }).where(eq(trip.id, ids.atlas));
    expect(await found('q=atlas')).toEqual([ids.lakes]);
    expect(await indexUnindexedTrips(t.database.db)).toBe(1);
    expect(await found('q=atlas')).toEqual([ids.atlas, ids.lakes]);
    expect(await indexUnindexedTrips(t.database.db)).toBe(0);
  });

  it('refuses bad parameters naming the field in the caller’s language', async () => {
    for (const [query, field, label] of [
      ['duration=forever', 'duration', 'Reisedauer'],
      ['types=hiking,flying', 'types', 'Reisearten'],
      ['budget=9', 'budget', 'Budget'],
      ['country=XX', 'country', 'Land'],
      ['month=13', 'month', 'Reisemonat'],
      ['rating=6', 'rating', 'Mindestbewertung'],
      ['sort=random', 'sort', 'Sortierung'],
      ['page=0', 'page', 'Seite'],
      // The catalog's message for too long a text names the limit rather than the field.
      [`q=${'a'.repeat(201)}`, 'q', '200'],
    ] as const) {
      const response = await t.request(`/api/trip/search?${query}`, { headers: { 'accept-language': 'de' } });
      expect(response.status, query).toBe(400);
      const { error } = await response.json();
      expect(error.fields, query).toEqual([{ field, message: expect.stringContaining(label) }]);
    }
  });
});
