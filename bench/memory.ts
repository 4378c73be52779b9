import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '#server/db/client.ts';
import {
  type ColdStart,
  heapFigures,
  type LoadMemory,
  type MemoryResults,
  median,
  memoryBudgets,
  memorySectionInto,
  renderMemorySection,
  type Soak,
  type StartTimes,
  soakGrowth,
} from './memory-report.ts';
import { type LoadMix, loadMix, runMix } from './mixed-load.ts';
import { dropDatabase, freshDatabase } from './postgres.ts';
import { cpuTimeMs, residentMemory, sampleMemory } from './process-memory.ts';
import { build, productionRuntime, type RunningServer, snapshotBuild, startServer } from './server.ts';

/**
 * `npm run bench:memory`: issue 17 point 3. Cold start on an existing embedded database, resident
 * memory under a mixed load on PGlite and PostgreSQL, and a 15-minute soak at a steady rate;
 * writes bench/results/memory-*.json and the "Memory and start-up" section of docs/performance.md,
 * and exits with 1 when a budget is missed. About 25 minutes; `BENCH_MEMORY_ONLY=cold,load,soak`
 * runs some parts (the others keep the last run's figures), the durations below shorten a trial, and
 * `BENCH_MEMORY_BUILD=no` measures the build that is there (built by the caller, under its lock),
 * `BENCH_MEMORY_WORK_DIR` a copy of it the caller made (bench/server.ts, `snapshotBuild`).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const PARTS = (process.env.BENCH_MEMORY_ONLY ?? 'cold,load,soak').split(',');
const COLD_RUNS = Number(process.env.BENCH_MEMORY_COLD_RUNS ?? 7);
const LOAD_SECONDS = Number(process.env.BENCH_MEMORY_LOAD_SECONDS ?? 120);
const LOAD_CONNECTIONS = 20;
const DATABASES = (process.env.BENCH_MEMORY_DATABASES ?? 'pglite,postgres').split(',') as Database['kind'][];
const SOAK_MINUTES = Number(process.env.BENCH_MEMORY_SOAK_MINUTES ?? 15);
/** Steady and moderate: about a third of what the mix reaches at full speed on PGlite here. */
const SOAK_RATE = Number(process.env.BENCH_MEMORY_SOAK_RATE ?? 100);
const SOAK_CONNECTIONS = 10;
const SOAK_SAMPLE_SECONDS = 10;
/** Its own database, so that it runs beside the other benches without dropping theirs. */
const DATABASE_URL = process.env.BENCH_MEMORY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/itinera_bench_memory';
const POSTGRES_ENV = {
  DATABASE_URL,
  DEMO_CONTENT: 'yes',
  AUTH_SECRET: 'bench-memory-secret-of-at-least-32-characters',
};

const log = (line: string) => console.log(line);
/** The one-minute load average now: how much other work competes for the cores. */
const loadAverageNow = () => Math.round((os.loadavg()[0] ?? 0) * 100) / 100;

/**
 * A data folder or database that a first start has migrated and seeded, and a way to start the
 * server on it again: start-up and memory are measured as after a restart, never with the seeding.
 */
async function seeded(kind: Database['kind'], workDir: string) {
  const env = kind === 'postgres' ? POSTGRES_ENV : undefined;
  if (kind === 'postgres' && !(await freshDatabase(DATABASE_URL))) return undefined;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'itinera-bench-memory-'));
  const start = (entry?: string, metrics = false) =>
    startServer(ROOT, { dataDir, workDir, metrics, ...(env ? { env } : {}), ...(entry ? { entry } : {}) });
  const dispose = async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') await dropDatabase(DATABASE_URL);
  };
  try {
    await (await start()).stop();
  } catch (error) {
    await dispose();
    throw error;
  }
  return { start, dispose };
}

/** The TypeScript sources that `npm start` ran before it ran the bundle (ADR 0054), timed beside it. */
const SOURCES_ENTRY = 'server/index.ts';

type Start = (entry?: string, metrics?: boolean) => Promise<RunningServer>;

async function timedStart(start: Start, entry?: string): Promise<StartTimes> {
  const server = await start(entry);
  try {
    const healthMs = Math.round(performance.now() - server.spawnedAt);
    const home = await fetch(`${server.url}/`, { headers: { Cookie: 'lang=en' } });
    await home.arrayBuffer();
    if (home.status !== 200) throw new Error(`GET / answered ${home.status}`);
    const homeMs = Math.round(performance.now() - server.spawnedAt);
    return { healthMs, homeMs, cpuMs: await cpuTimeMs(server.pid) };
  } finally {
    await server.stop();
  }
}

/** Medians of each time over the runs. */
function medians(runs: StartTimes[]): StartTimes {
  const of = (key: keyof StartTimes) => median(runs.map((run) => run[key]));
  return { healthMs: of('healthMs'), homeMs: of('homeMs'), cpuMs: of('cpuMs') };
}

/** `npm start`'s server and the sources in turn, so that both meet the same load on the machine. */
async function coldStart(start: Start): Promise<ColdStart> {
  const loadAverage = loadAverageNow();
  const runs: StartTimes[] = [];
  const sourceRuns: StartTimes[] = [];
  const line = (times: StartTimes) =>
    `/api/health ${times.healthMs} ms, / ${times.homeMs} ms, ${times.cpuMs} ms of CPU`;
  for (let run = 0; run < COLD_RUNS; run++) {
    const times = await timedStart(start);
    runs.push(times);
    const fromSources = await timedStart(start, SOURCES_ENTRY);
    sourceRuns.push(fromSources);
    log(`  cold start ${run + 1}: ${line(times)}; from the sources ${line(fromSources)}`);
  }
  return {
    runs,
    ...medians(runs),
    loadAverage,
    sources: { entry: SOURCES_ENTRY, runs: sourceRuns, ...medians(sourceRuns) },
  };
}

async function underLoad(server: RunningServer): Promise<LoadMemory> {
  // Before the mix is gathered: it signs an author up, and argon2 costs 19 MB a hash.
  const idle = await residentMemory(server.pid);
  const loadAverage = loadAverageNow();
  const mix = await loadMix(server);
  const sampler = sampleMemory(server.pid, 1000, server.metricsUrl);
  const load = await runMix(server, mix, { connections: LOAD_CONNECTIONS, seconds: LOAD_SECONDS });
  const samples = await sampler.stop();
  const last = samples.at(-1);
  return {
    loadAverage,
    seconds: LOAD_SECONDS,
    connections: LOAD_CONNECTIONS,
    mix: mix.parts,
    load,
    idle,
    peakRssMiB: Math.max(...samples.map((sample) => sample.rssMiB)),
    endRssMiB: last?.rssMiB ?? 0,
    hwmMiB: last?.hwmMiB ?? 0,
    ...heapFigures(samples),
    samples,
  };
}

async function soak(server: RunningServer, mix: LoadMix): Promise<Soak> {
  const loadAverage = loadAverageNow();
  const sampler = sampleMemory(server.pid, SOAK_SAMPLE_SECONDS * 1000, server.metricsUrl);
  const load = await runMix(server, mix, {
    connections: SOAK_CONNECTIONS,
    seconds: SOAK_MINUTES * 60,
    rate: SOAK_RATE,
  });
  const samples = await sampler.stop();
  return {
    loadAverage,
    database: 'pglite',
    minutes: SOAK_MINUTES,
    rate: SOAK_RATE,
    connections: SOAK_CONNECTIONS,
    everySeconds: SOAK_SAMPLE_SECONDS,
    load,
    ...soakGrowth(samples),
    samples,
  };
}

/**
 * Runs `measure` on a freshly started server and stops it, whatever happens. It serves metrics,
 * whose heap figures the samples read (bench/process-memory.ts).
 */
async function on<T>(start: Start, measure: (server: RunningServer) => Promise<T>) {
  const server = await start(undefined, true);
  try {
    return await measure(server);
  } catch (error) {
    const death = server.death();
    throw death ? new Error(death, { cause: error }) : error;
  } finally {
    await server.stop();
  }
}

async function measure(
  last: MemoryResults | undefined,
  workDir: string,
): Promise<Omit<MemoryResults, 'date' | 'machine' | 'runtime'>> {
  let cold = last?.coldStart;
  let soaked = last?.soak;
  // A partial run keeps the last run's figures of what it does not measure, databases included.
  const load: MemoryResults['load'] = { ...last?.load };
  for (const kind of DATABASES) {
    const needed = (kind === 'pglite' && (PARTS.includes('cold') || PARTS.includes('soak'))) || PARTS.includes('load');
    if (!needed) continue;
    const database = await seeded(kind, workDir);
    if (!database) {
      log(`${kind}: skipped, nothing answers at ${DATABASE_URL}`);
      continue;
    }
    try {
      if (kind === 'pglite' && PARTS.includes('cold')) {
        log(`Cold start on PGlite, ${COLD_RUNS} runs…`);
        cold = await coldStart(database.start);
      }
      if (PARTS.includes('load')) {
        log(`${kind}: mixed load for ${LOAD_SECONDS} s at ${LOAD_CONNECTIONS} connections…`);
        const run = await on(database.start, underLoad);
        log(
          `  ${run.load.requestsPerSecond} requests/s; RSS ${run.idle.rssMiB} MiB after start, peak ${run.peakRssMiB}`,
        );
        load[kind] = run;
      }
      if (kind === 'pglite' && PARTS.includes('soak')) {
        log(`Soak on PGlite: ${SOAK_MINUTES} min at ${SOAK_RATE} requests/s…`);
        soaked = await on(database.start, async (server) => soak(server, await loadMix(server)));
        log(`  first minute ${soaked.firstMinuteMiB} MiB, last ${soaked.lastMinuteMiB} MiB: ${soaked.growthPercent} %`);
      }
    } finally {
      await database.dispose();
    }
  }
  return { ...(cold ? { coldStart: cold } : {}), load, ...(soaked ? { soak: soaked } : {}) };
}

async function main(): Promise<number> {
  const latest = path.join(RESULTS_DIR, 'memory-latest.json');
  const partial = PARTS.length < 3;
  const last = partial
    ? (JSON.parse(await readFile(latest, 'utf8').catch(() => '{"load":{}}')) as MemoryResults)
    : undefined;
  if (process.env.BENCH_MEMORY_BUILD !== 'no' && !process.env.BENCH_MEMORY_WORK_DIR) await build(ROOT);
  // One copy of the build for every start: others may build again while this runs for half an hour.
  // `npm run bench` hands in the copy its other parts ran.
  const given = process.env.BENCH_MEMORY_WORK_DIR;
  const workDir = given ?? (await snapshotBuild(ROOT, 'memory'));
  const measured = await measure(last, workDir).finally(() =>
    given ? undefined : rm(workDir, { recursive: true, force: true }),
  );
  const date = new Date().toISOString();
  const results: MemoryResults = {
    date,
    machine: { cpus: os.cpus().length, node: process.version },
    runtime: (await productionRuntime(ROOT)).description,
    ...measured,
  };
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = `memory-${date.slice(0, 10)}.json`;
  const json = `${JSON.stringify(results, null, 2)}\n`;
  await writeFile(latest, json);
  await writeFile(path.join(RESULTS_DIR, file), json);
  const performance = path.join(ROOT, 'docs', 'performance.md');
  await writeFile(
    performance,
    memorySectionInto(await readFile(performance, 'utf8'), renderMemorySection(results, file)),
  );
  const missed = memoryBudgets(results).filter((budget) => !budget.met);
  for (const budget of missed) log(`Budget missed: ${budget.name}`);
  log(`\n${missed.length ? `${missed.length} budget(s) missed` : 'All budgets met'}. See docs/performance.md.`);
  return missed.length ? 1 : 0;
}

process.exit(await main());
