import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { presentTrip, type TripView } from '#server/features/trips/trip.presenter.ts';
import type { PlaceRecord, TripRecord } from '#server/features/trips/trip-record.ts';
import { renderRoadbook } from '#server/features/trips/trip-roadbook.ts';
import { renderShareImage } from '#server/features/trips/trip-share-image.ts';
import { shippedRates } from '#server/rates/exchange-rates.ts';
import { noRoutes } from '#server/routing/leg-routes.ts';
import type { Storage } from '#server/storage/index.ts';
import { machineLoad, writeResults } from './results-file.ts';
import { benchSection } from './sections.ts';

const STATIONS = 20;
const RUNS = 7;
const HEADING = '## Files made from a trip';
const END = '<!-- end of the trip files section (npm run bench and npm run bench:trip-files write it) -->';
const section = benchSection(HEADING, END);

const words = (count: number, seed: string) =>
  Array.from({ length: count }, (_, index) => `${seed}${index % 7 === 0 ? ' Überfahrt' : ' Weg'}`).join(' ');

/**
 * A trip of 20 stations with a cover, days, two activities, a stay and a way on each, with their
 * costs: a long roadbook. Built as the database reads it (`TripRecord`) and shown through the
 * server's own projection (`presentTrip`, as the export and share-picture handlers call it), so
 * the files get every field the server gives them: legs, distance, costs. No leg has a stored
 * route (`noRoutes`): the ways are by train, which is never routed (ADR 0082), so each leg is
 * measured as the crow flies, as on the server.
 */
async function longTrip(): Promise<{ trip: TripView; storage: Storage }> {
  const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0f766e' } })
    .webp()
    .toBuffer();
  const storage: Storage = {
    kind: 'disk',
    // The cover is the one picture the files ask for.
    get: async () => cover,
    put: async () => {},
    delete: async () => {},
  };
  const tripId = 'benchroadbooktrip';
  const chf = (amount: number, covers: 'total' | 'night' | 'person' | 'personNight') => ({
    price: null,
    amount,
    currency: 'CHF',
    covers,
  });
  const places: PlaceRecord[] = Array.from({ length: STATIONS }, (_, index) => {
    const placeId = `p${index}`;
    const activities = [0, 1].map((n) => ({
      id: `a${index}-${n}`,
      placeId,
      position: n,
      kind: 'sight' as const,
      images: [],
      ...chf(15 + n * 10, 'person'),
      text: {
        de: {
          name: `Sehenswürdigkeit ${index + 1}.${n + 1}`,
          description: words(40, 'Gässchen'),
          tips: words(15, 'Früh'),
        },
      },
    }));
    return {
      id: placeId,
      tripId,
      position: index,
      name: `Station ${index + 1} Zürichsee`,
      country: 'CH',
      // About 16 km apart, west to east across the country: legs of real length.
      latitude: 46.5 + (index % 4) / 20,
      longitude: 6.6 + index / 5,
      duration: 2,
      dateFrom: null,
      dateTo: null,
      image: null,
      text: { de: { description: words(60, 'Altstadt'), generalInfo: words(30, 'Fähre') } },
      activities,
      directions:
        index < STATIONS - 1
          ? [
              {
                id: `d${index}`,
                placeId,
                position: 0,
                type: 'train' as const,
                duration: 95,
                ...chf(30, 'person'),
                overnight: false,
                nights: 0,
                text: { de: { description: words(20, 'Zug'), tips: words(10, 'Sitz') } },
              },
            ]
          : [],
      accommodation: {
        id: `s${index}`,
        placeId,
        name: 'Gästehaus',
        image: null,
        ...chf(120, 'night'),
        text: { de: { description: words(25, 'Zimmer'), tips: words(10, 'Frühstück') } },
      },
      days: [0, 1].map((n) => ({
        id: `y${index}-${n + 1}`,
        placeId,
        number: 2 * index + n + 1,
        activityIds: [activities[n]?.id ?? ''],
        text: { de: { description: words(20, n === 0 ? 'Morgen' : 'Abend') } },
      })),
    };
  });
  const published = new Date('2026-11-01T08:00:00Z');
  const record: TripRecord = {
    id: tripId,
    authorId: 'benchauthor',
    status: 'published',
    slug: 'zwanzig-stationen',
    language: 'de',
    languages: ['de'],
    text: {
      de: {
        title: 'Zwanzig Stationen rund um die Schweizer Seen',
        description: words(80, 'Seen'),
        summary: words(60, 'Rückblick'),
      },
    },
    coverImage: 'benchcover0000000000000',
    dateFrom: '2027-05-01',
    dateTo: '2027-06-09',
    period: null,
    travelTypes: [],
    tags: [],
    countries: ['CH'],
    apps: [],
    budget: 2,
    comfort: 2,
    detail: 3,
    travellers: 2,
    views: 0,
    ratingAverage: 0,
    ratingCount: 0,
    featured: false,
    hiddenAt: null,
    hiddenReason: null,
    publishedAt: published,
    version: 1,
    createdAt: published,
    updatedAt: published,
    months: [5, 6],
    continents: ['europe'],
    lengthDays: 2 * STATIONS,
    dailyCost: null,
    basedOnId: null,
    basedOnAuthorId: null,
    basedOnTitle: null,
    author: { name: 'Jürgen Bänziger', alias: null },
    places,
    basedOn: null,
    copies: 0,
  };
  // The rates a server uses before its first refresh (ADR 0081).
  const trip = presentTrip(record, 'de', { rates: shippedRates() }, noRoutes);
  return { trip, storage };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(make: () => Promise<Uint8Array>) {
  const times: number[] = [];
  let size = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    size = (await make()).byteLength;
    times.push(performance.now() - started);
  }
  return { medianMs: Math.round(median(times)), firstMs: Math.round(times[0] ?? 0), bytes: size };
}

export type TripFileResults = Awaited<ReturnType<typeof measureTripFiles>>;

/** How long the roadbook and the share picture of a 20-station trip take to make, and their size. */
export async function measureTripFiles() {
  const loadBefore = os.loadavg()[0] ?? 0;
  const { trip, storage } = await longTrip();
  const roadbook = await timed(() =>
    renderRoadbook(storage, trip, 'https://itinera.example/de/trips/zwanzig-stationen'),
  );
  const shareImage = await timed(() => renderShareImage(storage, trip));
  return {
    date: new Date().toISOString(),
    machine: machineLoad(loadBefore),
    stations: STATIONS,
    runs: RUNS,
    roadbook,
    shareImage,
  };
}

const kib = (bytes: number) => `${Math.round(bytes / 102.4) / 10} KiB`;

export function renderTripFilesSection(results: TripFileResults): string {
  return [
    HEADING,
    '',
    `Made in this process, without the HTTP path, for a trip of ${results.stations} stations with a cover, two days, two`,
    `activities, a stay and a way on to the next on each, with their costs (German words with umlauts), shown through the`,
    `server's projection (presentTrip: legs measured as the crow flies, no stored routes); ${results.runs} runs, the first one included in the median.`,
    'Each file is made once per trip version and language and kept (ADR 0074): readers after the first get the kept bytes.',
    '',
    '| File | Median | First run | Size |',
    '| --- | --- | --- | --- |',
    `| PDF roadbook | ${results.roadbook.medianMs} ms | ${results.roadbook.firstMs} ms | ${kib(results.roadbook.bytes)} |`,
    `| Share picture (JPEG, 1200 × 630) | ${results.shareImage.medianMs} ms | ${results.shareImage.firstMs} ms | ${kib(results.shareImage.bytes)} |`,
    '',
    `Measured ${results.date} (load average ${results.machine.loadAverageBefore} before, ${results.machine.loadAverageAfter} after).`,
    '',
    END,
  ].join('\n');
}

export async function writeTripFiles(root: string, results: TripFileResults) {
  await writeResults('trip-files', results);
  const file = path.join(root, 'docs', 'performance.md');
  const markdown = await readFile(file, 'utf8');
  await writeFile(file, section.into(markdown, renderTripFilesSection(results)));
}

export const tripFilesSectionOf = section.of;
export const tripFilesSectionInto = section.into;

// `npm run bench:trip-files`
if (import.meta.main) {
  const results = await measureTripFiles();
  console.log(renderTripFilesSection(results));
  await writeTripFiles(path.resolve(import.meta.dirname, '..'), results);
}
