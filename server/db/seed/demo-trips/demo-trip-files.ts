import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { tripDocumentSchema } from '#domain/schemas/trip.ts';
import { documentOf, noImages } from './demo-document.ts';
import { type DemoTrip, demoTripSchema } from './demo-trip-schema.ts';

/** One file per demo trip: adding a trip is adding a file here. */
export const demoTripsFolder = fileURLToPath(new URL('./trip-files', import.meta.url));

export type DemoTripFile = { file: string; trip: DemoTrip };

const issuesOf = (error: z.ZodError, suffix = '') =>
  error.issues.map((issue) => `${issue.path.join('.') || '(file)'}${suffix}: ${issue.message}`);

/** A demo file that cannot be seeded; the message names the file and each field at fault. */
export class DemoTripFileError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Demo trip ${file} is not valid:\n  ${problems.join('\n  ')}`);
    this.name = 'DemoTripFileError';
  }
}

async function readDemoTrip(folder: string, name: string): Promise<DemoTripFile> {
  const file = path.join(folder, name);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new DemoTripFileError(file, [`(file): ${(error as Error).message}`]);
  }
  const parsed = demoTripSchema.safeParse(json);
  if (!parsed.success) throw new DemoTripFileError(file, issuesOf(parsed.error));
  // The pieces passed; the documents the seed will save must pass as a whole too (counts of places...).
  const problems = (['en', 'de'] as const).flatMap((language) => {
    const document = tripDocumentSchema.safeParse(documentOf(parsed.data, language, 1, noImages));
    return document.success ? [] : issuesOf(document.error, ` (${language})`);
  });
  if (problems.length > 0) throw new DemoTripFileError(file, problems);
  return { file, trip: parsed.data };
}

/** Every demo trip, read and checked when seeding, in file-name order; the first bad file stops it. */
export async function readDemoTrips(folder = demoTripsFolder): Promise<DemoTripFile[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  const trips: DemoTripFile[] = [];
  for (const name of names) trips.push(await readDemoTrip(folder, name));
  return trips;
}
