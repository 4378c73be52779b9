import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryName } from '#domain/countries.ts';
import type { Locale } from '#domain/locale.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

// A member who typed France and Portugal as travelled, and published trips through Portugal, Japan
// and Malta (too small for the map's shapes: it gets a dot). A draft through Brazil counts for
// nothing. Visited: France, Japan, Malta, Portugal.
const visited = ['FR', 'JP', 'MT', 'PT'];

let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp();
  cookie = await verifiedUser(t, 'wanda@example.org', 'Wanda Weit');
  await call('PUT', '/user/profile/edit', { alias: 'wanda', traveledCountries: ['FR', 'PT'] });
  await trip('Lisbon to Kyoto', ['PT', 'JP'], true);
  await trip('A week on Malta', ['MT'], true);
  await trip('Some day: Brazil', ['BR'], false);
});
afterAll(() => t.dispose());

const call = (method: string, path: string, body?: unknown) =>
  t.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function trip(title: string, countries: string[], published: boolean) {
  const created = await (await call('POST', '/trip/create', { language: 'en', title, travelTypes: ['train'] })).json();
  const body = new FormData();
  const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  body.set('image', new Blob([picture]), 'cover.png');
  const upload = await t.request(`/api/trip/${created._id}/image`, { method: 'POST', body, headers: { cookie } });
  const { key } = (await upload.json()) as { key: string };
  const document = {
    version: created.version,
    language: 'en',
    title,
    description: 'Slowly, by train and ferry.',
    travelTypes: ['train'],
    countries,
    coverImage: key,
    places: [{ isNew: true, name: 'Lisbon', country: 'PT', duration: 2 }],
  };
  const saved = await call('PUT', `/trip/${created._id}`, document);
  expect(saved.status).toBe(200);
  if (published) expect((await call('PATCH', `/trip/${created._id}/publish`)).status).toBe(200);
}

const labels = {
  en: { figure: 'Visited countries', map: 'Map of the 4 countries Wanda Weit has visited' },
  de: { figure: 'Besuchte Länder', map: 'Karte der 4 Länder, die Wanda Weit besucht hat' },
};

/** What a reader of the page gets: the figure, the names listed and the countries the map shades. */
async function visitedOn(path: string, locale: Locale, headers: Record<string, string> = {}) {
  const response = await t.request(path, { headers });
  expect(response.status).toBe(200);
  const html = await response.text();
  const figure = new RegExp(`${labels[locale].figure}</dt><dd[^>]*>(\\d+)<`).exec(html)?.[1];
  const svg =
    html
      .split('<svg')
      .map((part) => part.split('</svg>')[0] ?? '')
      .find((part) => part.includes('data-country=')) ?? '';
  const list = /<ul[^>]*>(?:<li data-country="[A-Z]{2}"[^>]*>[^<]*<\/li>)+<\/ul>/.exec(html)?.[0] ?? '';
  return {
    figure: Number(figure),
    role: /^[^>]*role="([^"]*)"/.exec(svg)?.[1],
    label: /^[^>]*aria-label="([^"]*)"/.exec(svg)?.[1],
    listed: [...list.matchAll(/<li data-country="([A-Z]{2})"[^>]*>([^<]*)</g)].map(([, code, name]) => ({
      code,
      name,
    })),
    shaded: [...new Set([...svg.matchAll(/data-country="([A-Z]{2})"/g)].map(([, code]) => code))].sort(),
  };
}

describe('visited countries on a profile', () => {
  for (const [locale, prefix] of [
    ['en', ''],
    ['de', '/de'],
  ] as const) {
    it(`are one set in the figure, the list and the map (${locale})`, async () => {
      for (const page of [
        await visitedOn(`${prefix}/wanda`, locale),
        await visitedOn(`${prefix}/account/profile`, locale, { cookie }),
      ]) {
        expect(page.figure).toBe(visited.length);
        expect(page.shaded).toEqual(visited);
        expect(page.listed.map(({ code }) => code).sort()).toEqual(visited);
        for (const { code, name } of page.listed) expect(name).toBe(countryName(code ?? '', locale));
        expect(page.role).toBe('img');
        expect(page.label).toBe(labels[locale].map);
      }
    });
  }

  it('and the API counts the same countries', async () => {
    expect((await (await call('GET', '/user/profile/edit')).json()).visitedCountries).toBe(visited.length);
  });
});
