import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trip } from '#server/db/schema/index.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createDemoApp, pageHtml, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let slug = '';

/** The map's data as the page carries it, for the script that draws the map. */
const mapData = (html: string) => {
  const json = /data-route-map="([^"]*)"/.exec(html)?.[1] ?? 'null';
  return JSON.parse(json.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&')) as {
    stations: { number: number; name: string }[];
    legs: { from: number; to: number; style: string }[];
  };
};

beforeAll(async () => {
  t = await createDemoApp();
  // Porto (41.1579, -8.6291) by train to Pinhão (41.1915, -7.5461), by train to Coimbra (40.2033, -8.4103).
  const [demo] = await t.database.db
    .select({ slug: trip.slug })
    .from(trip)
    .where(like(trip.slug, 'porto-the-douro-valley%'));
  slug = demo?.slug ?? '';
});
afterAll(() => t.dispose());

describe('the distances of a trip', () => {
  it.each([
    [
      'en',
      '',
      ['≈ 91 km as the crow flies to Pinhão · Train', '≈ 132 km as the crow flies to Coimbra · Train'],
      '≈ 223 km as the crow flies',
      'Distance',
    ],
    [
      'de',
      '/de',
      ['≈ 91 km Luftlinie bis Pinhão · Zug', '≈ 132 km Luftlinie bis Coimbra · Zug'],
      '≈ 223 km Luftlinie',
      'Entfernung',
    ],
  ])('shows each leg and the total in %s', async (_language, prefix, legs, total, label) => {
    expect(slug).not.toBe('');
    const html = await pageHtml(t, `${prefix}/trips/${slug}`);
    for (const leg of legs) expect(html).toContain(leg);
    expect(html).toMatch(new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>${total}</dd>`));
    const map = mapData(html);
    expect(map.stations.map(({ number, name }) => `${number} ${name}`)).toEqual(['1 Porto', '2 Pinhão', '3 Coimbra']);
    expect(map.legs).toEqual([
      { from: 0, to: 1, style: 'rail' },
      { from: 1, to: 2, style: 'rail' },
    ]);
    // The legend names the one pattern drawn; the list links every station to its description.
    expect(html).toContain(prefix ? 'Linien auf der Karte' : 'Lines on the map');
    expect(html.match(/href="#station-/g)).toHaveLength(3);
  });

  it('leaves out the legs of a station without a place and says what the total counts', async () => {
    const author = await verifiedUser(t, 'route@example.org', 'Rosa');
    const request = async (method: string, path: string, body: unknown) => {
      const response = await t.request(`/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie: author },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBeLessThan(300);
      return (await response.json()) as { _id: string; version: number };
    };
    const created = await request('POST', '/trip/create', { language: 'en', title: 'Three stops' });
    await request('PUT', `/trip/${created._id}`, {
      version: created.version,
      language: 'en',
      title: 'Three stops',
      places: [
        { isNew: true, name: 'Lisbon', latitude: 38.72, longitude: -9.14, duration: 1 },
        { isNew: true, name: 'Somewhere', duration: 1, directions: [{ isNew: true, type: 'bus', duration: 60 }] },
        { isNew: true, name: 'Porto', latitude: 41.15, longitude: -8.61, duration: 1 },
        { isNew: true, name: 'Braga', latitude: 41.55, longitude: -8.42, duration: 1 },
      ],
    });
    const html = await (await t.request(`/trips/${created._id}`, { headers: { cookie: author } })).text();
    expect(html).toContain('To Somewhere: distance unknown, a station has no place on the map');
    expect(html).toContain('To Porto: distance unknown, a station has no place on the map · Bus');
    expect(html).toContain('≈ 47 km as the crow flies to Braga');
    expect(html).toContain(
      '≈ 47 km as the crow flies over 1 of 3 legs; the others have a station without a place on the map',
    );
    const map = mapData(html);
    expect(map.stations.map(({ number }) => number)).toEqual([1, 3, 4]);
    expect(map.legs).toEqual([{ from: 1, to: 2, style: 'other' }]);
  });
});
