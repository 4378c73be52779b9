import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripView } from '#server/features/trips/trip.presenter.ts';
import { copyLimits } from '#server/features/trips/trip-copy.ts';
import { outbox, unfold, verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, postForm, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let ada = '';
let olu = '';
let cy = '';
beforeAll(async () => {
  t = await createTestApp();
  ada = await verifiedUser(t, 'ada@example.org', 'Ada');
  olu = await verifiedUser(t, 'olu@example.org', 'Olu');
  cy = await verifiedUser(t, 'cy@example.org', 'Cy');
});
afterAll(() => t.dispose());

const call = (method: string, path: string, cookie: string, body?: unknown) =>
  t.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function ok<T = TripView>(response: Response, status = 200): Promise<T> {
  const body = await response.json();
  if (response.status !== status)
    throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body as T;
}

const copy = (cookie: string, id: string, body: unknown = {}) => call('POST', `/trip/${id}/copy`, cookie, body);
const read = (id: string, cookie = '', query = '') => call('GET', `/trip/${id}${query}`, cookie).then((r) => ok(r));
const stored = async (key: string) => Boolean(await t.storage.get(`originals/${key}.webp`));

async function upload(cookie: string, tripId: string): Promise<string> {
  const body = new FormData();
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  body.set('image', new Blob([png]), 'lake.png');
  const response = await t.request(`/api/trip/${tripId}/image`, { method: 'POST', body, headers: { cookie } });
  return (await ok<{ key: string }>(response, 201)).key;
}

/** Ada's published trip in English and German, with a picture in every place a trip has one. */
async function adasTrip(languages: ('en' | 'de')[] = ['en', 'de']) {
  const created = await ok(
    await call('POST', '/trip/create', ada, { language: 'en', title: 'Lakes of the Jura' }),
    201,
  );
  const [cover, station, stay, sight] = [
    await upload(ada, created._id),
    await upload(ada, created._id),
    await upload(ada, created._id),
    await upload(ada, created._id),
  ];
  let trip = await ok(
    await call('PUT', `/trip/${created._id}`, ada, {
      version: created.version,
      language: 'en',
      title: 'Lakes of the Jura',
      description: 'Three lakes, one bicycle.',
      travelTypes: ['nature'],
      coverImage: cover,
      travellers: 2,
      places: [
        {
          isNew: true,
          name: 'Neuchâtel',
          country: 'CH',
          latitude: 46.99,
          longitude: 6.93,
          duration: 2,
          image: station,
          accommodation: {
            isNew: true,
            name: 'Lake hostel',
            image: stay,
            amount: 45.5,
            currency: 'CHF',
            covers: 'personNight',
            price: 'dorm',
          },
          activities: [{ isNew: true, name: 'Boat to the island', images: [{ key: sight, highlight: true }] }],
          directions: [{ isNew: true, type: 'train', duration: 45 }],
          days: [{ isNew: true, number: 1, activities: ['new:0'] }],
        },
        { isNew: true, name: 'Biel', country: 'CH', latitude: 47.14, longitude: 7.25, duration: 2 },
      ],
    }),
  );
  if (languages.includes('de')) {
    const [first, second] = trip.places as [TripView['places'][number], TripView['places'][number]];
    const boat = {
      ...(first.activities[0] as TripView['places'][number]['activities'][number]),
      name: 'Boot zur Insel',
    };
    trip = await ok(
      await call('PUT', `/trip/${trip._id}`, ada, {
        ...trip,
        language: 'de',
        title: 'Seen des Jura',
        description: 'Drei Seen, ein Fahrrad.',
        places: [{ ...first, activities: [boat] }, second],
      }),
    );
  }
  await ok(await call('PATCH', `/trip/${trip._id}/publish`, ada));
  return { trip: await read(trip._id), pictures: [cover, station, stay, sight] };
}

describe('Use this trip', () => {
  it("copies a published trip, every language and picture, into the copier's draft that says what it is based on", async () => {
    const { trip, pictures } = await adasTrip();
    const made = await ok(await copy(olu, trip._id), 201);
    expect(made._id).not.toBe(trip._id);
    expect(made.slug).not.toBe(trip.slug);
    expect(made).toMatchObject({
      status: 'draft',
      author: { name: 'Olu' },
      languages: ['en', 'de'],
      title: 'Lakes of the Jura',
      coverImage: pictures[0],
      views: 0,
      rating: { average: 0, count: 0 },
      basedOn: { title: 'Lakes of the Jura', slug: trip.slug, author: { name: 'Ada', alias: null } },
      copies: 0,
    });
    const [station] = made.places;
    expect(made.places.map((place) => place.name)).toEqual(['Neuchâtel', 'Biel']);
    expect(station?.image).toBe(pictures[1]);
    expect(station?.accommodation).toMatchObject({ name: 'Lake hostel', image: pictures[2] });
    // Its costs, and the travellers they are for, come along (ADR 0078).
    expect(station?.accommodation).toMatchObject({
      amount: 45.5,
      currency: 'CHF',
      covers: 'personNight',
      price: 'dorm',
    });
    expect(made.travellers).toBe(2);
    expect(station?.directions).toMatchObject([{ type: 'train', duration: 45 }]);
    // New objects of its own: the day names the copy's activity, not the original's.
    const activity = station?.activities[0];
    expect(activity).toMatchObject({ name: 'Boat to the island', image: pictures[3] });
    expect(activity?._id).not.toBe(trip.places[0]?.activities[0]?._id);
    expect(station?.days).toMatchObject([{ number: 1, activities: [activity?._id] }]);
    expect((await read(made._id, olu, '?language=de')).places[0]?.activities[0]?.name).toBe('Boot zur Insel');

    // Olu owns the copy: the wizard's save of it as loaded is accepted.
    expect((await call('PUT', `/trip/${made._id}`, olu, made)).status).toBe(200);
    // The original counts travellers, not copies.
    expect((await read(trip._id)).copies).toBe(1);
    await ok(await copy(olu, trip._id), 201);
    expect((await read(trip._id)).copies).toBe(1);
    await ok(await copy(cy, trip._id), 201);
    expect((await read(trip._id)).copies).toBe(2);
  });

  it('takes only the language being read, and refuses one the trip lacks, naming the field', async () => {
    const { trip } = await adasTrip();
    const german = await ok(await copy(olu, trip._id, { language: 'de' }), 201);
    expect(german).toMatchObject({ language: 'de', originalLanguage: 'de', languages: ['de'], title: 'Seen des Jura' });
    expect(german.basedOn?.title).toBe('Seen des Jura');
    expect(german.places[0]?.activities[0]?.name).toBe('Boot zur Insel');

    const english = await adasTrip(['en']);
    const missing = await t.request(`/api/trip/${english.trip._id}/copy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de', cookie: olu },
      body: JSON.stringify({ language: 'de' }),
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toEqual([
      { field: 'language', message: 'Diese Reise gibt es nicht auf Deutsch.' },
    ]);
    const unknown = await copy(olu, trip._id, { language: 'fr' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.fields[0].field).toBe('language');
  });

  it('is for signed-in members, of a published trip or their own draft', async () => {
    const { trip } = await adasTrip();
    expect((await copy('', trip._id)).status).toBe(401);
    const draft = await ok(await call('POST', '/trip/create', ada, { language: 'en', title: 'Not yet' }), 201);
    expect((await copy(olu, draft._id)).status).toBe(404);
    expect((await copy(olu, 'AAAAAAAAAAAAAAAA')).status).toBe(404);
    const own = await ok(await copy(ada, draft._id), 201);
    expect(own.basedOn).toMatchObject({ title: 'Not yet', slug: null, author: { name: 'Ada' } });
  });

  it("keeps the copy's pictures whatever happens to the original, and lets only their uploader's content delete them", async () => {
    const { trip, pictures } = await adasTrip();
    const made = await ok(await copy(olu, trip._id), 201);
    // Borrowed pictures are not Olu's to name in another trip.
    const other = await ok(await call('POST', '/trip/create', olu, { language: 'en', title: 'Elsewhere' }), 201);
    const naming = await call('PATCH', `/trip/${other._id}/partial`, olu, {
      version: other.version,
      language: 'en',
      coverImage: pictures[0],
    });
    expect(naming.status).toBe(400);
    expect((await naming.json()).error.fields[0].field).toBe('coverImage');

    // Ada replaces her cover and deletes her trip: the copy still shows every picture.
    const newCover = await upload(ada, trip._id);
    const current = await read(trip._id, ada);
    await ok(await call('PUT', `/trip/${trip._id}`, ada, { ...current, coverImage: newCover }));
    expect(await stored(pictures[0] as string)).toBe(true);
    await ok(await call('DELETE', `/trip/${trip._id}`, ada));
    for (const key of pictures) expect(await stored(key)).toBe(true);
    expect(await stored(newCover)).toBe(false);

    // The copy names the original as text now, and keeps its own cover through Olu's saves.
    const orphan = await read(made._id, olu);
    expect(orphan.basedOn).toEqual({ title: 'Lakes of the Jura', slug: null, author: { name: 'Ada', alias: null } });
    const page = await (await t.request(`/trips/${made.slug}`, { headers: { cookie: olu } })).text();
    expect(page).toContain('Based on “Lakes of the Jura” by Ada');
    const withoutCover = await ok(await call('PUT', `/trip/${made._id}`, olu, { ...orphan, coverImage: null }));
    expect(withoutCover.coverImage).toBeNull();
    // Nothing names the cover any more: it goes. Deleting the copy lets the rest go too.
    expect(await stored(pictures[0] as string)).toBe(false);
    await ok(await call('DELETE', `/trip/${made._id}`, olu));
    for (const key of pictures) expect(await stored(key)).toBe(false);
  });

  it('is a button on the trip page that opens the copy in the wizard, in either language', async () => {
    const { trip } = await adasTrip();
    const signedOut = await (await t.request(`/trips/${trip.slug}`)).text();
    expect(signedOut).toContain('Sign in to save, rate or use this trip');
    const reader = await (await t.request(`/de/trips/${trip.slug}`, { headers: { cookie: olu } })).text();
    expect(reader).toContain('Reise übernehmen');
    expect(reader).toContain('Nur Deutsch, wie du sie liest');

    const posted = await postForm(t, `/de/trips/${trip.slug}`, olu, { intent: 'copy', trip: trip._id, language: 'de' });
    expect(posted.status).toBe(302);
    const to = posted.headers.get('location') ?? '';
    const slug = /^\/de\/trips\/([^/]+)\/edit\?language=de$/.exec(to)?.[1];
    expect(slug).toBeTruthy();
    const made = await read(slug as string, olu, '?slug=true');
    expect(made).toMatchObject({ languages: ['de'], basedOn: { slug: trip.slug } });
    const wizard = await t.request(to, { headers: { cookie: olu } });
    expect(wizard.status).toBe(200);

    const original = await (await t.request(`/trips/${trip.slug}`)).text();
    expect(original).toContain('1 traveller used this trip for their own');
    const copied = await (await t.request(`/trips/${slug}`, { headers: { cookie: olu } })).text();
    expect(copied).toMatch(new RegExp(`Based on <a[^>]*href="/trips/${trip.slug}"[^>]*>Seen des Jura</a> by Ada`));

    const tampered = await postForm(t, `/trips/${trip.slug}`, olu, { intent: 'copy', trip: trip._id, language: 'xx' });
    expect(tampered.status).toBe(400);
  });

  it("tells the author of a traveller's first copy, only when they asked for these mails", async () => {
    const { trip } = await adasTrip();
    const toAda = () =>
      outbox(t)
        .map(unfold)
        .filter((mail) => mail.includes('To: ada@example.org') && mail.includes('Cy used'));
    await ok(await copy(cy, trip._id), 201);
    expect(toAda()).toHaveLength(0);

    const settings = await postForm(t, '/account/setting', ada, { intent: 'copyMails', copyMails: 'on' });
    expect(settings.status).toBe(303);
    expect((await ok<{ copyMails: boolean }>(await call('GET', '/user/settings', ada))).copyMails).toBe(true);
    const second = await adasTrip();
    await ok(await copy(cy, second.trip._id), 201);
    await ok(await copy(cy, second.trip._id), 201);
    const mails = toAda();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Cy used your trip');
    expect(mails[0]).toContain(`/trips/${second.trip.slug}`);
    await ok(await call('PUT', '/user/settings', ada, { copyMails: false }));
  });

  it('is limited per member like other writes', async () => {
    const { trip } = await adasTrip(['en']);
    const busy = await verifiedUser(t, 'busy@example.org', 'Busy');
    for (let n = 0; n < copyLimits.member.max; n++) await ok(await copy(busy, trip._id), 201);
    const refused = await copy(busy, trip._id);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
