import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiSectionInto, apiSectionOf } from './api-report.ts';
import { auditPages, CATEGORIES, lighthouseBudgets } from './lighthouse.ts';
import { ENGLISH } from './lighthouse-pages.ts';
import { type LoadResult, measureLoad } from './load.ts';
import { type MemoryResults, memoryBudgets, memorySectionInto, memorySectionOf } from './memory-report.ts';
import { demoTripPath, scriptWeight } from './page-weight.ts';
import { freshDatabase, PAGES_DATABASE_URL } from './postgres.ts';
import { judgeRatios, measureRatios, writeRatios } from './ratios.ts';
import { ratiosSectionOf } from './ratios-report.ts';
import { type Budget, type Results, renderMarkdown } from './report.ts';
import { searchSectionInto, searchSectionOf } from './search-report.ts';
import { build, type RunningServer, snapshotBuild, startServer } from './server.ts';
import { measureTripFiles, tripFilesSectionInto, tripFilesSectionOf, writeTripFiles } from './trip-files.ts';
import { latencyText, WIZARD_KINDS, wizardBudgets } from './wizard-figures.ts';
import { measureWizardLatency } from './wizard-latency.ts';
import { verifiedAuthor } from './wizard-trip.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
/** The name of one part of PARTS to measure alone, keeping the other figures of the last full run. */
const ONLY = process.env.BENCH_ONLY || undefined;

const TRIP = '{trip}';
const LOAD_TARGETS = [
  { path: '/', headers: ENGLISH },
  { path: '/de/about', headers: {} },
  { path: TRIP, headers: {} },
];
const CONNECTIONS = [10, 50];
const LIGHTHOUSE_RUNS = Math.max(1, Number.parseInt(process.env.BENCH_LIGHTHOUSE_RUNS ?? '', 10) || 3);
const MIN_REQUESTS_PER_SECOND = 800;
const BUDGET_CONNECTIONS = 50;
const MIN_TRIP_REQUESTS_PER_SECOND = 500;
/** Issue 14 point 8: a signed-in reader's trip page at no less than this share of the anonymous one's. */
const MIN_SIGNED_IN_SHARE = 0.5;
const SIGNED_IN = ' (signed in)';
/** The same trip page served from PostgreSQL, which runs beside the server as it does in production. */
const ON_POSTGRES = ' on PostgreSQL';
/** Issue 31 point 4: reader pages before the map (issue 17 allowed 100). */
const MAX_TRIP_SCRIPT_KIB = 10;
const kibOf = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const atBudget = (load: LoadResult[], matches: (path: string) => boolean) =>
  load.find((run) => matches(run.path) && run.connections === BUDGET_CONNECTIONS);

/** Issue 14 point 8 on one database: the signed-in trip page against the anonymous one of the same run. */
function signedInBudget(database: string, trip: LoadResult | undefined, reader: LoadResult | undefined): Budget {
  return {
    name: `Load: that trip page signed in${database}, measured in the same run (${BUDGET_CONNECTIONS} connections)`,
    target: `≥ ${MIN_SIGNED_IN_SHARE * 100} % of the anonymous page's requests/s${database}`,
    actual:
      reader && trip
        ? `${reader.requestsPerSecond} of ${trip.requestsPerSecond} requests/s, ${Math.round((reader.requestsPerSecond / trip.requestsPerSecond) * 100)} %`
        : 'not measured',
    met:
      reader !== undefined &&
      trip !== undefined &&
      reader.requestsPerSecond >= trip.requestsPerSecond * MIN_SIGNED_IN_SHARE,
  };
}

/** A run of the demo trip page: its slug is new at every seeding, so only the address's shape is known. */
const isTrip = (path: string) => path.startsWith('/trips/');

function loadBudgets(load: LoadResult[]): Budget[] {
  const home = load.find((run) => run.path === '/' && run.connections === BUDGET_CONNECTIONS);
  const trip = atBudget(load, (path) => isTrip(path) && !path.includes(SIGNED_IN) && !path.includes(ON_POSTGRES));
  const failing = load.filter((run) => run.errors > 0 || run.non2xx > 0);
  return [
    {
      name: `Load: \`/\` at ${BUDGET_CONNECTIONS} connections`,
      target: `≥ ${MIN_REQUESTS_PER_SECOND} requests/s`,
      actual: home ? `${home.requestsPerSecond} requests/s` : 'not measured',
      met: home !== undefined && home.requestsPerSecond >= MIN_REQUESTS_PER_SECOND,
    },
    {
      name: `Load: a demo trip page at ${BUDGET_CONNECTIONS} connections`,
      target: `≥ ${MIN_TRIP_REQUESTS_PER_SECOND} requests/s`,
      actual: trip ? `${trip.requestsPerSecond} requests/s` : 'not measured',
      met: trip !== undefined && trip.requestsPerSecond >= MIN_TRIP_REQUESTS_PER_SECOND,
    },
    signedInBudget(
      '',
      trip,
      atBudget(load, (path) => isTrip(path) && path.endsWith(SIGNED_IN)),
    ),
    signedInBudget(
      ON_POSTGRES,
      atBudget(load, (path) => path.endsWith(ON_POSTGRES) && !path.includes(SIGNED_IN)),
      atBudget(load, (path) => path.endsWith(SIGNED_IN + ON_POSTGRES)),
    ),
    // A fast error page would otherwise pass the throughput budget.
    {
      name: 'Load: every response 2xx',
      target: '0 errors, 0 non-2xx',
      actual: failing.length
        ? failing.map((run) => `${run.path}@${run.connections}: ${run.errors} errors, ${run.non2xx} non-2xx`).join('; ')
        : 'all 2xx',
      met: failing.length === 0,
    },
  ];
}

/** The trip page for a signed-in reader: the cached copy with their parts (ADR 0039). */
async function signedIn(server: RunningServer, tripPath: string, connections: number[], suffix = '') {
  const cookie = (await verifiedAuthor(server)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const runs: LoadResult[] = [];
  for (const count of connections) {
    console.log(`Load: ${tripPath}${SIGNED_IN}${suffix} at ${count} connections…`);
    runs.push({
      ...(await measureLoad(server.url, tripPath, count, { Cookie: cookie })),
      path: tripPath + SIGNED_IN + suffix,
    });
  }
  return runs;
}

/** The trip page anonymous and signed in again, from a demo site on PostgreSQL when a server answers. */
async function onPostgres(workDir: string): Promise<LoadResult[]> {
  const databaseUrl = await freshDatabase(PAGES_DATABASE_URL);
  if (!databaseUrl) {
    console.log(`Load on PostgreSQL: skipped, nothing answers at ${PAGES_DATABASE_URL}`);
    return [];
  }
  const env = {
    DATABASE_URL: databaseUrl,
    DEMO_CONTENT: 'yes',
    AUTH_SECRET: 'bench-pages-secret-of-at-least-32-characters',
  };
  const server = await startServer(ROOT, { env, workDir });
  try {
    const tripPath = await demoTripPath(server.url);
    console.log(`Load: ${tripPath}${ON_POSTGRES} at ${BUDGET_CONNECTIONS} connections…`);
    const anonymous = await measureLoad(server.url, tripPath, BUDGET_CONNECTIONS);
    return [
      { ...anonymous, path: tripPath + ON_POSTGRES },
      ...(await signedIn(server, tripPath, [BUDGET_CONNECTIONS], ON_POSTGRES)),
    ];
  } finally {
    await server.stop();
  }
}

type Measured = Pick<Results, 'load' | 'lighthouse' | 'weight' | 'wizard'>;
type Figures = Omit<Results, 'budgets'>;

function printLighthouse(results: Figures) {
  console.log('Lighthouse (performance / accessibility / best practices / SEO):');
  for (const page of results.lighthouse) {
    const scores = CATEGORIES.map((category) => page.scores[category] ?? 'n/a').join(' / ');
    const failed = page.failedAudits.map((a) => a.id).join(', ') || 'none';
    console.log(`  ${page.path.padEnd(12)} ${scores}  failed audits: ${failed}`);
  }
}

function printWizard({ wizard }: Figures) {
  console.log(`Trip wizard (${wizard.stations} stations, ${wizard.activities} activities):`);
  for (const [kind, title] of WIZARD_KINDS) {
    const figures = wizard[kind];
    console.log(
      `  ${title.padEnd(38)} p50 ${latencyText(figures.p50Ms)}  p95 ${latencyText(figures.p95Ms)}` +
        `  max ${latencyText(figures.maxMs)}  (${figures.reported} of ${figures.interactions} with an entry)`,
    );
  }
}

/**
 * The parts that `BENCH_ONLY=<name>` measures alone on a server built and started as for a full
 * run, each with the budgets it answers for and its summary; the full run measures them too.
 */
const PARTS = {
  weight: {
    measure: async (server: RunningServer) => {
      console.log('Script weight…');
      return { weight: await scriptWeight(server.url, await demoTripPath(server.url)) };
    },
    budgets: ({ weight }: Figures) => [
      {
        name: 'JavaScript of a demo trip page before the map loads (gzip)',
        target: `≤ ${MAX_TRIP_SCRIPT_KIB} KiB`,
        actual: `${kibOf(weight.compressedBytes)} KiB in ${weight.scripts} files`,
        met: kibOf(weight.compressedBytes) <= MAX_TRIP_SCRIPT_KIB,
      },
      // Installed by a reader's first "Keep for offline reading", never by reading (ADR 0076).
      {
        name: 'The service worker, fetched once a reader keeps a trip (gzip)',
        target: 'not loaded by reader pages',
        actual: `${kibOf(weight.serviceWorkerBytes)} KiB`,
        met: true,
      },
    ],
    print: ({ weight }: Figures) =>
      console.log(`Script weight: ${kibOf(weight.compressedBytes)} KiB in ${weight.scripts} files`),
  },
  lighthouse: {
    // After the load runs of a full run, so that Chrome and autocannon never compete for the two cores.
    measure: async (server: RunningServer) => ({ lighthouse: await auditPages(server.url, LIGHTHOUSE_RUNS) }),
    budgets: (results: Figures) => lighthouseBudgets(results.lighthouse),
    print: printLighthouse,
  },
  wizard: {
    measure: async (server: RunningServer) => {
      console.log('Trip wizard latency…');
      return { wizard: await measureWizardLatency(server) };
    },
    budgets: (results: Figures) => wizardBudgets(results.wizard),
    print: printWizard,
  },
} satisfies Record<
  string,
  {
    measure: (server: RunningServer) => Promise<Partial<Measured>>;
    budgets: (results: Figures) => Budget[];
    print: (results: Figures) => void;
  }
>;
type PartName = keyof typeof PARTS;
type Part = (typeof PARTS)[PartName];
const isPart = (name: string): name is PartName => Object.hasOwn(PARTS, name);

async function measure(server: RunningServer, workDir: string): Promise<Measured> {
  const tripPath = await demoTripPath(server.url);
  const resolve = (path: string) => (path === TRIP ? tripPath : path);
  const load: LoadResult[] = [];
  for (const target of LOAD_TARGETS) {
    for (const connections of CONNECTIONS) {
      console.log(`Load: ${resolve(target.path)} at ${connections} connections…`);
      load.push(await measureLoad(server.url, resolve(target.path), connections, target.headers));
    }
  }
  load.push(...(await signedIn(server, tripPath, CONNECTIONS)));
  load.push(...(await onPostgres(workDir)));
  return {
    load,
    ...(await PARTS.weight.measure(server)),
    ...(await PARTS.lighthouse.measure(server)),
    ...(await PARTS.wizard.measure(server)),
  };
}

/** The last full run's results, whose other figures a run of one part keeps. */
async function lastResults(): Promise<Results> {
  const file = path.join(RESULTS_DIR, 'latest.json');
  const json = await readFile(file, 'utf8').catch(() => {
    throw new Error(`BENCH_ONLY=${ONLY} keeps the other figures of ${file}, which is missing: run npm run bench once`);
  });
  return JSON.parse(json) as Results;
}

function printLoad(results: Figures) {
  console.log('Load:');
  for (const run of results.load) {
    console.log(
      `  ${run.path.padEnd(12)} c=${String(run.connections).padEnd(3)} ${String(run.requestsPerSecond).padStart(6)} req/s` +
        `  p50 ${run.latencyMs.p50} ms  p97.5 ${run.latencyMs.p97_5} ms  p99 ${run.latencyMs.p99} ms` +
        `  errors ${run.errors}  non-2xx ${run.non2xx}`,
    );
  }
}

async function main(): Promise<number> {
  if (ONLY !== undefined && !isPart(ONLY)) {
    throw new Error(`BENCH_ONLY=${ONLY}: only ${Object.keys(PARTS).join(' or ')} runs alone`);
  }
  const part = ONLY === undefined ? undefined : PARTS[ONLY];
  const last = part ? await lastResults() : undefined;
  await build(ROOT);
  // One copy of the build for every instance of the run: others may build again meanwhile.
  const workDir = await snapshotBuild(ROOT, 'run');
  try {
    return await measureAndReport(part, last, workDir);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function measureAndReport(part: Part | undefined, last: Results | undefined, workDir: string) {
  const server = await startServer(ROOT, { workDir });
  // The machine is shared: a busy one explains low figures better than a slow server does.
  const loadAverage = os.loadavg()[0] ?? 0;
  const interrupt = () => void server.stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  let measured: Measured;
  try {
    measured = part && last ? { ...last, ...(await part.measure(server)) } : await measure(server, workDir);
  } catch (error) {
    // A failed Lighthouse run says only "interstitial" when the server is gone; say why it is gone.
    const death = server.death();
    throw death ? new Error(death, { cause: error }) : error;
  } finally {
    await server.stop();
  }

  const date = new Date().toISOString();
  const { load, lighthouse, weight, wizard } = measured;
  const figures: Figures = {
    // A run of one part leaves the date and machine of the full run; the part's figures carry their own.
    date: last?.date ?? date,
    machine: last?.machine ?? {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.type()} ${os.release()} ${os.arch()}`,
      loadAverageBefore: Math.round(loadAverage * 100) / 100,
      loadAverageAfter: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
    },
    load,
    lighthouse,
    weight,
    wizard,
  };
  const results: Results = {
    ...figures,
    budgets: [...loadBudgets(load), ...Object.values(PARTS).flatMap((each) => each.budgets(figures))],
  };

  await mkdir(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  await writeFile(path.join(RESULTS_DIR, 'latest.json'), json);
  await writeFile(path.join(RESULTS_DIR, `${date.slice(0, 10)}.json`), json);
  await mkdir(path.join(ROOT, 'docs'), { recursive: true });
  const performance = path.join(ROOT, 'docs', 'performance.md');
  // The search and API benches' sections are measured by npm run bench:search and bench:api, and
  // kept as they are, as are the ratios and memory of the last full run until they are measured again.
  const previous = await readFile(performance, 'utf8').catch(() => '');
  const kept = apiSectionInto(
    searchSectionInto(renderMarkdown(results, ratiosSectionOf(previous)), searchSectionOf(previous)),
    apiSectionOf(previous),
  );
  await writeFile(
    performance,
    tripFilesSectionInto(memorySectionInto(kept, memorySectionOf(previous)), tripFilesSectionOf(previous)),
  );

  console.log('');
  if (!part) printLoad(results);
  for (const { print } of part ? [part] : Object.values(PARTS)) print(results);
  // A run of one part answers for that part: the other figures, and budgets, are the last full run's.
  const missed = (part ? part.budgets(results) : results.budgets).filter((budget) => !budget.met);
  for (const budget of missed) console.log(`Budget missed: ${budget.name}: ${budget.actual} (target ${budget.target})`);
  // Then, on instances of their own, issue 30 point 3's ratios and memory, each written as soon as
  // it is measured: the memory bench alone takes about 25 minutes.
  let later = 0;
  if (!part) {
    const ratios = await measureRatios(ROOT, workDir);
    await writeRatios(ROOT, ratios);
    await writeTripFiles(ROOT, await measureTripFiles());
    later += judgeRatios(ratios) + (await memoryBench(workDir));
    // Its table shows the memory budgets of this run too.
    await writeRatios(ROOT, ratios);
  }
  const count = missed.length + later;
  console.log(`\n${count ? `${count} budget(s) missed` : 'All budgets met'}. See docs/performance.md.`);
  return count ? 1 : 0;
}

/**
 * `npm run bench:memory` on the build this run made: cold start, memory under the mixed load and
 * over the soak (about 25 minutes). It writes its own results and section; returns the budgets it missed.
 */
async function memoryBench(workDir: string): Promise<number> {
  const started = new Date().toISOString();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'bench/memory.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, BENCH_MEMORY_WORK_DIR: workDir },
    });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  const results = JSON.parse(await readFile(path.join(RESULTS_DIR, 'memory-latest.json'), 'utf8')) as MemoryResults;
  if (results.date < started) throw new Error(`npm run bench:memory exited with ${code} and wrote no results`);
  const missed = memoryBudgets(results).filter((budget) => !budget.met).length;
  // It exits with 1 for a missed budget too: only a failure without one is an error of the run.
  if (code !== 0 && missed === 0) throw new Error(`npm run bench:memory exited with ${code}`);
  return missed;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
