import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchMap } from '#domain/schemas/search.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createDemoApp, pageHtml, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
const written = { porto: '', nowhere: '', draft: '' };

const decode = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
/** The map's data as the page carries it, for the script that draws the map; null when it has none. */
const mapData = (html: string) => {
  const json = /data-search-map="([^"]*)"/.exec(html)?.[1];
  return json === undefined ? null : (JSON.parse(decode(json)) as { query: Record<string, unknown>; locale: string });
};
/** The view's radio buttons that are chosen, by their values. */
const chosenViews = (html: string) =>
  (html.match(/<input[^>]*name="view"[^>]*>/g) ?? [])
    .filter((tag) => tag.includes('checked'))
    .map((tag) => /value="([^"]*)"/.exec(tag)?.[1]);
/** The map's element: hidden in the list view. */
const mapTag = (html: string) => /<div[^>]*data-search-part="map"[^>]*>/.exec(html)?.[0] ?? '';
const points = async (query: string, headers: Record<string, string> = {}) => {
  const response = await t.request(`/api/trip/search/map?${query}`, { headers });
  expect(response.status, query).toBe(200);
  return (await response.json()) as SearchMap;
};

beforeAll(async () => {
  t = await createDemoApp();
  const author = await verifiedUser(t, 'mapper@example.org', 'Mara');
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await t.request(`/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie: author },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return (await response.json()) as { _id: string; version: number };
  };
  const write = async (title: string, places: unknown[], publish = true) => {
    const created = await call('POST', '/trip/create', { language: 'en', title });
    await call('PUT', `/trip/${created._id}`, {
      version: created.version,
      language: 'en',
      title,
      description: 'Two rivers, one valley.',
      travelTypes: ['nature'],
      places,
    });
    if (publish) await call('PATCH', `/trip/${created._id}/publish`);
    return created._id;
  };
  // Its first station has no place on the map: the trip starts, on the map, at its second.
  written.porto = await write('Zweistromland of the Douro', [
    { isNew: true, name: 'A quinta up the hill', duration: 1 },
    { isNew: true, name: 'Vila Real', latitude: 41.3, longitude: -7.74, duration: 2 },
  ]);
  written.nowhere = await write('Zweistromland without a map', [{ isNew: true, name: 'Somewhere', duration: 1 }]);
  written.draft = await write(
    'Zweistromland in draft',
    [{ isNew: true, name: 'Lisbon', latitude: 38.72, longitude: -9.14, duration: 1 }],
    false,
  );
}, 120_000);
afterAll(() => t.dispose());

describe('the search map in the API', () => {
  it('gives each published trip found where it starts, newest first, as the search finds them', async () => {
    const map = await points('');
    expect(map.limited).toBe(false);
    const ids = map.points.map((point) => point._id);
    expect(ids).toContain(written.porto);
    expect(ids).not.toContain(written.nowhere);
    expect(ids).not.toContain(written.draft);
    expect(map.points[0]).toEqual({
      _id: written.porto,
      slug: expect.stringMatching(/^zweistromland-of-the-douro/),
      title: 'Zweistromland of the Douro',
      language: 'en',
      start: 'Vila Real',
      latitude: 41.3,
      longitude: -7.74,
    });
    // The same trips the list finds, in the list's newest order, less those without a place.
    const listed: string[] = [];
    for (let page = 1; listed.length < 100; page++) {
      const found = await (await t.request(`/api/trip/search?sort=newest&page=${page}`)).json();
      listed.push(...found.docs.map((card: { _id: string }) => card._id));
      if (!found.paginator.hasNextPage) break;
    }
    expect(ids).toEqual(listed.filter((id) => ids.includes(id)));
    expect(listed.length - ids.length).toBe(1);
  });

  it('searches with the same words and filters, a typo in a place name forgiven', async () => {
    expect((await points('q=Zweistromland')).points.map((point) => point._id)).toEqual([written.porto]);
    expect((await points('q=Vila%20Reall')).points.map((point) => point._id)).toContain(written.porto);
    const starts = async (query: string) => (await points(query)).points.map((point) => point.start).sort();
    expect(await starts('q=Douro')).toEqual(['Porto', 'Vila Real']);
    // The trip written here names no country, so no continent either.
    expect(await starts('q=Douro&continent=europe')).toEqual(['Porto']);
    expect((await points('country=JP')).points.every((point) => point.longitude > 120)).toBe(true);
  });

  it('gives the titles in the caller’s language when the trip has it, and says which', async () => {
    const german = await points('q=Douro&language=de');
    const own = german.points.find((point) => point._id === written.porto);
    expect(own).toMatchObject({ title: 'Zweistromland of the Douro', language: 'en' });
  });

  it('refuses a filter it cannot read, naming it in the caller’s language', async () => {
    const response = await t.request('/api/trip/search/map?budget=9', { headers: { 'accept-language': 'de' } });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual([{ field: 'budget', message: expect.stringContaining('Budget') }]);
  });

  it('is described in the OpenAPI document', async () => {
    const document = await (await t.request('/api/openapi.json')).json();
    const operation = document.paths['/trip/search/map']?.get;
    expect(operation?.operationId).toBe('searchTripsOnMap');
    expect(operation?.responses?.['200']?.content?.['application/json']?.schema?.$ref).toBe(
      '#/components/schemas/TripSearchMap',
    );
    expect(Object.keys(document.components.schemas.TripSearchMap.properties)).toEqual(['points', 'limited']);
  });
});

describe('the search page with view=map', () => {
  it('carries the map’s search, without its order and page, and shows the map', async () => {
    const html = await pageHtml(t, '/search?view=map&continent=europe&sort=newest&page=1');
    expect(mapData(html)).toMatchObject({ query: { continent: 'europe' }, locale: 'en' });
    expect(mapData(html)?.query).not.toHaveProperty('sort');
    expect(mapData(html)?.query).not.toHaveProperty('page');
    expect(mapTag(html)).not.toContain('hidden');
    expect(chosenViews(html)).toEqual(['map']);
    expect(html).toContain('aria-label="Map of the trips found"');
    const german = await pageHtml(t, '/de/search?view=map');
    expect(mapData(german)).toMatchObject({ query: {}, locale: 'de' });
    expect(german).toContain('aria-label="Karte der gefundenen Reisen"');
    expect(german).toContain('Kartendaten: Natural Earth; Ortsnamen: GeoNames (CC BY)');
  });

  it('asks the map for the cost in the reader’s currency, which the API does not know', async () => {
    expect(mapData(await pageHtml(t, '/search?view=map&cost=100'))?.query).toEqual({ cost: 100, currency: 'USD' });
    expect(mapData(await pageHtml(t, '/de/search?view=map&cost=100'))?.query).toEqual({ cost: 100, currency: 'EUR' });
    expect(mapData(await pageHtml(t, '/search?view=map&cost=100&currency=GBP'))?.query).toEqual({
      cost: 100,
      currency: 'GBP',
    });
  });

  it('keeps view=map in the paging links and the empty search’s links', async () => {
    const html = decode(await pageHtml(t, '/search?view=map&sort=newest'));
    expect(html).toContain('href="/search?view=map&sort=newest&page=2"');
    const second = decode(await pageHtml(t, '/search?view=map&sort=newest&page=2'));
    expect(second).toContain('href="/search?view=map&sort=newest"');
    const empty = decode(await pageHtml(t, '/search?view=map&q=qqqzzzxxx&duration=5-15'));
    expect(empty).toContain('href="/search?q=qqqzzzxxx&view=map"');
  });

  it('leaves the map hidden and without data in the list view', async () => {
    const html = await pageHtml(t, '/search?continent=europe');
    expect(mapData(html)).toBeNull();
    expect(mapTag(html)).toContain('hidden');
    expect(chosenViews(html)).toEqual(['']);
  });
});
