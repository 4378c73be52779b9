import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { isCountryCode } from '#domain/countries.ts';
import { editedJson, type JsonChange } from '#tests/setup/edited-json.ts';
import { createTestDatabase } from '#tests/setup/test-database.ts';
import { diskStorage } from '../../../storage/disk-storage.ts';
import { trip, user } from '../../schema/index.ts';
import { seedDemoContent } from '../index.ts';
import { demoAuthors } from './demo-authors.ts';
import { documentOf, noImages } from './demo-document.ts';
import { readDemoTrips } from './demo-trip-files.ts';
import { demoTripsSeederOf } from './seed-trips.ts';

const files = await readDemoTrips();
const demoTrips = files.map((entry) => entry.trip);

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];

describe('demo trips', () => {
  it('are at least 30, by every demo author, across continents, both languages written first', () => {
    expect(demoTrips.length).toBeGreaterThanOrEqual(30);
    expect(new Set(demoTrips.map((trip) => trip.author))).toEqual(new Set(Object.keys(demoAuthors)));
    expect(new Set(demoTrips.map((trip) => trip.language))).toEqual(new Set(['en', 'de']));
    expect(new Set(demoTrips.flatMap((trip) => trip.places.map((p) => p.country))).size).toBeGreaterThanOrEqual(25);
    expect(new Set(demoTrips.map((trip) => trip.title.en)).size).toBe(demoTrips.length);
  });

  it.each(files.map(({ file, trip }) => [path.basename(file), trip] as const))(
    '%s follows the itinerary rules',
    (_file, trip) => {
      expect(trip.places.length).toBeGreaterThanOrEqual(3);
      for (const [index, place] of trip.places.entries()) {
        expect(place.country && isCountryCode(place.country), place.name).toBe(true);
        expect(place.days, place.name).toHaveLength(place.duration + (index === 0 ? 1 : 0));
        expect(place.directions, place.name).toHaveLength(index < trip.places.length - 1 ? 1 : 0);
        expect(place.activities.length, place.name).toBeGreaterThan(0);
      }
      expect(trip.cover).toBeDefined();
      expect(trip.places.flatMap((p) => p.activities).filter((a) => a.image).length).toBeGreaterThanOrEqual(2);
      for (const text of texts([trip.title, trip.description, trip.summary])) expect(text.trim()).not.toBe('');
    },
  );

  it('have their free-text prices read as amounts by the one parser, the rest kept as notes', () => {
    const costs = demoTrips.flatMap((demo) =>
      (documentOf(demo, 'en', 1, noImages).places ?? []).flatMap((p) => [
        ...(p.directions ?? []),
        ...(p.accommodation ? [p.accommodation] : []),
      ]),
    );
    const priced = costs.filter((cost) => cost.amount != null || cost.price);
    const read = priced.filter((cost) => cost.amount != null);
    // Nearly all are amounts; the rest are not one ("Interrail + € 10 Reservierung", "included in the voyage").
    expect(read.length / priced.length).toBeGreaterThan(0.85);
    for (const cost of read) expect(cost.currency, JSON.stringify(cost)).toMatch(/^[A-Z]{3}$/);
    expect(priced.filter((cost) => cost.amount == null).every((cost) => cost.price)).toBe(true);
    expect(read.some((cost) => cost.currency === 'NZD' && cost.covers === 'night')).toBe(true);
  });
});

const original = files[0]?.file ?? '';
const folderWith = (name: string, content: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'demo-trips-'));
  writeFileSync(path.join(folder, name), content);
  return folder;
};
/** The first file with each value put at its path of keys and indexes. */
const edited = (...changes: JsonChange[]) => editedJson(original, ...changes);

describe('a demo trip file', () => {
  it('is a trip more: a copy under another name is read as one', async () => {
    const folder = folderWith('copy.json', readFileSync(original, 'utf8'));
    expect((await readDemoTrips(folder)).map((entry) => entry.trip)).toEqual([demoTrips[0]]);
  });

  it('that breaks a field fails with the file and the field named', async () => {
    const folder = folderWith(
      'broken.json',
      edited(
        [['places', 1, 'activities', 0, 'name', 'de'], ''],
        [['places', 0, 'days', 1, 'activities'], [99]],
        [['budegt'], 2],
      ),
    );
    const failure = readDemoTrips(folder);
    await expect(failure).rejects.toThrow(path.join(folder, 'broken.json'));
    await expect(failure).rejects.toThrow(/places\.1\.activities\.0\.name\.de: Too small/);
    await expect(failure).rejects.toThrow(/places\.0\.days\.1\.activities\.0: no activity 99/);
    await expect(failure).rejects.toThrow(/budegt/);
  });

  it('whose document breaks a limit of the whole fails with the language named', async () => {
    const folder = folderWith(
      'long.json',
      edited([['places'], Array.from({ length: 61 }, () => demoTrips[0]?.places[0])]),
    );
    await expect(readDemoTrips(folder)).rejects.toThrow(/long\.json[\s\S]*places \(en\): Too big/);
  });

  it('that is not JSON fails with the file named', async () => {
    const folder = folderWith('cut.json', readFileSync(original, 'utf8').slice(0, 200));
    await expect(readDemoTrips(folder)).rejects.toThrow(/cut\.json is not valid:\n {2}\(file\): /);
  });
});

describe('seeding demo trip files', () => {
  const storage = diskStorage(mkdtempSync(path.join(tmpdir(), 'demo-media-')));
  const databases: Awaited<ReturnType<typeof createTestDatabase>>[] = [];
  const seeded = async (folder: string) => {
    const database = await createTestDatabase();
    databases.push(database);
    const result = seedDemoContent(database.db, { storage }, [demoTripsSeederOf(folder)]);
    return { database, result };
  };
  afterAll(() => Promise.all(databases.map((database) => database.dispose())));

  it("publishes each file's trip at its date, with its views, by its author", async () => {
    const [first] = files;
    if (!first) throw new Error('no demo trip');
    const { database, result } = await seeded(folderWith('one.json', readFileSync(first.file, 'utf8')));
    await result;
    const rows = await database.db.select().from(trip);
    expect(rows.map((row) => [row.status, row.publishedAt?.toISOString(), row.views, row.authorId])).toEqual([
      ['published', first.trip.publishedAt, first.trip.views, `demo-${first.trip.author}`],
    ]);
    expect(rows[0]?.text.de?.title).toBe(first.trip.title.de);
  });

  it('publishes only what the site would: a published trip without stations is refused', async () => {
    const { result } = await seeded(folderWith('bare.json', edited([['places'], []])));
    await expect(result).rejects.toThrow('Please fill the required trip data before publishing');
  });

  it('stops at a broken file before anything is written', async () => {
    const { database, result } = await seeded(folderWith('broken.json', edited([['author'], 'nobody'])));
    await expect(result).rejects.toThrow(/broken\.json is not valid:\n {2}author: /);
    expect(await database.db.select().from(user).where(eq(user.id, 'demo-lena'))).toEqual([]);
  });
});
