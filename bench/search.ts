import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDb, type Database, fromPglite, pgliteOptions } from '#server/db/client.ts';
import { type LoadResult, measureLoad } from './load.ts';
import { machineLoad, RESULTS_DIR, writeResults } from './results-file.ts';
import { type ClassFigures, measureSearchLatency, type QueryClass, queryClasses } from './search-latency.ts';
import { renderSearchSection, type SearchResults, searchSectionInto } from './search-report.ts';
import { seedTrips } from './search-seed.ts';
import { build, startServer } from './server.ts';

/**
 * `npm run bench:search`: issue 13's scale bench. Seeds 100,000 synthetic trips into PostgreSQL and
 * PGlite (kept between runs), measures the search service per query class beside the database's own
 * time, then the HTTP throughput of search against a server on each seeded database.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const TRIPS = Number(process.env.BENCH_SEARCH_TRIPS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_SEARCH_ITERATIONS ?? 100);
const POSTGRES_URL = process.env.BENCH_SEARCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/itinera_bench';
// Outside the project and kept: seeding PGlite takes minutes.
const PGLITE_DIR = process.env.BENCH_SEARCH_PGLITE_DIR ?? path.join(os.tmpdir(), 'itinera-bench-search');
const KINDS = (process.env.BENCH_SEARCH_DATABASES ?? 'postgres,pglite').split(',') as Database['kind'][];
const PARTS = (process.env.BENCH_SEARCH_ONLY ?? 'latency,http').split(',');
const BUDGET_MS: Record<Database['kind'], number> = { postgres: 20, pglite: 50 };
const CONNECTIONS = 10;
const LOAD_TARGETS = [
  { name: 'about page (the server without a query)', path: '/about' },
  { name: 'API: one word', path: '/api/trip/search?q=lisbon' },
  { name: 'API: very common word', path: '/api/trip/search?q=city' },
  { name: 'API: filters only', path: '/api/trip/search?types=hiking&budget=2' },
  { name: 'API: cost per day', path: '/api/trip/search?cost=60&currency=EUR' },
  { name: 'API: empty search', path: '/api/trip/search' },
  { name: 'search page: one word', path: '/search?q=lisbon' },
];

const log = (line: string) => console.log(line);

/** The bench's own PostgreSQL database, created on first use; never the ones tests use. */
async function openPostgres() {
  const url = new URL(POSTGRES_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const database = createDb({ DATABASE_URL: POSTGRES_URL, DATA_DIR: os.tmpdir() });
  // A second pool for the statement recorder, which needs a driver client of its own.
  const client = new pg.Pool({ connectionString: POSTGRES_URL, max: 2 });
  return {
    database: { ...database, close: () => Promise.all([database.close(), client.end()]).then(() => {}) },
    client,
  };
}

async function openPglite() {
  await mkdir(PGLITE_DIR, { recursive: true });
  const client = new PGlite({ dataDir: path.join(PGLITE_DIR, 'db'), ...pgliteOptions });
  return { database: fromPglite(client), client };
}

async function latency(kind: Database['kind']) {
  const { database, client } = kind === 'postgres' ? await openPostgres() : await openPglite();
  try {
    await database.migrate();
    log(`${kind}: seeding ${TRIPS} trips (kept for the next run)…`);
    const started = performance.now();
    await seedTrips(database.db, TRIPS, log);
    log(`${kind}: seeded or found in ${Math.round((performance.now() - started) / 1000)} s; measuring…`);
    return await measureSearchLatency(database, client, ITERATIONS, log);
  } finally {
    await database.close();
  }
}

async function throughput(kind: Database['kind']): Promise<LoadResult[]> {
  const server = await startServer(
    ROOT,
    kind === 'postgres'
      ? { env: { DATABASE_URL: POSTGRES_URL, AUTH_SECRET: 'bench-search-secret-of-at-least-32-characters' } }
      : { env: { DEMO_CONTENT: 'false' }, dataDir: PGLITE_DIR },
  );
  try {
    const results: LoadResult[] = [];
    for (const target of LOAD_TARGETS) {
      const probe = await fetch(server.url + target.path);
      if (probe.status !== 200) {
        log(`  ${target.path}: ${probe.status}, not measured`);
        continue;
      }
      const result = await measureLoad(server.url, target.path, CONNECTIONS);
      log(`  ${target.path.padEnd(42)} ${result.requestsPerSecond} req/s, p50 ${result.latencyMs.p50} ms`);
      results.push(result);
    }
    return results;
  } finally {
    await server.stop();
  }
}

async function previous(): Promise<Partial<SearchResults>> {
  const json = await readFile(path.join(RESULTS_DIR, 'search-latest.json'), 'utf8').catch(() => '{}');
  return JSON.parse(json) as Partial<SearchResults>;
}

async function main() {
  const last = await previous();
  const loadAverageBefore = os.loadavg()[0] ?? 0;
  // A run of some parts or databases keeps the last run's other figures.
  const latencies: Partial<Record<Database['kind'], Record<QueryClass, ClassFigures>>> = { ...last.latency };
  const load: Partial<Record<Database['kind'], LoadResult[]>> = { ...last.load };
  for (const kind of KINDS) if (PARTS.includes('latency')) latencies[kind] = await latency(kind);
  if (PARTS.includes('http')) {
    await build(ROOT);
    for (const kind of KINDS) {
      log(`${kind}: HTTP throughput at ${CONNECTIONS} connections…`);
      load[kind] = await throughput(kind);
    }
  }
  const results: SearchResults = {
    date: new Date().toISOString(),
    trips: TRIPS,
    iterations: ITERATIONS,
    connections: CONNECTIONS,
    budgetsMs: BUDGET_MS,
    machine: machineLoad(loadAverageBefore),
    queries: queryClasses,
    latency: latencies,
    load,
  };
  await writeResults('search', results);
  const performance = path.join(ROOT, 'docs', 'performance.md');
  await writeFile(performance, searchSectionInto(await readFile(performance, 'utf8'), renderSearchSection(results)));
  log('\nSee docs/performance.md, "Search at 100,000 trips".');
}

await main();
