import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gpx as gpxToGeoJson, kml as kmlToGeoJson, kmlWithFolders } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOfDay } from '#domain/itinerary.ts';
import type { TripView } from '#server/features/trips/trip.presenter.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { linesOf, pricedTrip, pricedTripWords } from '#tests/setup/priced-trip.ts';
import { type MemberApi, publishedTrip, type WrittenTrip } from '#tests/setup/published-trip.ts';
import { createDemoApp, newestPublished, pageHtml, type TestApp } from '#tests/setup/test-app.ts';

/** Debian's xmllint (`apt-get install libxml2-utils`; .ci/run installs it). */
const XMLLINT = '/usr/bin/xmllint';

let t: TestApp;
let trip: TripView;
let german: TripView;
let priced: { en: TripView; de: TripView };
let dir = '';

const exported = (id: string, format: string, query = '', headers: Record<string, string> = {}) =>
  t.request(`/api/trip/${id}/export/${format}${query}`, { headers });
const xml = (text: string) => new DOMParser().parseFromString(text, 'text/xml') as unknown as Document;

/** Fails unless xmllint finds the GPX valid against the GPX 1.1 schema. */
function validGpx(text: string, name: string) {
  if (!existsSync(XMLLINT)) throw new Error(`${XMLLINT} is missing: apt-get install -y libxml2-utils`);
  const file = path.join(dir, name);
  writeFileSync(file, text);
  execFileSync(XMLLINT, ['--noout', '--schema', 'tests/fixtures/gpx-1.1.xsd', file], { stdio: 'pipe' });
}

const events = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));

beforeAll(async () => {
  t = await createDemoApp();
  dir = mkdtempSync(path.join(tmpdir(), 'itinera-exports-'));
  // The published trip with the most stations that has dates and stays: every part of every file.
  const views = await Promise.all(
    (await newestPublished(t, 100)).map(
      async ({ id }) => (await t.request(`/api/trip/${id}`)).json() as Promise<TripView>,
    ),
  );
  const complete = views.filter((view) => view.dateFrom && view.places.some((place) => place.accommodation));
  trip = complete.sort((a, b) => b.places.length - a.places.length)[0] as TripView;
  german = (await (await t.request(`/api/trip/${trip._id}?language=de`)).json()) as TripView;
  priced = await pricedTrip(t);
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t?.dispose();
});

describe('a trip exported for map apps, GPS devices and calendars', () => {
  it('is GPX 1.1, valid against its schema, with a waypoint per station and the route in order', async () => {
    const response = await exported(trip._id, 'gpx');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gpx+xml; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${trip.slug}.gpx"`);
    const text = await response.text();
    validGpx(text, 'trip.gpx');

    const features = gpxToGeoJson(xml(text)).features;
    const stations = trip.places.filter((place) => place.latitude !== null && place.longitude !== null);
    const points = features.filter((feature) => feature.geometry?.type === 'Point');
    expect(points.map((feature) => feature.properties?.name)).toEqual(stations.map((place) => place.name));
    const first = stations[0];
    expect(points[0]?.geometry).toEqual({ type: 'Point', coordinates: [first?.longitude, first?.latitude] });
    // Activities have no coordinates: they are listed in their station's description.
    const named = first?.activities[0]?.name;
    if (named) expect(points[0]?.properties?.desc).toContain(named);
    const route = features.find((feature) => feature.geometry?.type === 'LineString');
    expect(route?.geometry).toEqual({
      type: 'LineString',
      coordinates: stations.map((place) => [place.longitude, place.latitude]),
    });
  });

  it('is KML 2.2 with the same stations and route, read by a KML reader', async () => {
    const response = await exported(trip._id, 'kml', '?language=de');
    expect(response.headers.get('content-type')).toBe('application/vnd.google-earth.kml+xml; charset=utf-8');
    const features = kmlToGeoJson(xml(await response.text())).features;
    const stations = german.places.filter((place) => place.latitude !== null);
    const points = features.filter((feature) => feature.geometry?.type === 'Point');
    expect(points.map((feature) => feature.properties?.name)).toEqual(stations.map((place) => place.name));
    expect(points[0]?.properties?.description).toContain(stations[0]?.description.slice(0, 20) ?? '');
    const line = features.find((feature) => feature.geometry?.type === 'LineString');
    expect(line?.properties?.name).toBe(`Unterwegs von ${stations[0]?.name} nach ${stations[1]?.name}`);
  });

  it('is an iCalendar with an all-day event per day and one per stay, on the trip’s dates', async () => {
    const response = await exported(trip._id, 'ics', '?language=de');
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const all = events(text);
    const days = all.filter((event) => event.uid.includes('-day-'));
    expect(days).toHaveLength(german.length);
    const start = german.dateFrom ?? '';
    const first = days.find((event) => event.uid.startsWith(`trip-${german._id}-day-1@`));
    expect(first?.startDate.isDate).toBe(true);
    expect(first?.startDate.toString()).toBe(start);
    expect(first?.summary).toBe(`Tag 1: ${german.places[0]?.name}`);
    const stays = all.filter((event) => event.uid.includes('-stay-'));
    const withStay = german.places.filter((place) => place.accommodation);
    expect(stays).toHaveLength(withStay.length);
    const stay = withStay[0];
    const event = stays[0];
    expect(event?.summary).toBe(`Unterkunft: ${stay?.accommodation?.name || stay?.name}`);
    expect(event?.startDate.toString()).toBe(dateOfDay(start, stay?.firstDay ?? 1));
    expect(event?.location).toContain(stay?.name);
    expect(event?.component.getFirstPropertyValue('geo')).toEqual([stay?.latitude, stay?.longitude]);
  });

  it('counts a calendar from the day the reader picks when the trip has no dates, and asks for it by name', async () => {
    const cookie = await verifiedUser(t, 'planner@example.org', 'Planner');
    const created = await t.request('/api/trip/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: t.env.PUBLIC_URL },
      body: JSON.stringify({ language: 'en', title: 'Somewhere, someday' }),
    });
    const draft = (await created.json()) as TripView;
    const asked = await exported(draft._id, 'ics', '', { cookie, 'accept-language': 'de' });
    expect(asked.status).toBe(400);
    const { error } = (await asked.json()) as { error: { code: string; fields: { field: string; message: string }[] } };
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual([{ field: 'start', message: 'Erster Tag deiner Reise ist ein Pflichtfeld' }]);

    // Given a station and still no dates, the calendar counts from the day the reader picked.
    const saved = await t.request(`/api/trip/${draft._id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie, origin: t.env.PUBLIC_URL },
      body: JSON.stringify({
        version: draft.version,
        language: 'en',
        title: 'Somewhere, someday',
        places: [{ isNew: true, name: 'Neuchâtel', country: 'CH', latitude: 46.99, longitude: 6.93, duration: 2 }],
      }),
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as TripView).dateFrom).toBeNull();
    const picked = await exported(draft._id, 'ics', '?start=2030-01-01', { cookie });
    expect(picked.status).toBe(200);
    const pickedText = await picked.text();
    const pickedDays = events(pickedText).filter((event) => event.uid.includes('-day-'));
    const pickedDay = (number: number) =>
      pickedDays.find((event) => event.uid.startsWith(`trip-${draft._id}-day-${number}@`));
    expect(pickedDay(1)?.startDate.isDate).toBe(true);
    expect(pickedDay(1)?.startDate.toString()).toBe('2030-01-01');
    expect(pickedDay(2)?.startDate.toString()).toBe('2030-01-02');
    expect(pickedText).toContain('DTSTART;VALUE=DATE:20300101');
    expect(pickedText).toContain('DTSTART;VALUE=DATE:20300102');
    // A day the calendar does not have is refused, naming the field.
    const impossible = await exported(draft._id, 'ics', '?start=2030-02-30', { cookie });
    expect(impossible.status).toBe(400);
    const refused = (await impossible.json()) as { error: { code: string; fields: { field: string }[] } };
    expect(refused.error.code).toBe('VALIDATION_FAILED');
    expect(refused.error.fields.map(({ field }) => field)).toEqual(['start']);

    const dated = await exported(trip._id, 'ics', '?start=2030-01-01');
    // A trip's own dates win over the one picked.
    expect(await dated.text()).toContain(`DTSTART;VALUE=DATE:${(trip.dateFrom ?? '').replaceAll('-', '')}`);
    expect((await exported(trip._id, 'docx')).status).toBe(400);
    expect((await exported(trip._id, 'ics', '?start=tomorrow')).status).toBe(400);
    // Another reader does not learn of the draft.
    expect((await exported(draft._id, 'gpx')).status).toBe(404);
  });

  it('are offered on the trip page in its language: links, or a form for the first day of a trip without dates', async () => {
    const html = await pageHtml(t, `/de/trips/${trip.slug}`);
    expect(html).toContain('Für unterwegs');
    for (const format of ['gpx', 'kml', 'ics'])
      expect(html).toContain(`href="/api/trip/${trip._id}/export/${format}?language=${german.language}"`);

    const cookie = await verifiedUser(t, 'undated@example.org', 'Undated');
    const api: MemberApi = async (method, path, body) => {
      const response = await t.request(`/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie, origin: t.env.PUBLIC_URL },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return response.json() as Promise<WrittenTrip>;
    };
    const undated = await publishedTrip(api);
    const page = await pageHtml(t, `/trips/${undated.slug}`);
    expect(page).not.toContain('/export/ics?');
    expect(page).toContain(`action="/api/trip/${undated._id}/export/ics"`);
    expect(page).toContain('<label for="trip-exports-start"');
  });
});

describe('distances and costs in the exported files', () => {
  const child = (element: Element, name: string) => element.getElementsByTagName(name)[0]?.textContent ?? '';

  it.each(['en', 'de'] as const)(
    'GPX in %s: the way on at each route point, the total on the route, prices at the stations, still valid',
    async (language) => {
      const said = pricedTripWords[language];
      const text = await (await exported(priced[language]._id, 'gpx', `?language=${language}`)).text();
      validGpx(text, `priced-${language}.gpx`);
      const points = Array.from(xml(text).getElementsByTagName('rtept'));
      expect(points.map((point) => linesOf(child(point, 'desc')))).toEqual([
        [said.toPorto, said.byTrain],
        [said.toBerlin, said.byPlane],
        [''],
      ]);
      expect(points.map((point) => child(point, 'type'))).toEqual(['train', 'plane', '']);
      const features = gpxToGeoJson(xml(text)).features;
      const route = features.find((feature) => feature.geometry?.type === 'LineString');
      expect(linesOf(route?.properties?.desc)).toEqual([said.total, said.travellers]);
      const lisbon = features.find((feature) => feature.properties?.name === 'Lisbon');
      expect(linesOf(lisbon?.properties?.desc)).toEqual([said.tram, said.stay]);
    },
  );

  it.each(['en', 'de'] as const)(
    'KML in %s: a line per leg with its way and distance, the total on the route, the stay at its station',
    async (language) => {
      const said = pricedTripWords[language];
      const text = await (await exported(priced[language]._id, 'kml', `?language=${language}`)).text();
      const features = kmlToGeoJson(xml(text)).features;
      const legs = features.filter((feature) => feature.geometry?.type === 'LineString');
      expect(legs.map((leg) => leg.properties?.name)).toEqual(said.legs);
      expect(legs.map((leg) => linesOf(leg.properties?.description))).toEqual([
        [said.toPorto, said.byTrain],
        [said.toBerlin, said.byPlane],
      ]);
      expect(legs.map((leg) => leg.properties?.distanceKm)).toEqual(['273.6', '2084.3']);
      const lisbon = features.find((feature) => feature.properties?.name === 'Lisbon');
      expect(linesOf(lisbon?.properties?.description)).toEqual([said.tram, said.stay]);
      const folder = kmlWithFolders(xml(text)).children.find((node) => node.type === 'folder');
      expect(folder?.type === 'folder' && folder.meta).toMatchObject({ name: said.route });
      expect(linesOf(folder?.type === 'folder' && folder.meta.description)).toEqual([said.total, said.travellers]);
    },
  );

  it.each(['en', 'de'] as const)(
    'iCalendar in %s: each leg on the day it is travelled, prices with the activities and the stay',
    async (language) => {
      const said = pricedTripWords[language];
      const id = priced[language]._id;
      const all = events(await (await exported(id, 'ics', `?language=${language}`)).text());
      const description = (uid: string) =>
        linesOf(all.find((event) => event.uid.startsWith(`trip-${id}-${uid}@`))?.description);
      expect(description('day-1')[0]).toBe(said.tram);
      // Porto is reached on day 4, Berlin on day 6: the ways there are told on those days, and only there.
      expect(description('day-4').slice(0, 2)).toEqual([said.toPorto, said.byTrain]);
      expect(description('day-6').slice(0, 2)).toEqual([said.toBerlin, said.byPlane]);
      const told = all.filter((event) => linesOf(event.description).includes(said.toPorto));
      expect(told).toHaveLength(1);
      const [lisbon] = priced[language].places;
      expect(description(`stay-${lisbon?._id}`)[0]).toBe(said.stayPrice);
    },
  );
});
