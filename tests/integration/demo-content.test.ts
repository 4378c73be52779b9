import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continents } from '#domain/continents.ts';
import { displayName } from '#domain/schemas/account.ts';
import { durationBuckets } from '#domain/schemas/search.ts';
import { travelTypes, tripScales } from '#domain/trip-scales.ts';
import { activity, comment, rating, savedTrip, trip, user, userProfile } from '#server/db/schema/index.ts';
import { demoEditors } from '#server/db/seed/demo-posts/demo-post-schema.ts';
import { demoAuthors } from '#server/db/seed/demo-trips/demo-authors.ts';
import { createDemoApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createDemoApp();
}, 120_000);
afterAll(() => t.dispose());

describe('demo content', () => {
  it('publishes at least 30 trips in English and German by several demo users', async () => {
    const trips = await t.database.db.select().from(trip).where(eq(trip.status, 'published'));
    expect(trips.length).toBeGreaterThanOrEqual(30);
    for (const row of trips) {
      expect(row.languages.toSorted()).toEqual(['de', 'en']);
      expect(row.coverImage).toMatch(/^[\w-]{22}$/);
    }
    expect(new Set(trips.map((row) => row.authorId)).size).toBeGreaterThanOrEqual(5);
    const [authors] = await t.database.db.select({ n: count() }).from(user);
    expect(authors?.n).toBeGreaterThanOrEqual(5);
    const [pictured] = await t.database.db
      .select({ n: count() })
      .from(activity)
      .where(sql`jsonb_array_length(${activity.images}) > 0`);
    expect(pictured?.n).toBeGreaterThanOrEqual(60);
  });

  it('names its members as the sign-up and profile forms would take them', async () => {
    const members = await t.database.db.select({ name: user.name }).from(user);
    expect(members.length).toBeGreaterThanOrEqual(5);
    for (const { name } of members)
      expect(displayName.safeParse(name), name).toMatchObject({ success: true, data: name });
  });

  it('serves each trip page in both languages and its cover picture', async () => {
    const [row] = await t.database.db.select().from(trip).limit(1);
    if (!row) throw new Error('no demo trip');
    for (const prefix of ['', '/de']) {
      const response = await t.request(`${prefix}/trips/${row.slug}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(row.text[prefix ? 'de' : 'en']?.title);
      expect(html).not.toContain('noch nicht auf Deutsch');
    }
    const cover = await t.request(`/media/cover-lg/${row.coverImage}.webp`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/webp');
  });

  it('links at least three related trips on every trip page, by other authors too, sharing a country or a type', async () => {
    const trips = await t.database.db.select().from(trip).where(eq(trip.status, 'published'));
    const bySlug = new Map(trips.map((row) => [row.slug, row]));
    for (const row of trips) {
      const html = await (await t.request(`/de/trips/${row.slug}`)).text();
      const section = html.slice(
        html.indexOf('id="related-trips"'),
        html.indexOf('</section>', html.indexOf('id="related-trips"')),
      );
      const related = [
        ...new Set([...section.matchAll(/href="\/de\/trips\/([^"]+)"/g)].map((match) => match[1] ?? '')),
      ];
      expect(related.length, row.slug).toBeGreaterThanOrEqual(3);
      expect(related, row.slug).not.toContain(row.slug);
      const others = related.map((slug) => bySlug.get(slug));
      expect(
        others.some((other) => other?.authorId !== row.authorId),
        row.slug,
      ).toBe(true);
      const alike = (other: (typeof trips)[number] | undefined) =>
        other?.countries.some((code) => row.countries.includes(code)) ||
        other?.travelTypes.some((type) => row.travelTypes.includes(type));
      expect(alike(others[0]), row.slug).toBe(true);
    }
  });

  it('fills /trips with cards, newest first, over several pages', async () => {
    const html = await (await t.request('/trips')).text();
    expect(html.match(/<article/g)?.length).toBe(12);
    expect(html).toContain('rel="next"');
    expect((await t.request('/trips?page=3')).status).toBe(200);
  });

  it('is found by search, the seed having written every trip’s search document', async () => {
    const unindexed = await t.database.db.select({ n: count() }).from(trip).where(sql`${trip.searchEn} IS NULL`);
    expect(unindexed[0]?.n).toBe(0);
    const typo = await (await t.request('/api/trip/search?q=Marakech&language=en')).json();
    expect(typo.docs.map((card: { title: string }) => card.title)).toContain(
      'From the Souks to the Dunes: Road Trip from Marrakesh through the Sahara to Fez',
    );
    const all = await (await t.request('/api/trip/search')).json();
    expect(all.paginator.totalDocs).toBeGreaterThanOrEqual(30);
    expect(all.paginator.hasNextPage).toBe(true);
    const second = await (await t.request('/api/trip/search?page=2')).json();
    expect(second.docs.length).toBe(12);
    expect(second.docs[0]._id).not.toBe(all.docs[0]._id);
  });

  it('looks alive: threads in both languages on the trip pages, ratings and saves by the demo travellers', async () => {
    const threads = await t.request('/api/trip/search?q=Lofoten');
    const [lofoten] = (await threads.json()).docs;
    const page = await (await t.request(`/api/comment/?commentOn=${lofoten._id}`)).json();
    expect(page.docs.length).toBeGreaterThanOrEqual(2);
    expect(page.docs.some((doc: { replies: unknown[] }) => doc.replies.length >= 2)).toBe(true);
    const bodies = await t.database.db.select({ body: comment.body }).from(comment);
    expect(bodies.some(({ body }) => /\b(und|die|der)\b/.test(body))).toBe(true);
    expect(bodies.some(({ body }) => /\b(the|and)\b/.test(body))).toBe(true);
    const html = await (await t.request(`/trips/${lofoten.slug}`)).text();
    expect(html).toContain(page.docs[0].body.replaceAll("'", '&#x27;'));
    expect(html).toMatch(/Comments \(\d+\)/);
    const [rated] = await t.database.db.select({ n: count() }).from(rating);
    const [saved] = await t.database.db.select({ n: count() }).from(savedTrip);
    expect(rated?.n).toBeGreaterThanOrEqual(30);
    expect(saved?.n).toBeGreaterThanOrEqual(20);
    const cards = await (await t.request('/api/trip/search?sort=rating')).json();
    expect(cards.docs[0].ratingCount).toBeGreaterThan(0);
  });

  it('fills every value of every filter the search page offers, in both languages', async () => {
    const range = (max: number) => Array.from({ length: max }, (_, i) => String(i + 1));
    const offered: [string, string[]][] = [
      ['duration', Object.keys(durationBuckets)],
      ['types', [...travelTypes]],
      ['budget', range(tripScales.budget)],
      ['comfort', range(tripScales.comfort)],
      ['detail', range(tripScales.detail)],
      ['continent', [...continents]],
      ['month', range(12)],
      ['rating', range(tripScales.rating)],
    ];
    const empty: string[] = [];
    for (const language of ['en', 'de'])
      for (const [field, values] of offered)
        for (const value of values) {
          const found = await (await t.request(`/api/trip/search?${field}=${value}&language=${language}`)).json();
          if (found.paginator.totalDocs === 0) empty.push(`${language} ${field}=${value}`);
        }
    expect(empty).toEqual([]);
  });

  it('shows its members as real people: a portrait, joined before their trips, their trips’ countries among the visited', async () => {
    const members = await t.database.db
      .select({ id: user.id, image: user.image, createdAt: user.createdAt, profile: userProfile })
      .from(user)
      .innerJoin(userProfile, eq(userProfile.userId, user.id));
    expect(members.map((member) => member.id).toSorted()).toEqual(
      [
        ...Object.keys(demoAuthors).map((key) => `demo-${key}`),
        ...Object.keys(demoEditors).map((key) => `demo-editor-${key}`),
      ].toSorted(),
    );
    const trips = await t.database.db.select().from(trip).where(eq(trip.status, 'published'));
    for (const { id, image, createdAt, profile } of members) {
      const own = trips.filter((row) => row.authorId === id);
      expect(image, id).toMatch(/^[\w-]{22}$/);
      for (const row of own) {
        expect(createdAt.getTime(), row.slug).toBeLessThan(new Date(row.dateFrom ?? 0).getTime());
        for (const country of row.countries) expect(profile.traveledCountries, row.slug).toContain(country);
      }
      expect(profile.favoriteCountries.length, id).toBeGreaterThan(0);
      for (const country of profile.favoriteCountries) expect(profile.traveledCountries, id).toContain(country);
    }
  });
});
