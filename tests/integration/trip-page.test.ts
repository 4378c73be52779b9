import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let author = '';
let reader = '';
type Trip = { _id: string; slug: string; version: number };
let published: Trip;
let draft: Trip;

const call = async (method: string, path: string, cookie: string, body?: unknown) => {
  const response = await t.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, path).toBeLessThan(300);
  return response.json() as Promise<Trip>;
};

const page = (path: string, cookie = '') => t.request(path, cookie ? { headers: { cookie } } : undefined);

const post = (path: string, cookie: string, intent: string) =>
  t.request(path, {
    method: 'POST',
    headers: { cookie, origin: t.env.PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent }),
    redirect: 'manual',
  });

const itinerary = {
  description: 'Three weeks along the coast, from Lisbon to Porto.',
  summary: 'Trains are cheap; book the Alfa Pendular early.',
  travelTypes: ['train', 'citytrip'],
  tags: ['rail', 'coast'],
  apps: ['CP Comboios'],
  budget: 2,
  comfort: 5,
  detail: 3,
  countries: ['PT'],
  dateFrom: '2026-05-01',
  period: 'May 2026',
  places: [
    {
      isNew: true,
      name: 'Lisbon',
      country: 'PT',
      latitude: 38.72,
      longitude: -9.14,
      duration: 2,
      generalInfo: 'Buy a Viva Viagem card.',
      activities: [
        {
          isNew: true,
          kind: 'sight',
          name: 'Tram 28',
          tips: 'Board at Martim Moniz.',
          amount: 3,
          currency: 'EUR',
          covers: 'person',
        },
      ],
      directions: [{ isNew: true, type: 'train', duration: 195, price: '€25', tips: 'Sit on the left for the sea.' }],
      accommodation: {
        isNew: true,
        name: 'Casa do Largo',
        tips: 'Ask for a room at the back.',
        amount: 1234.5,
        currency: 'EUR',
        covers: 'night',
        price: 'breakfast included',
      },
      days: [{ number: 1, description: 'Arrive and wander the Alfama.', activities: ['new:0'] }],
    },
    { isNew: true, name: 'Porto', country: 'PT', latitude: 41.15, longitude: -8.61, duration: 2 },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  author = await verifiedUser(t, 'author@example.org', 'Ada');
  reader = await verifiedUser(t, 'reader@example.org', 'Rui');
  const created = await call('POST', '/trip/create', author, { language: 'en', title: 'Portugal by train' });
  const saved = await call('PUT', `/trip/${created._id}`, author, {
    ...itinerary,
    version: created.version,
    language: 'en',
    title: 'Portugal by train',
  });
  published = await call('PATCH', `/trip/${saved._id}/publish`, author);
  draft = await call('POST', '/trip/create', author, { language: 'de', title: 'Geheimer Entwurf' });
});
afterAll(() => t.dispose());

describe('trip page', () => {
  it('shows a published trip to everyone by id and by slug, with one canonical address', async () => {
    for (const key of [published._id, published.slug]) {
      const response = await page(`/trips/${key}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<h1');
      expect(html).toContain('Portugal by train');
      expect(html).toContain('<span class="font-medium">€1,234.50 per night</span>');
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/trips/${published.slug}"/>`);
      expect(html).toContain(`hrefLang="de" href="http://localhost:3000/de/trips/${published.slug}"`);
    }
  });

  it('renders the facts, the stations and the tabs', async () => {
    const html = await (await page(`/trips/${published.slug}`)).text();
    for (const text of ['May 1, 2026', '5 days', 'Portugal', '$$', 'Comfortable', 'Detailed', 'Not Rated', '#rail'])
      expect(html, text).toContain(text);
    expect(html).toContain('role="tablist"');
    expect(html).toContain('Tram 28');
    expect(html).toContain('Casa do Largo');
    expect(html).toContain('On to Porto');
    expect(html).toContain('3 h 15 min');
    expect(html).toContain('Buy a Viva Viagem card.');
    const days = await (await page(`/trips/${published.slug}?tab=days`)).text();
    expect(days).toContain('Day 1');
    expect(days).toContain('Arrive and wander the Alfama.');
    expect(days).toContain('Day 5');
    const summary = await (await page(`/trips/${published.slug}?tab=summary`)).text();
    expect(summary).toContain('Trains are cheap');
    expect(summary).toContain('CP Comboios');
  });

  it('links the author to their profile address when they chose one', async () => {
    const html = await (await page(`/trips/${published.slug}`)).text();
    expect(html).toMatch(/by <span>Ada<\/span>|by Ada/);
  });

  it('carries JSON-LD, Open Graph and Twitter tags, with the words escaped', async () => {
    const html = await (await page(`/trips/${published.slug}`)).text();
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Trip',
      name: 'Portugal by train',
      url: `http://localhost:3000/trips/${published.slug}`,
      itinerary: { numberOfItems: 2 },
    });
    expect(jsonLd.itinerary.itemListElement[0].item).toMatchObject({ name: 'Lisbon', geo: { latitude: 38.72 } });
    expect(html).toContain('<meta property="og:title" content="Portugal by train · Itinera"/>');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000/trips/${published.slug}"/>`);
  });

  it('reads in German with a notice when the trip has no German words yet', async () => {
    const html = await (await page(`/de/trips/${published.slug}`)).text();
    expect(html).toContain('Diese Reise gibt es noch nicht auf Deutsch');
    expect(html).toContain('Tag für Tag');
    expect(html).toContain('<h1 lang="en"');
    // Author text stays marked as English; dates are the page's: one travel period, in German.
    expect(html).toContain('<span lang="en">Board at Martim Moniz.</span>');
    expect(html).toContain('<span lang="en">€25</span>');
    // Amounts in the page's language, what they cover in its words, the author's note as written.
    expect(html).toContain('<span class="font-medium">1.234,50\u00a0€ pro Nacht</span>');
    expect(html).toContain('<span class="font-medium">3\u00a0€ pro Person</span>');
    expect(html).toContain('<span lang="en">breakfast included</span>');
    expect(html).toMatch(/Reisezeit<\/dt><dd[^>]*>01\.05\.2026</);
    expect(html).not.toContain('May 2026');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/de/trips/${published.slug}"/>`);
  });

  it('keeps a draft to its author: everyone else gets the 404 page', async () => {
    expect((await page(`/trips/${draft._id}`)).status).toBe(404);
    expect((await page(`/trips/${draft._id}`, reader)).status).toBe(404);
    const own = await page(`/trips/${draft._id}`, author);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('Only you can see this trip.'.replace('Only', 'only'));
    expect((await page('/trips/no-such-trip')).status).toBe(404);
  });

  it('serves readers the page without React, with only its small script, and the author with React', async () => {
    const moduleScripts = (html: string) =>
      [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    for (const cookie of ['', reader]) {
      const html = await (await page(`/trips/${published.slug}`, cookie)).text();
      expect(html).not.toContain('__reactRouterContext');
      expect(html).not.toContain('rel="modulepreload"');
      const [script, ...others] = moduleScripts(html);
      expect(others).toEqual([]);
      expect(script).toMatch(/^\/assets\/entry\.static-[\w-]+\.js$/);
      expect((await t.request(script ?? '')).status).toBe(200);
      // What the script binds: the menus, the tabs, the map, the language links and the view count.
      for (const behaviour of ['disclosure', 'tabs', 'route-map', 'locale-choice', 'count-view'])
        expect(html, behaviour).toContain(`data-enhance="${behaviour}"`);
    }
    const own = await (await page(`/trips/${published.slug}`, author)).text();
    expect(own).toContain('__reactRouterContext');
    expect(own).not.toContain('entry.static');
    expect(own).not.toContain('data-count-view');
  });

  it('shows the author, and only the author, Edit, Move to draft and Delete', async () => {
    const own = await (await page(`/trips/${published.slug}`, author)).text();
    for (const label of ['Edit', 'Move to draft', 'Delete', 'Yes, delete it']) expect(own).toContain(label);
    const other = await (await page(`/trips/${published.slug}`, reader)).text();
    expect(other).not.toContain('Move to draft');
  });
});

describe('author actions on the page', () => {
  it('refuse other users and signed-out visitors', async () => {
    expect((await post(`/trips/${published.slug}`, reader, 'draft')).status).toBe(403);
    expect((await post(`/trips/${draft._id}`, reader, 'delete')).status).toBe(404);
    const signedOut = await post(`/trips/${published.slug}`, '', 'draft');
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toContain('/signin');
  });

  it('refuse to publish an incomplete trip, naming what is missing', async () => {
    const response = await post(`/de/trips/${draft._id}`, author, 'publish');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Beschreibung');
    expect((await page(`/trips/${draft._id}`, reader)).status).toBe(404);
  });

  it('move a trip to draft and publish it again', async () => {
    await post(`/trips/${published.slug}`, author, 'draft');
    expect((await page(`/trips/${published.slug}`, reader)).status).toBe(404);
    await post(`/trips/${published.slug}`, author, 'publish');
    expect((await page(`/trips/${published.slug}`, reader)).status).toBe(200);
  });

  it('delete a trip and send the author to the trip list with a notice', async () => {
    const response = await post(`/trips/${draft._id}`, author, 'delete');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/trips');
    expect(response.headers.get('set-cookie')).toContain('trip-page%3Aauthor.deleted');
    expect((await page(`/trips/${draft._id}`, author)).status).toBe(404);
  });
});

describe('views', () => {
  const view = (id: string, cookie = '', address = '198.51.100.7') =>
    t.request(`/api/trip/${id}/view`, {
      method: 'POST',
      headers: {
        origin: t.env.PUBLIC_URL,
        'user-agent': 'Vitest',
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
      },
    });

  it('count a reader once a day, never the author, and not for drafts', async () => {
    // Read as a member: a signed-out reader's response is kept up to a minute, views and all (ADR 0053).
    const views = async () => ((await call('GET', `/trip/${published._id}`, reader)) as Trip & { views: number }).views;
    const before = await views();
    expect(await (await view(published._id)).json()).toEqual({ counted: true });
    expect(await (await view(published._id)).json()).toEqual({ counted: false });
    expect(await (await view(published._id, reader)).json()).toEqual({ counted: true });
    expect(await (await view(published._id, author)).json()).toEqual({ counted: false });
    expect(await views()).toBe(before + 2);
    const other = await call('POST', '/trip/create', author, { language: 'en', title: 'Hidden' });
    expect((await view(other._id, reader)).status).toBe(404);
  });
});

describe('/trips', () => {
  it('lists published trips newest first as cards, in both languages', async () => {
    const second = await call('POST', '/trip/create', reader, { language: 'en', title: 'Second trip' });
    const saved = await call('PUT', `/trip/${second._id}`, reader, {
      ...itinerary,
      version: second.version,
      language: 'en',
      title: 'Second trip',
    });
    await call('PATCH', `/trip/${saved._id}/publish`, reader);
    const html = await (await page('/trips')).text();
    expect(html.indexOf('Second trip')).toBeGreaterThan(-1);
    expect(html.indexOf('Second trip')).toBeLessThan(html.indexOf('Portugal by train'));
    expect(html).toContain('/media/cover-lg/placeholder.webp');
    expect(html).toContain('by Rui');
    expect(html).not.toContain('Hidden');
    const german = await (await page('/de/trips')).text();
    expect(german).toContain('Nicht bewertet');
    // Not translated yet: the English title is marked as English, and the card says so.
    expect(german).toMatch(/<a lang="en"[^>]*>Second trip<\/a>/);
    expect(german).toContain('Auf Englisch');
    expect(html).not.toContain('In English');
    expect(german).toContain('5 Tage');
  });
});

describe('map tiles', () => {
  it('are off by default: the page ships no tile address and the CSP names no extra origin', async () => {
    const response = await page(`/trips/${published.slug}`);
    expect(await response.text()).not.toContain('{z}');
    expect(response.headers.get('content-security-policy')).toContain("img-src 'self' data: blob: https:;");
  });

  it('come from MAP_TILE_URL when set, and a plain-http tile server is allowed by the CSP', async () => {
    const tiles = await createTestApp({ MAP_TILE_URL: 'http://127.0.0.1:8089/tiles/{z}/{x}/{y}.png' });
    try {
      // A page React renders carries the public settings in its data.
      const response = await tiles.request('/trips');
      expect(await response.text()).toContain('http://127.0.0.1:8089/tiles/{z}/{x}/{y}.png');
      expect(response.headers.get('content-security-policy')).toContain(
        "img-src 'self' data: blob: https: http://127.0.0.1:8089;",
      );
    } finally {
      await tiles.dispose();
    }
  });
});
