import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idPattern, slugPattern } from '#domain/ids.ts';
import { requestLimits } from '#domain/request-limits.ts';
import { type TripDocumentInput, tripDocumentSchema, tripLimits } from '#domain/schemas/trip.ts';
import { travelTypes, tripScales } from '#domain/trip-scales.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let author = '';
let trip: { _id: string; slug: string; version: number };
beforeAll(async () => {
  t = await createTestApp();
  author = await verifiedUser(t, 'author@example.org', 'Ada');
  trip = await (await json('POST', '/api/trip/create', { language: 'en', title: 'Azores by ferry' })).json();
});
afterAll(() => t.dispose());

function json(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return t.request(path, {
    method,
    headers: { 'content-type': 'application/json', cookie: author, ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

const post = (path: string, contentType: string, body: BodyInit, headers: Record<string, string> = {}) =>
  t.request(path, {
    method: 'POST',
    headers: { 'content-type': contentType, cookie: author, ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

/** A body streamed in pieces with no length announced, as a client may send one. */
const streamed = (bytes: number) => {
  let left = bytes;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = Math.min(left, 64 * 1024);
      if (size === 0) return controller.close();
      controller.enqueue(new Uint8Array(size).fill(0x61));
      left -= size;
    },
  });
};

const brokenMultipart = 'multipart/form-data; boundary=zzz';

describe('keys in addresses', () => {
  it.each([
    ['GET', '/api/trip/%00'],
    ['GET', '/api/trip/a%00b?slug=true'],
    ['GET', '/api/trip/%C0%AF'],
    ['DELETE', '/api/trip/%00'],
    ['PATCH', '/api/trip/a%00b/partial'],
    ['PATCH', '/api/trip/a%00b/publish'],
    ['POST', '/api/trip/a%00b/view'],
    ['GET', '/api/auth/is-author/a%00b'],
  ])('%s %s is refused by shape, naming the id', async (method, path) => {
    const response = await json(method, path, method === 'PATCH' ? { version: 1, language: 'en' } : undefined);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: [{ field: 'id', message: 'The id field is not valid' }] },
    });
  });

  it.each([
    ['/api/trip/search?q=a%00b', 'q'],
    ['/api/places?q=%00', 'q'],
    ['/api/admin/trips?q=%00', 'q'],
    ['/api/user/user-alias/check?alias=%00abc', 'alias'],
    ['/api/auth/verify-email?token=%00', 'token'],
  ])('%s: a NUL in a query value is refused, naming it', async (path, field) => {
    const response = await json('GET', path);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field }] });
  });

  it.each(['/trips/a%00b', '/de/trips/a%00b', '/trips/%00', '/a%00b', '/de/a%00b', '/%00', '/a%00b%00c'])(
    'page %s is not found',
    async (path) => {
      expect((await t.request(path, { headers: { cookie: author } })).status).toBe(404);
    },
  );

  it('the wizard sends such a key to the 404 page, as any trip that is not the caller’s (spec 6)', async () => {
    const response = await t.request('/trips/a%00b/edit', { headers: { cookie: author } });
    expect([response.status, response.headers.get('location')]).toEqual([302, '/not-found']);
  });

  it('the trip page action on such a key is not found either', async () => {
    const response = await post('/trips/a%00b', 'application/x-www-form-urlencoded', 'intent=delete');
    expect(response.status).toBe(404);
  });

  it('ids and slugs the server makes have their shapes and still find the trip', async () => {
    expect(trip._id).toMatch(idPattern);
    expect(trip.slug).toMatch(slugPattern);
    for (const path of [`/api/trip/${trip._id}`, `/api/trip/${trip.slug}?slug=true`])
      expect((await json('GET', path)).status).toBe(200);
    for (const path of [`/trips/${trip._id}`, `/trips/${trip.slug}`])
      expect((await t.request(path, { headers: { cookie: author } })).status).toBe(200);
    expect((await json('GET', `/api/trip/${'A'.repeat(16)}`)).status).toBe(404);
  });
});

describe('page forms', () => {
  it.each([
    '/signin',
    '/de/signin',
    '/register',
    '/register/almost-complete',
    '/recover',
    '/recover/new-password?token=abc',
    '/verify-email',
  ])('%s answers 400 to a broken multipart body', async (path) => {
    const response = await t.request(path, {
      method: 'POST',
      headers: { 'content-type': brokenMultipart },
      body: 'garbage',
    });
    expect(response.status).toBe(400);
  });

  it.each(['/account/setting', '/account/edit-profile', '/account/my-trips', '/trips/{slug}'])(
    'signed in, %s answers 400 to a broken multipart body',
    async (path) => {
      const response = await post(path.replace('{slug}', trip.slug), brokenMultipart, 'garbage');
      expect(response.status).toBe(400);
    },
  );

  it('answer 400 to a body that is not a form', async () => {
    expect((await post('/signin', 'text/plain', 'email=a')).status).toBe(400);
    expect((await post('/signin', 'application/json', '{"email":"a"}')).status).toBe(400);
  });

  it('answer 400 to a NUL in a field, which no text may hold', async () => {
    const body = new URLSearchParams({ intent: 'account', displayName: 'A\0da' }).toString();
    expect((await post('/account/setting', 'application/x-www-form-urlencoded', body)).status).toBe(400);
  });

  it('answer 413 to a body over the form limit, announced or not', async () => {
    const over = requestLimits.formBytes + 1;
    const form = 'application/x-www-form-urlencoded';
    expect((await post('/signin', form, streamed(over))).status).toBe(413);
    expect((await post('/signin', form, 'email=a', { 'content-length': String(over) })).status).toBe(413);
  });
});

/**
 * The largest trip the limits let a person write in earnest: every trip-wide limit used (60 places,
 * 400 days) with every text full, and each day with one fully described activity and its pictures.
 */
function largestTrip(version: number, picture: string): TripDocumentInput {
  const text = (length: number) => 'Straße über Brücken, '.repeat(Math.ceil(length / 21)).slice(0, length);
  const daysAt = (place: number) => (place < 40 ? 7 : 6);
  return {
    version,
    language: 'en',
    title: text(tripLimits.titleMax),
    description: text(tripLimits.descriptionMax),
    summary: text(tripLimits.summaryMax),
    coverImage: picture,
    dateFrom: '2025-01-01',
    dateTo: '2026-02-04',
    period: text(tripLimits.periodMax),
    travelTypes: [...travelTypes],
    tags: Array.from({ length: tripLimits.tagsMax }, (_, i) => `${i}${text(tripLimits.tagMax - 1)}`),
    apps: Array.from(
      { length: tripLimits.appsMax },
      (_, i) => `${String(i).padStart(2, '0')}${text(tripLimits.appMax - 2)}`,
    ),
    countries: ['PT', 'ES', 'FR'],
    budget: tripScales.budget,
    comfort: tripScales.comfort,
    detail: tripScales.detail,
    places: Array.from({ length: tripLimits.placesMax }, (_, place) => ({
      isNew: true,
      name: text(tripLimits.nameMax),
      country: 'PT',
      latitude: 38.7223,
      longitude: -9.1393,
      duration: daysAt(place),
      image: picture,
      description: text(tripLimits.descriptionMax),
      generalInfo: text(tripLimits.generalInfoMax),
      activities: Array.from({ length: daysAt(place) }, () => ({
        isNew: true,
        kind: 'sight' as const,
        name: text(tripLimits.nameMax),
        description: text(tripLimits.descriptionMax),
        tips: text(tripLimits.tipsMax),
        images: Array.from({ length: tripLimits.activityImagesMax }, (_, i) => ({ key: picture, highlight: i === 0 })),
      })),
      directions:
        place < tripLimits.placesMax - 1
          ? [
              {
                isNew: true,
                type: 'train' as const,
                duration: 240,
                price: text(tripLimits.priceMax),
                description: text(tripLimits.descriptionMax),
                tips: text(tripLimits.tipsMax),
              },
            ]
          : [],
      accommodation: {
        isNew: true,
        name: text(tripLimits.nameMax),
        price: text(tripLimits.priceMax),
        description: text(tripLimits.descriptionMax),
        tips: text(tripLimits.tipsMax),
        image: picture,
      },
      days: Array.from({ length: daysAt(place) }, (_, day) => ({
        isNew: true,
        number: day + 1,
        description: text(tripLimits.dayDescriptionMax),
        activities: [`new:${day}`],
      })),
    })),
  };
}

describe('JSON bodies', () => {
  const over = () => JSON.stringify({ language: 'en', title: 'x', description: 'y'.repeat(requestLimits.jsonBytes) });

  it('over the limit get 413 with the error body, in the caller’s language', async () => {
    const english = await json('POST', '/api/trip/create', over());
    expect(english.status).toBe(413);
    expect(await english.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Too much at once: a request may be at most 8 MB' },
    });
    const german = await json('POST', '/api/trip/create', over(), { 'accept-language': 'de' });
    expect((await german.json()).error.message).toBe('Zu viel auf einmal: Eine Anfrage darf höchstens 8 MB groß sein');
  });

  it('over the limit get 413 when streamed without a length, and at /api/auth too', async () => {
    const streamedCreate = await post('/api/trip/create', 'application/json', streamed(requestLimits.jsonBytes + 1));
    expect(streamedCreate.status).toBe(413);
    expect((await streamedCreate.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      const response = await json('POST', path, over(), { cookie: '' });
      expect(response.status).toBe(413);
      expect((await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('hold the largest trip a person can write: it is saved', async () => {
    const image = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('image', new Blob([image]), 'lake.png');
    const upload = await t.request(`/api/trip/${trip._id}/image`, {
      method: 'POST',
      body: form,
      headers: { cookie: author },
    });
    const { key } = await upload.json();
    const current = await (await json('GET', `/api/trip/${trip._id}`)).json();
    const document = largestTrip(current.version, key);
    expect(tripDocumentSchema.safeParse(document).error?.issues ?? []).toEqual([]);
    const body = JSON.stringify(document);
    const bytes = new TextEncoder().encode(body).byteLength;
    expect(bytes).toBeGreaterThan(requestLimits.jsonBytes / 2);
    expect(bytes).toBeLessThan(requestLimits.jsonBytes);
    const saved = await json('PUT', `/api/trip/${trip._id}`, body);
    expect(saved.status).toBe(200);
    expect((await saved.json()).places).toHaveLength(tripLimits.placesMax);
  }, 120_000);

  it('with a NUL in a text are refused naming the field, at /api and /api/auth', async () => {
    const patched = await json('PATCH', `/api/trip/${trip._id}/partial`, {
      version: 1,
      language: 'en',
      tags: ['ok', 'a\0b'],
    });
    expect(patched.status).toBe(400);
    expect(await patched.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: [{ field: 'tags.1', message: 'The tags.1 field is not valid' }] },
    });
    const signUp = await json(
      'POST',
      '/api/auth/sign-up/email',
      { name: 'A\0da', email: 'nul@example.org', password: 'a long enough password' },
      { cookie: '' },
    );
    expect(signUp.status).toBe(400);
    expect((await signUp.json()).error.fields).toEqual([{ field: 'name', message: 'The name field is not valid' }]);
    const signIn = await json(
      'POST',
      '/api/auth/sign-in/email',
      { email: 'a\0@example.org', password: 'a long enough password' },
      { cookie: '' },
    );
    expect(signIn.status).toBe(400);
  });

  it('with half a surrogate pair in a text are refused naming the field; a whole pair is text', async () => {
    for (const [text, field] of [
      ['{"language":"en","title":"Azores","description":"\\ud800"}', 'description'],
      ['{"language":"en","title":"Azores \\udfff\\ud800"}', 'title'],
    ]) {
      const created = await json('POST', '/api/trip/create', text);
      expect(created.status).toBe(400);
      expect((await created.json()).error.fields).toEqual([{ field, message: `The ${field} field is not valid` }]);
    }
    const created = await json('POST', '/api/trip/create', '{"language":"en","title":"Azores \\ud83d\\ude82"}');
    expect(created.status).toBe(201);
    expect((await created.json()).title).toBe('Azores 🚂');
  });

  it('with a backslash before "u0000" are text, not a NUL', async () => {
    const current = await (await json('GET', `/api/trip/${trip._id}`)).json();
    const patched = await json(
      'PATCH',
      `/api/trip/${trip._id}/partial`,
      `{"version":${current.version},"language":"en","tags":["a\\\\u0000b"]}`,
    );
    expect(patched.status).toBe(200);
    expect((await patched.json()).tags).toEqual(['a\\u0000b']);
  });
});
