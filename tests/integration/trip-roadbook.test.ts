import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareImageSize } from '#domain/media.ts';
import { tripFileCache, trip as tripTable } from '#server/db/schema/index.ts';
import type { TripView } from '#server/features/trips/trip.presenter.ts';
import { cachedTripFile } from '#server/features/trips/trip-file-cache.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { linesOf, pricedTrip, pricedTripWords } from '#tests/setup/priced-trip.ts';
import { createDemoApp, newestPublished, pageHtml, type TestApp } from '#tests/setup/test-app.ts';

GlobalWorkerOptions.workerSrc = createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');

let t: TestApp;
let trip: TripView;
let german: TripView;
let priced: { en: TripView; de: TripView };

beforeAll(async () => {
  t = await createDemoApp();
  // A demo trip in both languages whose German words have umlauts.
  const views = await Promise.all(
    (await newestPublished(t, 40)).map(async ({ id }) => {
      const response = await t.request(`/api/trip/${id}?language=de`);
      return (await response.json()) as TripView;
    }),
  );
  german = views.find((view) => view.languages.length === 2 && /[äöüß]/.test(view.title)) as TripView;
  trip = (await (await t.request(`/api/trip/${german._id}?language=en`)).json()) as TripView;
  priced = await pricedTrip(t);
});
afterAll(() => t?.dispose());

const download = (id: string, path: string) => t.request(`/api/trip/${id}/${path}`);

/** Every page's text of a PDF, as a PDF reader extracts it. */
async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

describe('the PDF roadbook', () => {
  it.each([
    ['en', () => trip, ['Stations', 'Day 1']],
    ['de', () => german, ['Stationen', 'Tag 1']],
  ] as const)(
    'reads back in %s: cover page, stations, then a page per station day by day',
    async (language, view, words) => {
      const response = await download(view()._id, `export/pdf?language=${language}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${view().slug}.pdf"`);
      const pages = await pdfText(new Uint8Array(await response.arrayBuffer()));
      const all = pages.join('\n');
      // The text as written, umlauts included, and the way back to the page.
      expect(pages[0]).toContain(view().title);
      expect(pages[0]).toContain(view().author?.name);
      // The address may wrap: the reader puts a space where the line broke.
      expect(pages[0]?.replaceAll(' ', '')).toContain(`/trips/${view().slug}`);
      for (const word of words) expect(all).toContain(word);
      // A station to a page, in the trip's order, after the first; each page begins with its
      // station, which the list of stations before them (that may run onto a second page) names too.
      const starts = view().places.map((place, index) =>
        pages.findIndex((text, page) => page > 0 && text.startsWith(`${index + 1}. ${place.name}`)),
      );
      expect(starts[0]).toBeGreaterThan(0);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(new Set(starts).size).toBe(starts.length);
      const activity = view().places.flatMap((place) => place.activities)[0];
      if (activity) expect(all).toContain(activity.name);
      expect(pages.length).toBeGreaterThan(view().places.length);
    },
  );

  it.each(['en', 'de'] as const)(
    'says in %s how far the trip goes and what it costs on its first page, and how far each leg on its station’s page',
    async (language) => {
      const said = pricedTripWords[language];
      const response = await download(priced[language]._id, `export/pdf?language=${language}`);
      const pages = (await pdfText(new Uint8Array(await response.arrayBuffer()))).map((text) => linesOf(text)[0]);
      expect(pages[0]).toContain(said.total);
      expect(pages[0]).toContain(said.travellers);
      expect(pages[0]).toContain(said.budget.join(' '));
      const page = (name: string) => pages.find((text, index) => index > 0 && text?.includes(name)) ?? '';
      expect(page('1. Lisbon')).toContain(said.toPorto);
      expect(page('1. Lisbon')).toContain(said.stayPrice);
      expect(page('2. Porto')).toContain(said.toBerlin);
      expect(page('3. Berlin')).not.toContain('≈');
    },
  );

  it('is not kept, and the trip is not found, when the trip is deleted while its file is made', async () => {
    // The race the fuzzer met on PostgreSQL: a file asked for as its trip is deleted.
    const gone = priced.en;
    let key = '';
    const made = cachedTripFile({ db: t.database.db, storage: t.storage }, gone, {
      kind: 'roadbook',
      extension: 'pdf',
      contentType: 'application/pdf',
      render: async () => {
        await t.database.db.delete(tripTable).where(eq(tripTable.id, gone._id));
        key = `trip-files/${gone._id}-roadbook-${gone.language}-${gone.version}.pdf`;
        return new Uint8Array([37, 80, 68, 70]);
      },
    });
    await expect(made).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.storage.get(key)).toBeNull();
  });

  it('is made once per trip version and language, the older one removed from storage', async () => {
    const first = new Uint8Array(await (await download(trip._id, 'export/pdf?language=en')).arrayBuffer());
    const again = new Uint8Array(await (await download(trip._id, 'export/pdf?language=en')).arrayBuffer());
    // pdfkit writes the time it was made: equal bytes are the kept file.
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    const [kept] = await t.database.db.select().from(tripFileCache);
    expect(kept).toBeDefined();

    const author = await verifiedUser(t, 'roadbook-author@example.org', 'Rosa');
    const created = await t.request('/api/trip/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: author },
      body: JSON.stringify({ language: 'de', title: 'Über die Alpen' }),
    });
    const draft = (await created.json()) as TripView;
    const path = `/api/trip/${draft._id}/export/pdf`;
    const before = await t.request(path, { headers: { cookie: author } });
    expect((await pdfText(new Uint8Array(await before.arrayBuffer())))[0]).toContain('Über die Alpen');
    expect((await t.request(path)).status).toBe(404);
    const patched = await t.request(`/api/trip/${draft._id}/partial`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: author },
      body: JSON.stringify({ version: draft.version, language: 'de', title: 'Über die Alpen und zurück' }),
    });
    expect(patched.status).toBe(200);
    const after = await t.request(path, { headers: { cookie: author } });
    expect((await pdfText(new Uint8Array(await after.arrayBuffer())))[0]).toContain('Über die Alpen und zurück');
    const files = (await t.database.db.select().from(tripFileCache)).filter((row) => row.tripId === draft._id);
    expect(files).toHaveLength(1);
    expect(files[0]?.version).toBe(draft.version + 1);
    expect(await t.storage.get(`trip-files/${draft._id}-roadbook-de-${draft.version}.pdf`)).toBeNull();

    expect((await t.request(`/api/trip/${draft._id}`, { method: 'DELETE', headers: { cookie: author } })).status).toBe(
      200,
    );
    expect(await t.storage.get(files[0]?.key as string)).toBeNull();
  });
});

describe('the share picture', () => {
  it('is a 1200 × 630 JPEG the trip page names as og:image, made once per version', async () => {
    const html = await pageHtml(t, `/de/trips/${german.slug}`);
    const address = `/api/trip/${german._id}/share-image?language=de&amp;version=${german.version}`;
    expect(html).toContain(`<meta property="og:image" content="${t.env.PUBLIC_URL}${address}"/>`);
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    const response = await t.request(address.replace('&amp;', '&'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', ...shareImageSize });
    const again = Buffer.from(await (await t.request(address.replace('&amp;', '&'))).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    const refused = await t.request(`/api/trip/${german._id}/share-image?version=latest`);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields[0].field).toBe('version');
    expect((await t.request('/api/trip/no-such-trip-000000/share-image')).status).toBe(404);
  });
});
