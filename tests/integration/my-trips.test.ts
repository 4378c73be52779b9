import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, postForm, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let author = '';
let other = '';
type Trip = { _id: string; slug: string; version: number; status: string };
let complete: Trip;
let draft: Trip;
let foreign: Trip;

const api = async (method: string, path: string, cookie: string, body?: unknown) =>
  t.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const call = async (method: string, path: string, cookie: string, body?: unknown) => {
  const response = await api(method, path, cookie, body);
  expect(response.status, path).toBeLessThan(300);
  return response.json() as Promise<Trip>;
};

const page = (path: string, cookie = '') => t.request(path, { redirect: 'manual', headers: cookie ? { cookie } : {} });

const post = (path: string, cookie: string, fields: Record<string, string>) => postForm(t, path, cookie, fields);

const statusOf = async (id: string) => (await call('GET', `/trip/${id}`, author)).status;
const editLinks = (html: string) => html.match(/href="(?:\/de)?\/trips\/[^"/]+\/edit"/g) ?? [];

beforeAll(async () => {
  t = await createTestApp();
  author = await verifiedUser(t, 'ines@example.org', 'Ines');
  other = await verifiedUser(t, 'otto@example.org', 'Otto');
  const created = await call('POST', '/trip/create', author, { language: 'en', title: 'Azores in a week' });
  const saved = await call('PUT', `/trip/${created._id}`, author, {
    version: created.version,
    language: 'en',
    title: 'Azores in a week',
    description: 'Hot springs, whales and crater lakes.',
    travelTypes: ['nature'],
    places: [{ isNew: true, name: 'Ponta Delgada', country: 'PT', latitude: 37.74, longitude: -25.67, duration: 6 }],
  });
  complete = await call('PATCH', `/trip/${saved._id}/publish`, author);
  draft = await call('POST', '/trip/create', author, { language: 'en', title: 'Half-written draft' });
  foreign = await call('POST', '/trip/create', other, { language: 'en', title: 'Somebody else’s trip' });
});
afterAll(() => t.dispose());

describe('/account/my-trips', () => {
  it('sends signed-out visitors to sign in and back, in both languages', async () => {
    for (const [path, signin] of [
      ['/account/my-trips', '/signin'],
      ['/de/account/my-trips', '/de/signin'],
    ] as const) {
      const response = await page(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`${signin}?relay=${encodeURIComponent(path)}`);
      const refused = await post(path, '', { intent: 'draft', trip: complete._id });
      expect(refused.headers.get('location')).toContain(signin);
    }
    expect(await statusOf(complete._id)).toBe('published');
  });

  it("lists the author's own trips, drafts included, with status, last change, views and actions", async () => {
    const response = await page('/account/my-trips', author);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>My Trips · Itinera</title>');
    for (const text of ['Azores in a week', 'Half-written draft', 'Published', 'Draft', 'Last change', 'Views'])
      expect(html, text).toContain(text);
    expect(html).not.toContain('Somebody else');
    expect(editLinks(html).sort()).toEqual(
      [`href="/trips/${complete._id}/edit"`, `href="/trips/${draft._id}/edit"`].sort(),
    );
    // The latest change first: the draft was created after the trip was published.
    expect(html.indexOf('Half-written draft')).toBeLessThan(html.indexOf('Azores in a week'));
    expect(html).toContain('Move to draft');
    expect(html).toContain('Yes, delete it');

    const german = await (await page('/de/account/my-trips', author)).text();
    for (const text of ['<title>Meine Reisen · Itinera</title>', 'Entwurf', 'Veröffentlicht', 'Aufrufe'])
      expect(german, text).toContain(text);
    expect(german).toContain(`href="/de/trips/${draft._id}/edit"`);
  });

  it('pages through many trips, and the API gives the same page with views', async () => {
    const busy = await verifiedUser(t, 'busy@example.org', 'Busy');
    for (let i = 1; i <= 13; i++) await call('POST', '/trip/create', busy, { language: 'en', title: `Trip ${i}` });
    const first = await (await page('/account/my-trips', busy)).text();
    expect(editLinks(first)).toHaveLength(12);
    expect(first).toContain('href="/account/my-trips?page=2"');
    expect(first).toContain('Page 1 of 2');
    const second = await (await page('/account/my-trips?page=2', busy)).text();
    expect(editLinks(second)).toHaveLength(1);
    expect(second).toContain('>Trip 1<');
    const mine = (await (await api('GET', '/trip/my?page=2', busy)).json()) as {
      total: number;
      items: { title: string; views: number }[];
    };
    expect(mine.total).toBe(13);
    expect(mine.items).toMatchObject([{ title: 'Trip 1', views: 0 }]);
  });

  it('refuses to publish an incomplete trip, listing what is missing in the page language', async () => {
    const response = await post('/de/account/my-trips', author, { intent: 'publish', trip: draft._id });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('Beschreibung');
    expect(await statusOf(draft._id)).toBe('draft');
  });

  it('moves a trip to draft and publishes it again', async () => {
    const drafted = await post('/account/my-trips', author, { intent: 'draft', trip: complete._id });
    expect(drafted.status).toBe(200);
    expect(await drafted.text()).toContain('Your trip is a draft again');
    expect(await statusOf(complete._id)).toBe('draft');
    const published = await post('/account/my-trips', author, { intent: 'publish', trip: complete._id });
    expect(await published.text()).toContain('Your trip is published.');
    expect(await statusOf(complete._id)).toBe('published');
  });

  it("refuses another user's trip and changes nothing", async () => {
    expect((await post('/account/my-trips', other, { intent: 'draft', trip: complete._id })).status).toBe(403);
    expect((await post('/account/my-trips', other, { intent: 'delete', trip: draft._id })).status).toBe(404);
    expect((await post('/account/my-trips', author, { intent: 'delete', trip: foreign._id })).status).toBe(404);
    expect((await post('/account/my-trips', author, { intent: 'delete', trip: '' })).status).toBe(404);
    expect((await post('/account/my-trips', author, { intent: 'nonsense', trip: draft._id })).status).toBe(400);
    expect(await statusOf(complete._id)).toBe('published');
    expect(await statusOf(draft._id)).toBe('draft');
    expect((await api('GET', `/trip/${foreign._id}`, other)).status).toBe(200);
  });

  it('deletes a trip after the confirmation and comes back to the same page with a notice', async () => {
    const response = await post('/de/account/my-trips?page=1', author, { intent: 'delete', trip: draft._id });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/de/account/my-trips?page=1');
    expect(response.headers.get('set-cookie')).toContain('trip-page%3Aauthor.deleted');
    expect((await api('GET', `/trip/${draft._id}`, author)).status).toBe(404);
    expect(await (await page('/account/my-trips', author)).text()).not.toContain('Half-written draft');
  });
});

describe('public profile', () => {
  it("lists the user's published trips only, each as a card linking to the trip", async () => {
    const hidden = await call('POST', '/trip/create', author, { language: 'en', title: 'Secret plan' });
    expect((await api('PUT', '/user/profile/edit', author, { alias: 'ines-travels' })).status).toBe(200);
    const html = await (await page('/ines-travels')).text();
    expect(html).toContain('Published trips');
    expect(html).toContain(`href="/trips/${complete.slug}"`);
    expect(html).toContain('Azores in a week');
    expect(html).not.toContain('Secret plan');
    expect(html).not.toContain(hidden._id);
    const german = await (await page('/de/ines-travels')).text();
    expect(german).toContain('Veröffentlichte Reisen');
    expect(german).toContain(`href="/de/trips/${complete.slug}"`);

    expect((await api('PUT', '/user/profile/edit', other, { alias: 'otto-at-home' })).status).toBe(200);
    const empty = await (await page('/otto-at-home')).text();
    expect(empty).toContain('No published trips yet.');
    expect(empty).not.toContain('Somebody else');
  });
});
