import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripDocumentSchema } from '#domain/schemas/trip.ts';
import { user } from '#server/db/schema/index.ts';
import { setPhotoKey } from '#server/features/profile/profile-photo.ts';
import { createTrip, saveTrip } from '#server/features/trips/trip.service.ts';
import { testPassword, verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let ada = '';
let olu = '';
beforeAll(async () => {
  t = await createTestApp();
  ada = await verifiedUser(t, 'ada@example.org', 'Ada');
  olu = await verifiedUser(t, 'olu@example.org', 'Olu');
});
afterAll(() => t.dispose());

const call = (method: string, path: string, cookie: string, body?: unknown) =>
  t.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const idOf = async (email: string) =>
  (await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id as string;

const picture = () =>
  sharp({ create: { width: 200, height: 200, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();

async function uploadPhoto(cookie: string): Promise<string> {
  const body = new FormData();
  body.set('photo', new Blob([await picture()]), 'me.png');
  const response = await t.request('/api/user/profile/photo', { method: 'POST', body, headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()).photo;
}

async function uploadTripImage(cookie: string, tripId: string): Promise<string> {
  const body = new FormData();
  body.set('image', new Blob([await picture()]), 'lake.png');
  const response = await t.request(`/api/trip/${tripId}/image`, { method: 'POST', body, headers: { cookie } });
  expect(response.status).toBe(201);
  return (await response.json()).key;
}

const removePhoto = (cookie: string) => t.request('/api/user/profile/photo', { method: 'DELETE', headers: { cookie } });

const stored = async (key: string) => Boolean(await t.storage.get(`originals/${key}.webp`));

async function newTrip(cookie: string, title = 'Madeira') {
  const response = await call('POST', '/trip/create', cookie, { language: 'en', title, travelTypes: ['hiking'] });
  return (await response.json()) as { _id: string; version: number };
}

/** A complete trip naming `key` where `spot` says. */
const documentNaming = (version: number, key: string | null, spot: 'cover' | 'place' | 'stay' | 'activity') => ({
  version,
  language: 'en',
  title: 'Madeira',
  description: 'Levadas and cliffs.',
  travelTypes: ['hiking'],
  coverImage: spot === 'cover' ? key : null,
  places: [
    {
      isNew: true,
      name: 'Funchal',
      duration: 2,
      image: spot === 'place' ? key : null,
      accommodation: { isNew: true, name: 'Quinta', image: spot === 'stay' ? key : null },
      activities: [{ isNew: true, name: 'Levada walk', images: spot === 'activity' && key ? [{ key }] : [] }],
    },
  ],
});

describe('the profile photo', () => {
  it.each(['cover', 'place', 'stay', 'activity'] as const)(
    'stays while a trip shows it as %s, and goes with the trip',
    async (spot) => {
      const photo = await uploadPhoto(ada);
      const trip = await newTrip(ada);
      expect((await call('PUT', `/trip/${trip._id}`, ada, documentNaming(1, photo, spot))).status).toBe(200);
      expect((await removePhoto(ada)).status).toBe(200);
      expect(await stored(photo)).toBe(true);
      expect((await call('DELETE', `/trip/${trip._id}`, ada)).status).toBe(200);
      expect(await stored(photo)).toBe(false);
    },
  );

  it('replaced, goes unless a trip shows it; a trip picture may become the photo', async () => {
    const trip = await newTrip(ada);
    const tripPicture = await uploadTripImage(ada, trip._id);
    await call('PUT', `/trip/${trip._id}`, ada, documentNaming(1, tripPicture, 'cover'));
    const deps = { db: t.database.db, storage: t.storage };
    await setPhotoKey(deps, await idOf('ada@example.org'), tripPicture, 'en');
    const replacement = await uploadPhoto(ada);
    expect(await stored(tripPicture)).toBe(true);
    expect((await removePhoto(ada)).status).toBe(200);
    expect(await stored(replacement)).toBe(false);
  });

  it("may not be someone else's picture, and theirs stays when they keep using it", async () => {
    const theirs = await uploadPhoto(olu);
    const deps = { db: t.database.db, storage: t.storage };
    await expect(setPhotoKey(deps, await idOf('ada@example.org'), theirs, 'de')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [
        { field: 'photo', message: 'Dieses Bild gehört nicht zu deinen Uploads. Bitte lade es noch einmal hoch.' },
      ],
    });
    expect(await stored(theirs)).toBe(true);
  });
});

describe('the seed door', () => {
  it("creates and saves trips under the same rule: no other user's picture", async () => {
    const db = t.database.db;
    const theirs = await uploadPhoto(olu);
    const adaId = await idOf('ada@example.org');
    const fields = tripDocumentSchema.parse({ ...documentNaming(1, theirs, 'cover'), places: [] });
    await expect(createTrip(db, adaId, fields)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const record = await createTrip(db, adaId, { ...fields, coverImage: null });
    const document = tripDocumentSchema.parse(documentNaming(record.version, theirs, 'activity'));
    await expect(saveTrip(db, record, document)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await stored(theirs)).toBe(true);
  });
});

describe('account deletion', () => {
  it('removes the pictures nothing shows any more and keeps those of published trips', async () => {
    const cookie = await verifiedUser(t, 'leaving@example.org', 'Lea');
    const trip = await newTrip(cookie);
    const [shown, unused] = [await uploadTripImage(cookie, trip._id), await uploadTripImage(cookie, trip._id)];
    await call('PUT', `/trip/${trip._id}`, cookie, documentNaming(1, shown, 'activity'));
    expect((await call('PATCH', `/trip/${trip._id}/publish`, cookie)).status).toBe(200);
    const photo = await uploadPhoto(cookie);

    const deleted = await call('DELETE', '/user', cookie, { password: testPassword, confirm: true });
    expect(deleted.status).toBe(200);
    expect(await stored(shown)).toBe(true);
    expect(await stored(unused)).toBe(false);
    expect(await stored(photo)).toBe(false);
    // The trip stays for its readers, and its pictures with it (spec 6).
    expect((await call('GET', `/trip/${trip._id}`, olu)).status).toBe(200);
  });
});
