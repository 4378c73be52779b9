import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteTotal, TripLeg } from '#domain/geo.ts';
import { legRoute, tripFileCache } from '#server/db/schema/index.ts';
import { retryDueRoutes, routeLegsInBackground, routePublishedTrips } from '#server/routing/route-fetcher.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { SERVICE_TEXT, startOsrm } from '#tests/setup/osrm-server.ts';
import { secondInstance } from '#tests/setup/second-instance.ts';
import { apiCall, createTestApp, pageHtml, type TestApp } from '#tests/setup/test-app.ts';

GlobalWorkerOptions.workerSrc = createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');

let plain: TestApp;
let routed: TestApp;
let osrm: Awaited<ReturnType<typeof startOsrm>>;
let author = '';
let algarve: Trip;
let dir = '';

type Trip = { _id: string; slug: string; version: number; legs: TripLeg[]; distance: RouteTotal };

/** The API as the author calls it on one of the instances. */
const api = (t: TestApp, method: string, path: string, body?: unknown) =>
  apiCall(t, author)<Trip>(method, `/api${path}`, body);

const station = (name: string, latitude: number, longitude: number, type?: string) => ({
  isNew: true,
  name,
  latitude,
  longitude,
  duration: 1,
  directions: type ? [{ isNew: true, type, duration: 120 }] : [],
});

/** A trip written and published through `t`'s API. */
async function published(t: TestApp, title: string, places: unknown[]): Promise<Trip> {
  const created = await api(t, 'POST', '/trip/create', { language: 'en', title });
  const saved = await api(t, 'PUT', `/trip/${created._id}`, {
    version: created.version,
    language: 'en',
    title,
    description: `${title}, by every means.`,
    travelTypes: ['roadtrip'],
    places,
  });
  return api(t, 'PATCH', `/trip/${saved._id}/publish`);
}

// By car 185 km as the crow flies, by bicycle 26 km, on foot 8.6 km, by plane 454 km: 673 km.
const algarvePlaces = [
  station('Lisbon', 38.7223, -9.1393, 'car'),
  station('Lagos', 37.1028, -8.673, 'bicycle'),
  station('Sagres', 37.0087, -8.9405, 'foot'),
  station('Vila do Bispo', 37.0826, -8.9119, 'plane'),
  station('Porto', 41.1579, -8.6291),
];

const stored = () => plain.database.db.select().from(legRoute).orderBy(asc(legRoute.key));
const page = (t: TestApp, prefix = '') => pageHtml(t, `${prefix}/trips/${algarve.slug}`);
const url = () => osrm.url;

/** The roadbook's text as a PDF reader extracts it, and the name it is kept under. */
async function roadbook() {
  const bytes = new Uint8Array(await (await plain.request(`/api/trip/${algarve._id}/export/pdf`)).arrayBuffer());
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  const kept = await plain.database.db.select({ key: tripFileCache.key }).from(tripFileCache);
  return { text: pages.join(' ').replace(/\s+/g, ' '), keys: kept.map(({ key }) => key) };
}

/** The map's data as the page carries it, for the script that draws the map. */
const mapData = (html: string) => {
  const json = /data-route-map="([^"]*)"/.exec(html)?.[1] ?? 'null';
  return JSON.parse(json.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&')) as {
    legs: { from: number; to: number; style: string; points?: [number, number][] }[];
  };
};

beforeAll(async () => {
  plain = await createTestApp();
  osrm = await startOsrm();
  routed = await secondInstance(plain, { ROUTING_URL: osrm.url });
  author = await verifiedUser(plain, 'routes@example.org', 'Rui');
  dir = mkdtempSync(path.join(tmpdir(), 'itinera-routes-'));
});
afterAll(async () => {
  await routed.dispose();
  await plain.dispose();
  await osrm.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('routed distances', () => {
  it('are never asked for without ROUTING_URL', async () => {
    algarve = await published(plain, 'Down the Algarve', algarvePlaces);
    await routeLegsInBackground(plain.database.db, plain.env)();
    // Whatever a write might have started in the background has had its time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(osrm.state.requests).toEqual([]);
    expect(await stored()).toEqual([]);
    const html = await page(plain);
    expect(html).toContain('≈ 185 km as the crow flies to Lagos · Car');
    expect(html).toMatch(/<dt[^>]*>Distance<\/dt><dd[^>]*>≈ 673 km as the crow flies<\/dd>/);
    expect(mapData(html).legs.every((leg) => leg.points === undefined)).toBe(true);
    const { text, keys } = await roadbook();
    expect(text).toContain('≈ 185 km as the crow flies to Lagos');
    expect(keys).toEqual([expect.stringMatching(`-${algarve.version}-r0.pdf`)]);
  });

  it('are fetched once for each car, bicycle and foot leg, never for a plane’s, and stored for every instance', async () => {
    const before = await routed.request(`/trips/${algarve.slug}`);
    expect(await before.text()).toContain('as the crow flies to Lagos');
    expect((await routed.request(`/trips/${algarve.slug}`)).headers.get('x-cache')).toBe('HIT');

    expect(await routePublishedTrips(routed.database.db, url())).toBe(3);
    expect(osrm.state.requests).toEqual([
      'driving/-9.13930,38.72230;-8.67300,37.10280',
      'cycling/-8.67300,37.10280;-8.94050,37.00870',
      'walking/-8.94050,37.00870;-8.91190,37.08260',
    ]);
    const rows = await stored();
    expect(rows.map(({ key, state, km }) => [key.split('/')[0], state, km])).toEqual([
      ['cycling', 'routed', expect.closeTo(33.724, 3)],
      ['driving', 'routed', expect.closeTo(240.068, 3)],
      ['walking', 'routed', expect.closeTo(11.181, 3)],
    ]);
    // The arrival empties the cached pages of every instance, those without ROUTING_URL too.
    await expect.poll(() => page(routed)).toContain('240 km by road to Lagos');
    await expect.poll(() => page(plain)).toContain('240 km by road to Lagos');
  });

  it('show on the page in both languages, honest about the total', async () => {
    const english = await page(plain);
    expect(english).toContain('240 km by road to Lagos · Car');
    expect(english).toContain('34 km by bike to Sagres · Bicycle');
    expect(english).toContain('11 km on foot to Vila do Bispo · On foot');
    expect(english).toContain('≈ 454 km as the crow flies to Porto · Plane');
    expect(english).toMatch(
      /<dt[^>]*>Distance<\/dt><dd[^>]*>≈ 739 km: 3 of 4 legs along roads and paths, the rest as the crow flies<\/dd>/,
    );
    const german = await page(plain, '/de');
    expect(german).toContain('240 km auf der Straße bis Lagos · Auto');
    expect(german).toContain('34 km mit dem Rad bis Sagres · Fahrrad');
    expect(german).toContain('11 km zu Fuß bis Vila do Bispo · Zu Fuß');
    expect(german).toContain('≈ 454 km Luftlinie bis Porto · Flugzeug');
    expect(german).toMatch(
      /<dt[^>]*>Entfernung<\/dt><dd[^>]*>≈ 739 km: 3 von 4 Etappen über Straßen und Wege, der Rest Luftlinie<\/dd>/,
    );
    // The roadbook of the same version is made again with the routes, the one without them removed.
    const { text, keys } = await roadbook();
    expect(text).toContain('240 km by road to Lagos');
    expect(keys).toEqual([expect.stringMatching(`-${algarve.version}-r3.pdf`)]);
  });

  it('draw the map along the route’s line, simplified, and the plane’s leg along the great circle', async () => {
    const { legs } = mapData(await page(plain));
    expect(legs.map(({ style, points }) => [style, points === undefined])).toEqual([
      ['road', false],
      ['active', false],
      ['active', false],
      ['water-air', true],
    ]);
    const line = legs[0]?.points ?? [];
    expect(line.length).toBeGreaterThan(2);
    expect(line.length).toBeLessThanOrEqual(100);
    expect(line[0]).toEqual([38.7223, -9.1393]);
    expect(line.at(-1)).toEqual([37.1028, -8.673]);
    // The server's line bends through a point off the straight way: that bend is kept.
    const bend = line.filter(([latitude, longitude]) => Math.hypot(latitude - 37.95918, longitude + 8.7442) < 1e-4);
    expect(bend).toHaveLength(1);
  });

  it('are in the API, which takes the trip back unchanged', async () => {
    const read = await api(plain, 'GET', `/trip/${algarve._id}`);
    expect(read.legs.map(({ routed: way }) => way?.profile ?? null)).toEqual(['driving', 'cycling', 'walking', null]);
    expect(read.legs[0]).toMatchObject({
      from: 0,
      to: 1,
      km: expect.closeTo(184.667, 3),
      transport: 'car',
      routed: { km: expect.closeTo(240.068, 3), profile: 'driving' },
    });
    expect(read.distance).toEqual({ km: expect.closeTo(738.781, 3), known: 4, routed: 3, legs: 4 });
    const saved = await api(plain, 'PUT', `/trip/${algarve._id}`, {
      ...read,
      legs: [],
      distance: { km: 1, known: 0, routed: 0, legs: 0 },
    });
    expect(saved).toEqual({ ...read, version: read.version + 1 });
    algarve = saved;
  });

  it('are the lines and distances of the GPX and KML files', async () => {
    const file = async (format: string) => (await plain.request(`/api/trip/${algarve._id}/export/${format}`)).text();
    const kml = await file('kml');
    const lines = [...kml.matchAll(/<coordinates>([^<]*)<\/coordinates><\/LineString>/g)].map(
      ([, text]) => text?.split(' ').length,
    );
    expect(lines[0]).toBeGreaterThan(2);
    expect(lines.slice(1)).toEqual([expect.any(Number), expect.any(Number), 2]);
    expect([...kml.matchAll(/<value>([\d.]+)<\/value>/g)].map(([, km]) => km)).toEqual([
      '240.1',
      '33.7',
      '11.2',
      '453.8',
    ]);
    expect(kml).toContain('240 km by road to Lagos');

    const gpx = await file('gpx');
    const tracks = [...gpx.matchAll(/<trk><name>([^<]*)<\/name>[\s\S]*?<\/trk>/g)];
    expect(tracks.map(([, name]) => name)).toEqual([
      'On the way from Lisbon to Lagos',
      'On the way from Lagos to Sagres',
      'On the way from Sagres to Vila do Bispo',
    ]);
    expect(tracks[0]?.[0].match(/<trkpt /g)?.length).toBe(lines[0]);
    expect(gpx).toContain('Distance: ≈ 739 km: 3 of 4 legs along roads and paths, the rest as the crow flies');
    const written = path.join(dir, 'algarve.gpx');
    writeFileSync(written, gpx);
    execFileSync('/usr/bin/xmllint', ['--noout', '--schema', 'tests/fixtures/gpx-1.1.xsd', written], { stdio: 'pipe' });
  });

  it('of a leg a save adds are fetched in the background on an instance with ROUTING_URL', async () => {
    const read = await api(routed, 'GET', `/trip/${algarve._id}`);
    const places = (read as unknown as { places: { directions: unknown[] }[] }).places;
    const porto = { ...places.at(-1), directions: [{ isNew: true, type: 'car', duration: 60 }] };
    await api(routed, 'PUT', `/trip/${algarve._id}`, {
      ...read,
      places: [...places.slice(0, -1), porto, station('Braga', 41.5454, -8.4265)],
    });
    await expect.poll(() => osrm.state.requests.length).toBe(4);
    expect(osrm.state.requests[3]).toBe('driving/-8.62910,41.15790;-8.42650,41.54540');
    await expect.poll(() => page(plain)).toContain('by road to Braga');
  });

  it('are not asked for again: by a second read, another sweep or another instance, nor by two at once', async () => {
    const asked = osrm.state.requests.length;
    await page(routed);
    await api(routed, 'GET', `/trip/${algarve._id}`);
    expect(await routePublishedTrips(routed.database.db, url())).toBe(0);
    const third = await secondInstance(plain, { ROUTING_URL: osrm.url });
    try {
      expect(await routePublishedTrips(third.database.db, url())).toBe(0);
      expect(await pageHtml(third, `/trips/${algarve.slug}`)).toContain('240 km by road to Lagos');
      expect(osrm.state.requests).toHaveLength(asked);

      // Published where routing is off, then swept by two instances at the same time.
      await published(plain, 'Up the coast', [
        station('Aveiro', 40.6405, -8.6538, 'car'),
        station('Figueira da Foz', 40.1508, -8.8618, 'car'),
        station('Nazaré', 39.6021, -9.0714, 'car'),
        station('Peniche', 39.3558, -9.3811),
      ]);
      const swept = await Promise.all([
        routePublishedTrips(routed.database.db, url()),
        routePublishedTrips(third.database.db, url()),
      ]);
      expect(swept[0] + swept[1]).toBe(3);
      expect(osrm.state.requests).toHaveLength(asked + 3);
      expect(new Set(osrm.state.requests).size).toBe(asked + 3);
    } finally {
      await third.dispose();
    }
  });

  it('leave the crow-flies figures, and nothing the service said, when it fails or has no route', async () => {
    osrm.state.answer = 'garbage';
    const inland = await published(plain, 'The plains', [
      station('Évora', 38.5714, -7.9135, 'car'),
      station('Beja', 38.0151, -7.8632),
    ]);
    expect(await routePublishedTrips(routed.database.db, url())).toBe(1);
    const [failed] = (await stored()).filter(({ state }) => state !== 'routed');
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, km: null, points: null });
    const at = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);

    const html = await pageHtml(routed, `/trips/${inland.slug}`);
    expect(html).toContain('≈ 62 km as the crow flies to Beja · Car');
    expect(html).not.toContain(SERVICE_TEXT);
    const read = await (await routed.request(`/api/trip/${inland._id}`)).text();
    expect(read).not.toContain(SERVICE_TEXT);
    expect(JSON.parse(read).legs[0].routed).toBeNull();

    // Asked again once its wait is over, not before; a failure doubles the wait.
    osrm.state.answer = 'failure';
    expect(await routePublishedTrips(routed.database.db, url())).toBe(0);
    expect(await retryDueRoutes(routed.database.db, url(), { now: at(11) })).toBe(1);
    expect(await retryDueRoutes(routed.database.db, url(), { now: at(25) })).toBe(0);
    expect(await retryDueRoutes(routed.database.db, url(), { now: at(32) })).toBe(1);

    // No route is an answer: stored, and never asked again.
    osrm.state.answer = 'no-route';
    expect(await retryDueRoutes(routed.database.db, url(), { now: at(24 * 60) })).toBe(1);
    expect(await retryDueRoutes(routed.database.db, url(), { now: at(48 * 60) })).toBe(0);
    expect(await routePublishedTrips(routed.database.db, url(), { now: at(48 * 60) })).toBe(0);
    expect((await stored()).find(({ key }) => key === failed?.key)).toMatchObject({ state: 'none', attempts: 4 });
    expect(await pageHtml(plain, `/trips/${inland.slug}`)).toContain('≈ 62 km as the crow flies to Beja · Car');
    osrm.state.answer = 'route';
  });
});
