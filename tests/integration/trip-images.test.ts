import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trip as tripTable } from '#server/db/schema/index.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let author = '';
let other = '';
type Trip = {
  _id: string;
  version: number;
  coverImage?: string | null;
  places?: { activities?: { images?: { key: string }[] }[] }[];
};
let trip: Trip;

beforeAll(async () => {
  t = await createTestApp();
  author = await verifiedUser(t, 'author@example.org', 'Ada');
  other = await verifiedUser(t, 'other@example.org', 'Olu');
  trip = await (await json('POST', '/trip/create', author, { language: 'en', title: 'Azores' })).json();
});
afterAll(() => t.dispose());

const json = (method: string, path: string, cookie: string, body?: unknown, language = 'en') =>
  t.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': language, cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const picture = () =>
  sharp({ create: { width: 240, height: 160, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

async function upload(tripId: string, cookie: string, file?: Blob) {
  const body = new FormData();
  body.set('image', file ?? new Blob([await picture()]), 'lake.png');
  return t.request(`/api/trip/${tripId}/image`, { method: 'POST', body, headers: { cookie } });
}

const uploadedKey = async (cookie = author, tripId = trip._id) => {
  const response = await upload(tripId, cookie);
  expect(response.status).toBe(201);
  return ((await response.json()) as { key: string }).key;
};

const newTrip = async (cookie: string) =>
  ((await (await json('POST', '/trip/create', cookie, { language: 'en', title: 'Holder' })).json()) as Trip)._id;

const stored = async (key: string) => Boolean(await t.storage.get(`originals/${key}.webp`));

const save = (images: { key: string; highlight?: boolean }[], cover: string | null, language = 'en') =>
  json(
    'PUT',
    `/trip/${trip._id}`,
    author,
    {
      version: trip.version,
      language: 'en',
      title: 'Azores',
      coverImage: cover,
      places: [{ isNew: true, name: 'Ponta Delgada', activities: [{ isNew: true, name: 'Sete Cidades', images }] }],
    },
    language,
  );

describe('trip images', () => {
  it('are uploaded by the author only', async () => {
    const body = new FormData();
    body.set('image', new Blob([await picture()]), 'lake.png');
    expect((await t.request(`/api/trip/${trip._id}/image`, { method: 'POST', body })).status).toBe(401);
    // Someone else's draft does not exist for them.
    expect((await upload(trip._id, other)).status).toBe(404);
    expect((await upload('A'.repeat(16), author)).status).toBe(404);
    const key = await uploadedKey();
    expect(key).toMatch(/^[\w-]{22}$/);
    expect((await t.request(`/media/square-l-sm-2/${key}.webp`)).headers.get('content-type')).toBe('image/webp');
  });

  it('refuse what is not an image, naming the field in the caller language', async () => {
    const body = new FormData();
    body.set('image', new Blob(['just text']), 'lake.png');
    const response = await t.request(`/api/trip/${trip._id}/image`, {
      method: 'POST',
      body,
      headers: { cookie: author, 'accept-language': 'de' },
    });
    expect(response.status).toBe(415);
    const { error } = await response.json();
    expect(error.fields[0].field).toBe('image');
    expect(error.fields[0].message).toContain('Bild');
  });

  it('keep one highlight per activity and name the field when there are two', async () => {
    const [first, second] = [await uploadedKey(), await uploadedKey()] as [string, string];
    const twice = await save(
      [
        { key: first, highlight: true },
        { key: second, highlight: true },
      ],
      null,
    );
    expect(twice.status).toBe(400);
    const { error } = await twice.json();
    expect(error.fields[0]).toEqual({
      field: 'places.0.activities.0.images',
      message: 'Only one picture can be the highlight',
    });

    const saved = await save([{ key: first }, { key: second, highlight: true }], first);
    expect(saved.status).toBe(200);
    const body = await saved.json();
    trip = body;
    const activity = body.places[0].activities[0];
    expect(activity.images).toEqual([
      { key: first, highlight: false },
      { key: second, highlight: true },
    ]);
    expect(activity.image).toBe(second);
    expect(body.coverImage).toBe(first);
  });

  it("refuse someone else's image, and remove the images a save leaves out", async () => {
    const theirs = await uploadedKey(
      other,
      (await (await json('POST', '/trip/create', other, { language: 'en', title: 'Mine' })).json())._id,
    );
    const foreign = await save([{ key: theirs }], null, 'de');
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).error.fields[0]).toEqual({
      field: 'image',
      message: 'Dieses Bild gehört nicht zu deinen Uploads. Bitte lade es noch einmal hoch.',
    });
    expect(await stored(theirs)).toBe(true);

    const [kept, dropped] = [trip.places?.[0]?.activities?.[0]?.images?.[1]?.key, trip.coverImage] as [string, string];
    const saved = await save([{ key: kept, highlight: true }], null);
    expect(saved.status).toBe(200);
    trip = await saved.json();
    expect(await stored(kept)).toBe(true);
    expect(await stored(dropped)).toBe(false);
  });

  it('go with the trip when it is deleted', async () => {
    const key = trip.places?.[0]?.activities?.[0]?.images?.[0]?.key as string;
    expect(await stored(key)).toBe(true);
    expect((await json('DELETE', `/trip/${trip._id}`, author)).status).toBe(200);
    expect(await stored(key)).toBe(false);
  });

  it("refuse someone else's image as the cover of a new trip or in a patch, naming the field", async () => {
    const theirs = await uploadedKey(other, await newTrip(other));
    const mine = await newTrip(author);
    const created = await json('POST', '/trip/create', author, { language: 'en', title: 'Stolen', coverImage: theirs });
    expect(created.status).toBe(400);
    expect((await created.json()).error.fields).toEqual([
      { field: 'coverImage', message: 'This image is not among your uploads; please upload it again.' },
    ]);
    const patched = await json('PATCH', `/trip/${mine}/partial`, author, {
      version: 1,
      language: 'en',
      coverImage: theirs,
    });
    expect(patched.status).toBe(400);
    expect((await patched.json()).error.fields[0].field).toBe('coverImage');
    expect(await stored(theirs)).toBe(true);

    const key = await uploadedKey(author, mine);
    const own = await json('POST', '/trip/create', author, { language: 'en', title: 'Mine', coverImage: key });
    expect(own.status).toBe(201);
    expect((await own.json()).coverImage).toBe(key);
  });

  it('stay while another of the author’s trips shows them, and go with the last', async () => {
    const key = await uploadedKey(author, await newTrip(author));
    const first = await (
      await json('POST', '/trip/create', author, { language: 'en', title: 'One', coverImage: key })
    ).json();
    const second = await (
      await json('POST', '/trip/create', author, { language: 'en', title: 'Two', coverImage: key })
    ).json();
    const uncovered = await json('PATCH', `/trip/${first._id}/partial`, author, {
      version: first.version,
      language: 'en',
      coverImage: null,
    });
    expect(uncovered.status).toBe(200);
    expect(await stored(key)).toBe(true);
    expect((await json('DELETE', `/trip/${first._id}`, author)).status).toBe(200);
    expect(await stored(key)).toBe(true);
    expect((await json('DELETE', `/trip/${second._id}`, author)).status).toBe(200);
    expect(await stored(key)).toBe(false);
  });

  it('of someone else named by a trip before the rule existed are not deleted with that trip', async () => {
    const key = await uploadedKey(author, await newTrip(author));
    const own = await (
      await json('POST', '/trip/create', author, { language: 'en', title: 'Own', coverImage: key })
    ).json();
    const theirs = await (await json('POST', '/trip/create', other, { language: 'en', title: 'Copy' })).json();
    await t.database.db.update(tripTable).set({ coverImage: key }).where(eq(tripTable.id, theirs._id));
    expect((await json('DELETE', `/trip/${theirs._id}`, other)).status).toBe(200);
    expect(await stored(key)).toBe(true);
    expect((await json('DELETE', `/trip/${own._id}`, author)).status).toBe(200);
    expect(await stored(key)).toBe(false);
  });
});
