import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp();
  cookie = await verifiedUser(t, 'marta@example.org', 'Marta');
  await call('PUT', '/user/profile/edit', { alias: 'marta', traveledCountries: ['FR', 'PT'] });
});
afterAll(() => t.dispose());

const call = (method: string, path: string, body?: unknown) =>
  t.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const figures = async () => {
  const profile = await (await call('GET', '/user/profile/edit')).json();
  return { postedTrips: profile.postedTrips, visitedCountries: profile.visitedCountries, badge: profile.badgeLevel };
};

/** What an anonymous visitor of the public profile reads under "Posted trips". */
const postedOnPublicPage = async () => {
  const html = await (await t.request('/marta')).text();
  return Number(/Posted trips<\/dt><dd[^>]*>(\d+)</.exec(html)?.[1]);
};

const picture = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#15803d' } })
    .png()
    .toBuffer();

async function uploadTo(tripId: string) {
  const body = new FormData();
  body.set('image', new Blob([await picture()]), 'coast.png');
  const response = await t.request(`/api/trip/${tripId}/image`, { method: 'POST', body, headers: { cookie } });
  return ((await response.json()) as { key: string }).key;
}

async function publishedTrip(title: string, countries: string[]) {
  const created = await (await call('POST', '/trip/create', { language: 'en', title, travelTypes: ['train'] })).json();
  const cover = await uploadTo(created._id);
  const document = {
    version: created.version,
    language: 'en',
    title,
    description: 'Slowly, by train.',
    travelTypes: ['train'],
    countries,
    coverImage: cover,
    places: [{ isNew: true, name: 'Lisbon', country: 'PT', duration: 2 }],
  };
  const saved = await (await call('PUT', `/trip/${created._id}`, document)).json();
  const german = { ...document, version: saved.version, language: 'de', title: `${title} (de)`, places: saved.places };
  await call('PUT', `/trip/${created._id}`, german);
  expect((await call('PATCH', `/trip/${created._id}/publish`)).status).toBe(200);
  return { id: created._id as string, cover };
}

describe('profile figures', () => {
  it('count published trips and their countries, and follow publishing and deletion', async () => {
    expect(await figures()).toEqual({ postedTrips: 0, visitedCountries: 2, badge: 0 });
    expect(await postedOnPublicPage()).toBe(0);

    const first = await publishedTrip('Iberia by rail', ['PT', 'ES']);
    expect(await figures()).toEqual({ postedTrips: 1, visitedCountries: 3, badge: 1 });
    expect(await postedOnPublicPage()).toBe(1);

    await call('PATCH', `/trip/${first.id}/draft`);
    expect(await figures()).toEqual({ postedTrips: 0, visitedCountries: 2, badge: 0 });
    expect(await postedOnPublicPage()).toBe(0);

    await call('PATCH', `/trip/${first.id}/publish`);
    const second = await publishedTrip('Alps', ['CH', 'AT']);
    expect(await figures()).toEqual({ postedTrips: 2, visitedCountries: 5, badge: 1 });
    expect((await call('DELETE', `/trip/${second.id}`)).status).toBe(200);
    expect(await figures()).toEqual({ postedTrips: 1, visitedCountries: 3, badge: 1 });
    expect(await postedOnPublicPage()).toBe(1);
  });
});

describe('the data export', () => {
  it('holds the user’s trips in every language with absolute links to their pictures', async () => {
    const { cover } = await publishedTrip('Baltic ferries', ['EE', 'FI']);
    const data = await (await call('GET', '/user/settings/export')).json();
    const trip = data.trips.find(
      (entry: { text: { en?: { title: string } } }) => entry.text.en?.title === 'Baltic ferries',
    );
    expect(trip).toMatchObject({
      status: 'published',
      languages: ['en', 'de'],
      text: { en: { title: 'Baltic ferries' }, de: { title: 'Baltic ferries (de)' } },
      countries: ['EE', 'FI'],
      coverImage: `${t.env.PUBLIC_URL}/media/raw-lg/${cover}.webp`,
      places: [{ name: 'Lisbon', text: { en: { description: '' }, de: { description: '' } } }],
    });
    expect(data.pictures).toContainEqual(expect.objectContaining({ url: trip.coverImage, purpose: 'trip-image' }));
    const served = await t.request(trip.coverImage);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
  });
});
