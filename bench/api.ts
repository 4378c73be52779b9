import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '#server/db/client.ts';
import {
  type ApiResults,
  type ApiRun,
  apiSectionInto,
  meetsTripBudget,
  renderApiSection,
  TRIP_RUN,
} from './api-report.ts';
import { measureLoad } from './load.ts';
import { demoTripPath } from './page-weight.ts';
import { freshDatabase } from './postgres.ts';
import { machineLoad, RESULTS_DIR, writeResults } from './results-file.ts';
import { build, type RunningServer, startServer } from './server.ts';

/**
 * `npm run bench:api`: issue 17 point 2. The API's most asked reads (a trip, a search, a trip's
 * comments) for an anonymous client, from a production server with the demo content on PGlite,
 * then on PostgreSQL; writes bench/results/api-latest.json and the "API" section of
 * docs/performance.md, and exits with 1 when the trip misses its budget. About four minutes.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
/** A database of its own, so that it runs beside the page bench without dropping the other's. */
const DATABASE_URL = process.env.BENCH_API_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/itinera_bench_api';
const KINDS = (process.env.BENCH_API_DATABASES ?? 'pglite,postgres').split(',') as Database['kind'][];
/** The figures of the code before a change, shown beside this run's (bench/results/…). */
const BEFORE = process.env.BENCH_API_BEFORE;
const CONNECTIONS = 20;

const log = (line: string) => console.log(line);

async function serverOn(kind: Database['kind']): Promise<RunningServer | undefined> {
  if (kind === 'pglite') return startServer(ROOT);
  if (!(await freshDatabase(DATABASE_URL))) {
    log(`postgres: skipped, nothing answers at ${DATABASE_URL}`);
    return undefined;
  }
  const env = { DATABASE_URL, DEMO_CONTENT: 'yes', AUTH_SECRET: 'bench-api-secret-of-at-least-32-characters' };
  return startServer(ROOT, { env });
}

/** The demo trip the page bench measures (one with comments), by its id. */
async function demoTripId(base: string): Promise<string> {
  const slug = (await demoTripPath(base)).split('/').pop() ?? '';
  const response = await fetch(`${base}/api/trip/${slug}?slug=true`);
  if (!response.ok) throw new Error(`GET /api/trip/${slug}?slug=true answered ${response.status}`);
  return ((await response.json()) as { _id: string })._id;
}

async function measure(server: RunningServer): Promise<ApiRun[]> {
  const id = await demoTripId(server.url);
  const targets = [
    { name: TRIP_RUN, path: `/api/trip/${id}` },
    { name: 'a search by words', path: '/api/trip/search?q=wine' },
    { name: 'the empty search', path: '/api/trip/search' },
    { name: "a trip's comments", path: `/api/comment/?commentOn=${id}` },
  ];
  const runs: ApiRun[] = [];
  for (const target of targets) {
    const result = await measureLoad(server.url, target.path, CONNECTIONS);
    log(
      `  ${target.name.padEnd(18)} ${String(result.requestsPerSecond).padStart(5)} req/s  p50 ${result.latencyMs.p50} ms` +
        `  p99 ${result.latencyMs.p99} ms  non-2xx ${result.non2xx}`,
    );
    runs.push({ ...result, name: target.name, path: target.path.replace(id, '{id}') });
  }
  return runs;
}

async function main(): Promise<number> {
  await build(ROOT);
  const loadAverageBefore = os.loadavg()[0] ?? 0;
  const load: ApiResults['load'] = {};
  for (const kind of KINDS) {
    const server = await serverOn(kind);
    if (!server) continue;
    log(`${kind}: ${CONNECTIONS} connections…`);
    try {
      load[kind] = await measure(server);
    } finally {
      await server.stop();
    }
  }
  const results: ApiResults = {
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    machine: machineLoad(loadAverageBefore),
    load,
  };
  await writeResults('api', results);
  const before = BEFORE && {
    file: BEFORE,
    results: JSON.parse(await readFile(path.join(RESULTS_DIR, BEFORE), 'utf8')) as ApiResults,
  };
  const performance = path.join(ROOT, 'docs', 'performance.md');
  const section = renderApiSection(results, before || undefined);
  await writeFile(performance, apiSectionInto(await readFile(performance, 'utf8'), section));
  const missed = KINDS.filter((kind) => {
    const trip = load[kind]?.find((run) => run.name === TRIP_RUN);
    return trip !== undefined && !meetsTripBudget(kind, trip);
  });
  log(`\n${missed.length ? `Budget missed on ${missed.join(', ')}` : 'Budget met'}. See docs/performance.md, "API".`);
  return missed.length ? 1 : 0;
}

process.exit(await main());
