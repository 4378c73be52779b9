import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trip, tripView, user } from '#server/db/schema/index.ts';
import { countView } from '#server/features/trips/trip-views.ts';
import { createTestApp, pageHtml, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
const db = () => t.database.db;
const key = (slug: string) => slug.padEnd(16, '_');

const trips = [
  { slug: 'weekend', lengthDays: 3, views: 0 },
  { slug: 'fortnight', lengthDays: 14, views: 1 },
  { slug: 'classic', lengthDays: 10, views: 100, featured: true },
  { slug: 'long', lengthDays: 120, views: 0 },
];

/** The `/trips/…` links inside the section headed `id`, in order. */
function linksIn(html: string, id: string, prefix = '') {
  const start = html.indexOf(`id="${id}"`);
  const section = html.slice(start, html.indexOf('</section>', start));
  return [...section.matchAll(new RegExp(`href="${prefix}/trips/([^"]+)"`, 'g'))].map((match) => match[1]);
}

beforeAll(async () => {
  t = await createTestApp();
  await db().insert(user).values({ id: 'ada', name: 'Ada', email: 'ada@example.org' });
  await db()
    .insert(trip)
    .values(
      trips.map(({ slug, ...rest }) => ({
        id: key(slug),
        slug,
        language: 'en',
        authorId: 'ada',
        status: 'published' as const,
        publishedAt: new Date('2026-01-01T00:00:00Z'),
        text: { en: { title: `Title ${slug}` }, de: { title: `Titel ${slug}` } },
        ...rest,
      })),
    );
  await db()
    .insert(trip)
    .values({ id: key('draft'), slug: 'draft', language: 'en', authorId: 'ada' });
  // Recent readers put "fortnight" first and "weekend" second; "classic" was read long ago, by many.
  const read = (slug: string, n: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        countView(db(), t.env.AUTH_SECRET, key(slug), { userId: null, address: `10.0.0.${i}`, userAgent: 'test' }),
      ),
    );
  await read('fortnight', 3);
  await read('weekend', 1);
  await db()
    .insert(tripView)
    .values({ tripId: key('classic'), visitor: 'old', day: '2025-06-01' });
});
afterAll(() => t.dispose());

const page = (path: string) => pageHtml(t, path);

describe('the home page', () => {
  it('shows the trip of the day, the published count and the ways to all trips', async () => {
    const html = await page('/');
    const { trip: ofTheDay } = await (await t.request('/api/trip/of-the-day')).json();
    expect(linksIn(html, 'home-trip-of-the-day')).toEqual([ofTheDay.slug]);
    expect(html).toMatch(/<a [^>]*href="\/tripoftheday"[^>]*>Today’s trip in full<\/a>/);
    expect(html).toContain('4 trips published so far.');
    expect(html).toContain('href="/search"');
    expect(html).toContain('href="/trips"');
    const german = await page('/de');
    expect(german).toContain('Bisher sind 4 Reisen veröffentlicht.');
    expect(german).toContain('href="/de/search"');
    expect(german).toMatch(/<a [^>]*href="\/de\/tripoftheday"[^>]*>Die Reise des Tages ganz lesen<\/a>/);
  });

  it('lists the popular trips by recent readers, then rating, then all-time views, never a draft', async () => {
    expect(linksIn(await page('/'), 'popular-trips')).toEqual(['fortnight', 'weekend', 'classic', 'long']);
  });

  it('narrows the popular trips to the chosen length, marking the choice, in both languages', async () => {
    const html = await page('/?duration=5-15');
    expect(linksIn(html, 'popular-trips')).toEqual(['fortnight', 'classic']);
    expect(html).toMatch(/<a [^>]*aria-current="true"[^>]*>5-15 days<\/a>/);
    expect(linksIn(await page('/de?duration=over-90'), 'popular-trips', '/de')).toEqual(['long']);
    expect(await page('/de?duration=over-90')).toMatch(/aria-current="true"[^>]*>Über 90 Tage</);
    expect(linksIn(await page('/?duration=16-30'), 'popular-trips')).toEqual([]);
    expect(await page('/?duration=16-30')).toContain('No trip of this length yet.');
    expect(linksIn(await page('/?duration=forever'), 'popular-trips')).toHaveLength(4);
  });

  it('goes out without React, unless it carries an alert to show', async () => {
    expect(await page('/')).not.toContain('__reactRouterContext');
    const flash = encodeURIComponent(JSON.stringify({ variant: 'success', key: 'account-settings:deleted' }));
    const withAlert = await t.request('/', { headers: { cookie: `flash=${flash}` } });
    expect(await withAlert.text()).toContain('__reactRouterContext');
  });

  it('shows the featured trips', async () => {
    expect(linksIn(await page('/'), 'featured-trips')).toEqual(['classic']);
  });
});
