import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { TripView } from '#server/features/trips/trip.presenter.ts';
import { renderRoadbook } from '#server/features/trips/trip-roadbook.ts';
import { renderShareImage } from '#server/features/trips/trip-share-image.ts';
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

/** A trip of 20 stations with a cover, days, two activities, a stay and a way on each: a long roadbook. */
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
  const places = Array.from({ length: STATIONS }, (_, index) => {
    const activities = [0, 1].map((n) => ({
      _id: `a${index}-${n}`,
      kind: 'sight' as const,
      name: `Sehenswürdigkeit ${index + 1}.${n + 1}`,
      description: words(40, 'Gässchen'),
      tips: words(15, 'Früh'),
      images: [],
      image: null,
    }));
    return {
      _id: `p${index}`,
      name: `Station ${index + 1} Zürichsee`,
      country: 'CH',
      latitude: 47 + index / 100,
      longitude: 8 + index / 100,
      duration: 2,
      dateFrom: null,
      dateTo: null,
      image: null,
      description: words(60, 'Altstadt'),
      generalInfo: words(30, 'Fähre'),
      activities,
      directions: [
        {
          _id: `d${index}`,
          type: 'train' as const,
          duration: 95,
          price: 'CHF 30',
          overnight: false,
          nights: 0,
          description: words(20, 'Zug'),
          tips: words(10, 'Sitz'),
        },
      ],
      accommodation: {
        _id: `s${index}`,
        name: 'Gästehaus',
        price: 'CHF 120',
        image: null,
        description: words(25, 'Zimmer'),
        tips: words(10, 'Frühstück'),
      },
      days: [
        {
          _id: `y${index}-1`,
          number: 2 * index + 1,
          description: words(20, 'Morgen'),
          activities: [activities[0]?._id ?? ''],
        },
        {
          _id: `y${index}-2`,
          number: 2 * index + 2,
          description: words(20, 'Abend'),
          activities: [activities[1]?._id ?? ''],
        },
      ],
      firstDay: 2 * index + 1,
      lastDay: 2 * index + 2,
      nights: 2,
    };
  });
  const trip = {
    _id: 'bench-roadbook-trip',
    slug: 'zwanzig-stationen',
    version: 1,
    language: 'de',
    originalLanguage: 'de',
    languages: ['de'],
    title: 'Zwanzig Stationen rund um die Schweizer Seen',
    description: words(80, 'Seen'),
    summary: words(60, 'Rückblick'),
    coverImage: 'benchcover0000000000000',
    dateFrom: '2027-05-01',
    dateTo: '2027-06-09',
    countries: ['CH'],
    length: 2 * STATIONS,
    author: { name: 'Jürgen Bänziger', alias: null },
    places,
  } as unknown as TripView;
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
    `activities, a stay and a way on each (German words with umlauts); ${results.runs} runs, the first one included in the median.`,
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
