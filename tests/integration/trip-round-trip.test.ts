import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryCodes } from '#domain/countries.ts';
import { currencyCodes } from '#domain/currencies.ts';
import { costCovers } from '#domain/price-text.ts';
import { type TripDocumentInput, tripDocumentSchema, tripLimits } from '#domain/schemas/trip.ts';
import { transportTypes, travelTypes, tripScales } from '#domain/trip-scales.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let author = '';
const images: string[] = [];

const call = (method: string, path: string, body?: unknown) =>
  t.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: author },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

type Trip = TripDocumentInput & { _id: string; version: number };

const answer = async (response: Response, status = 200): Promise<Trip> => {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
};

beforeAll(async () => {
  t = await createTestApp();
  author = await verifiedUser(t, 'author@example.org', 'Ada');
  const holder = await answer(await call('POST', '/trip/create', { language: 'en', title: 'Pictures' }), 201);
  const picture = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  for (const name of ['lake.png', 'hill.png']) {
    const form = new FormData();
    form.set('image', new Blob([picture]), name);
    const response = await t.request(`/api/trip/${holder._id}/image`, {
      method: 'POST',
      body: form,
      headers: { cookie: author },
    });
    images.push(((await response.json()) as { key: string }).key);
  }
});
afterAll(() => t.dispose());

// Valid documents within the schema's limits, in any script, with spaces to trim around the words.
const words = (max: number) => fc.string({ unit: 'grapheme', maxLength: max });
const name = (max: number) => words(max).filter((text) => text.trim().length > 0);
const image = () => fc.constantFrom(null, ...images);
const country = fc.constantFrom(...countryCodes);
const isoDay = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const dates = fc.option(fc.tuple(isoDay, isoDay).map(([a, b]) => (a <= b ? [a, b] : [b, a])));
const coordinate = (limit: number) =>
  fc.double({ min: -limit, max: limit, noNaN: true }).map((value) => (value === 0 ? 0 : value));

// A cost (ADR 0078): an amount in cents up to the limit with its currency, or none (a currency
// may stand alone), what it covers, and the note beside it.
const cost = fc
  .record({
    amount: fc.option(fc.integer({ min: 0, max: tripLimits.amountMax * 100 }).map((cents) => cents / 100)),
    currency: fc.option(fc.constantFrom(...currencyCodes)),
    fallback: fc.constantFrom(...currencyCodes),
    covers: fc.constantFrom(...costCovers),
    price: words(20),
  })
  .map(({ fallback, ...fields }) => ({
    ...fields,
    currency: fields.amount === null ? fields.currency : (fields.currency ?? fallback),
  }));

const activity = fc
  .record({
    isNew: fc.constant(true),
    kind: fc.constantFrom('sight', 'activity'),
    name: name(40),
    description: words(80),
    tips: words(40),
    // Some of the uploaded pictures, at most one of them the highlight (or none).
    images: fc
      .tuple(fc.uniqueArray(fc.constantFrom(0, 1), { maxLength: 2 }), fc.nat(2))
      .map(([picked, highlight]) =>
        picked.map((index, at) => ({ key: images[index] as string, highlight: at === highlight })),
      ),
    cost,
  })
  .map(({ cost: fields, ...rest }) => ({ ...rest, ...fields }));

const direction = fc
  .record({
    isNew: fc.constant(true),
    type: fc.constantFrom(...transportTypes),
    duration: fc.nat(5000),
    cost,
    overnight: fc.boolean(),
    nights: fc.nat(5),
    description: words(60),
    tips: words(30),
  })
  .map(({ cost: fields, ...rest }) => ({ ...rest, ...fields }));

const place = fc
  .record({
    name: name(40),
    country: fc.option(country),
    position: fc.option(fc.tuple(coordinate(90), coordinate(180))),
    duration: fc.nat(10),
    dates,
    image: image(),
    description: words(80),
    generalInfo: words(60),
    activities: fc.array(activity, { maxLength: 3 }),
    directions: fc.array(direction, { maxLength: 2 }),
    accommodation: fc.option(
      fc
        .record({
          isNew: fc.constant(true),
          name: words(30),
          cost,
          description: words(40),
          tips: words(20),
          image: image(),
        })
        .map(({ cost: fields, ...rest }) => ({ ...rest, ...fields })),
    ),
    dayNumbers: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 3 }),
    dayText: words(60),
  })
  .chain(({ position, dates: span, dayNumbers, dayText, ...rest }) =>
    fc.constant({
      ...rest,
      isNew: true,
      latitude: position?.[0] ?? null,
      longitude: position?.[1] ?? null,
      dateFrom: span?.[0] ?? null,
      dateTo: span?.[1] ?? null,
      // Days in order, each naming some of the new activities by their place in the list.
      days: [...dayNumbers]
        .sort((a, b) => a - b)
        .map((number, index) => ({
          isNew: true,
          number,
          description: index === 0 ? dayText : '',
          activities: rest.activities.flatMap((_, at) => ((at + number) % 2 === 0 ? [`new:${at}`] : [])),
        })),
    }),
  );

const tripDocument = fc
  .record({
    language: fc.constantFrom('en', 'de'),
    title: name(60),
    description: words(200),
    summary: words(100),
    coverImage: image(),
    dates,
    period: words(30),
    travelTypes: fc.uniqueArray(fc.constantFrom(...travelTypes), { maxLength: 4 }),
    tags: fc.array(name(20), { maxLength: 5 }),
    countries: fc.uniqueArray(country, { maxLength: 4 }),
    apps: fc.array(name(20), { maxLength: 3 }),
    budget: fc.integer({ min: 0, max: tripScales.budget }),
    comfort: fc.integer({ min: 0, max: tripScales.comfort }),
    detail: fc.integer({ min: 0, max: tripScales.detail }),
    travellers: fc.integer({ min: 1, max: tripLimits.travellersMax }),
    places: fc.array(place, { maxLength: 3 }),
  })
  .map(({ dates: span, ...rest }) => ({ ...rest, dateFrom: span?.[0] ?? null, dateTo: span?.[1] ?? null }));

/** The server's names (`_id`) replaced by places in the lists, and the read-only fields left out. */
function asWritten(trip: TripDocumentInput) {
  const { version: _version, places, ...fields } = tripDocumentSchema.parse(trip);
  const written = Object.fromEntries(Object.entries(fields).filter(([key]) => key in tripFieldsOnly));
  return {
    ...written,
    places: places.map(
      ({ _id, isNew, firstDay, lastDay, nights, activities, directions, accommodation, days, ...p }) => {
        const ids = activities.map((entry, index) => entry._id ?? `new:${index}`);
        return {
          ...p,
          activities: activities.map(({ _id, isNew, image: _image, ...a }) => a),
          directions: directions.map(({ _id, isNew, ...d }) => d),
          accommodation: accommodation && (({ _id, isNew, ...stay }) => stay)(accommodation),
          days: days.map(({ _id, isNew, activities: named, ...d }) => ({
            ...d,
            activities: named.map((ref) => ids.indexOf(ref)),
          })),
        };
      },
    ),
  };
}
const tripFieldsOnly = Object.fromEntries(
  Object.keys(tripDocumentSchema.parse({ language: 'en', title: 'x', version: 1 })).map((key) => [key, true]),
);

describe('a trip document', () => {
  it('that GET returns goes back unchanged through PUT, fresh draft included', async () => {
    await fc.assert(
      fc.asyncProperty(tripDocument, async (document) => {
        const draft = await answer(await call('POST', '/trip/create', { language: 'en', title: 'Draft' }), 201);
        const fresh = await answer(await call('GET', `/trip/${draft._id}`));
        const resaved = await answer(await call('PUT', `/trip/${draft._id}`, fresh));
        expect(resaved.version).toBe(fresh.version + 1);

        await answer(await call('PUT', `/trip/${draft._id}`, { ...document, version: resaved.version }));
        const read = await answer(await call('GET', `/trip/${draft._id}?language=${document.language}`));
        expect(asWritten(read)).toEqual(asWritten({ ...document, version: 1 }));

        const again = await answer(await call('PUT', `/trip/${draft._id}`, read));
        const reread = await answer(await call('GET', `/trip/${draft._id}?language=${document.language}`));
        expect(again).toEqual(reread);
        expect(reread).toEqual({ ...read, version: read.version + 1 });
      }),
      { numRuns: 30 },
    );
    // Many generated trips with every cost field: a minute beside the browser tests on two cores.
  }, 180_000);
});
