import type { Database } from '#server/db/client.ts';
import type { LoadResult } from './load.ts';
import type { MemorySample, Resident } from './process-memory.ts';
import type { OtherBudget } from './ratios-report.ts';
import { benchSection } from './sections.ts';

type Kind = Database['kind'];

export type StartTimes = { healthMs: number; homeMs: number; cpuMs: number };
/** Each part says how busy the machine was when it began (one-minute load average): parts may come from different runs. */
type Measured = { loadAverage: number };
type StartRuns = StartTimes & { runs: StartTimes[] };
/** `npm start`'s server; `sources`: the TypeScript sources started the same way in turn with it, for comparison. */
export type ColdStart = StartRuns & Measured & { sources?: StartRuns & { entry: string } };
export type LoadMemory = Measured & {
  seconds: number;
  connections: number;
  mix: Record<string, number>;
  load: LoadResult;
  /** Right after start-up, before the first request of the mix. */
  idle: Resident;
  peakRssMiB: number;
  endRssMiB: number;
  hwmMiB: number;
  samples: MemorySample[];
} & HeapFigures;
/** V8's heap over a run, when the samples read it (absent from runs before they did). */
type HeapFigures = { peakHeapUsedMiB?: number; endHeapUsedMiB?: number; endHeapTotalMiB?: number };
export type Soak = Measured & {
  database: Kind;
  minutes: number;
  rate: number;
  connections: number;
  everySeconds: number;
  load: LoadResult;
  firstMinuteMiB: number;
  lastMinuteMiB: number;
  growthPercent: number;
  heapFirstMinuteMiB?: number;
  heapLastMinuteMiB?: number;
  samples: MemorySample[];
};
export type MemoryResults = {
  date: string;
  machine: { cpus: number; node: string };
  /** How the server was started: the flags and environment `npm start` gives it. */
  runtime: string;
  coldStart?: ColdStart;
  load: Partial<Record<Kind, LoadMemory>>;
  soak?: Soak;
};

/** Issue 17 point 3. */
export const MEMORY_BUDGET = { rssMiB: 300, growthPercent: 10, coldStartMs: 2000 };

const names: Record<Kind, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };
const HEADING = '## Memory and start-up';
const END = '<!-- end of the memory bench section (npm run bench:memory writes it) -->';
const memorySection = benchSection(HEADING, END);

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
};

const mean = (values: number[]) =>
  Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;

const heapsUsed = (samples: MemorySample[]) =>
  samples.flatMap((sample) => (sample.heapUsedMiB === undefined ? [] : [sample.heapUsedMiB]));

/** The mean resident memory (and heap) of the soak's first and last minute, and how much the last exceeds the first. */
export function soakGrowth(samples: MemorySample[]) {
  const end = samples.at(-1)?.atSeconds ?? 0;
  const first = samples.filter((sample) => sample.atSeconds <= 60);
  const last = samples.filter((sample) => sample.atSeconds >= end - 60);
  const firstMinuteMiB = mean(first.map((sample) => sample.rssMiB));
  const lastMinuteMiB = mean(last.map((sample) => sample.rssMiB));
  const growthPercent = Math.round(((lastMinuteMiB - firstMinuteMiB) / firstMinuteMiB) * 1000) / 10;
  const heap = heapsUsed(samples).length
    ? { heapFirstMinuteMiB: mean(heapsUsed(first)), heapLastMinuteMiB: mean(heapsUsed(last)) }
    : {};
  return { firstMinuteMiB, lastMinuteMiB, growthPercent, ...heap };
}

/** The heap's peak over a run and what it used and had taken at its end, when the samples read it. */
export function heapFigures(samples: MemorySample[]): HeapFigures {
  const used = heapsUsed(samples);
  const last = samples.at(-1);
  if (!used.length || last?.heapUsedMiB === undefined || last.heapTotalMiB === undefined) return {};
  return { peakHeapUsedMiB: Math.max(...used), endHeapUsedMiB: last.heapUsedMiB, endHeapTotalMiB: last.heapTotalMiB };
}

const bold = (text: string, met: boolean) => (met ? text : `**${text}**`);

/** Whether each budget is met, in the order the section lists them; absent parts are not judged. */
export function memoryBudgets(results: MemoryResults) {
  const budgets: { name: string; met: boolean }[] = [];
  if (results.coldStart)
    budgets.push({ name: 'cold start', met: results.coldStart.homeMs <= MEMORY_BUDGET.coldStartMs });
  for (const [kind, run] of Object.entries(results.load))
    budgets.push({ name: `RSS under load on ${names[kind as Kind]}`, met: run.peakRssMiB <= MEMORY_BUDGET.rssMiB });
  if (results.soak)
    budgets.push({ name: 'growth over the soak', met: results.soak.growthPercent <= MEMORY_BUDGET.growthPercent });
  return budgets;
}

function coldStartLines(cold: ColdStart, runtime: string): string[] {
  const met = cold.homeMs <= MEMORY_BUDGET.coldStartMs;
  const { sources } = cold;
  const times = (run: StartTimes | undefined) => (run ? [run.healthMs, run.homeMs, run.cpuMs] : []);
  const row = (label: string, run: StartTimes, source: StartTimes | undefined, home: string) =>
    `| ${label} | ${run.healthMs} | ${home} | ${run.cpuMs} | ${times(source).join(' | ')}${source ? ' |' : ''}`;
  return [
    '### Cold start',
    '',
    `From spawning \`${runtime}\` on a \`DATA_DIR\` that a first start had ` +
      'already migrated and seeded, to the first 200 of `GET /api/health` (polled every 20 ms) and then of `GET /` ' +
      `(English, rendered for the first time). ${cold.runs.length} runs, load average ${cold.loadAverage} as they ` +
      `began; budget: \`/\` within ` +
      `${MEMORY_BUDGET.coldStartMs / 1000} s (median; bold: missed). The CPU time the server had used by then ` +
      '(user and system of all its threads, `/proc/<pid>/stat`) grows little when other work competes for the ' +
      'cores: it tells what a start costs when the clock times do not.' +
      (sources
        ? ` Beside each, in turn: the same flags on the TypeScript sources (\`${sources.entry}\`), as \`npm start\` ran before ADR 0054.`
        : ''),
    '',
    sources
      ? '| Run | `/api/health` (ms) | `/` (ms) | CPU time by `/` (ms) | sources: `/api/health` | sources: `/` | sources: CPU |'
      : '| Run | `/api/health` (ms) | `/` (ms) | CPU time by `/` (ms) |',
    sources ? '| --- | ---: | ---: | ---: | ---: | ---: | ---: |' : '| --- | ---: | ---: | ---: |',
    ...cold.runs.map((run, index) => row(String(index + 1), run, sources?.runs[index], String(run.homeMs))),
    row('median', cold, sources, bold(String(cold.homeMs), met)),
    '',
  ];
}

function loadLines(load: MemoryResults['load']): string[] {
  const runs = Object.entries(load) as [Kind, LoadMemory][];
  const first = runs[0]?.[1];
  if (!first) return [];
  const mix = Object.entries(first.mix)
    .map(([part, count]) => `${count} ${part}`)
    .join(', ');
  return [
    '### Resident memory under load',
    '',
    `A server with the demo content (seeded by a first start, then started again), autocannon at ${first.connections} ` +
      `connections for ${first.seconds} s as fast as it answers, each connection walking through one list ` +
      `(bench/mixed-load.ts: ${mix}): every page of the sitemap in both languages, the pictures of the first ten ` +
      "pages, the API's trip reads, searches and comments, and a signed-in author's trip page, saved trips and " +
      'profile. VmRSS of the server process from `/proc/<pid>/status` every second; VmHWM is the peak the ' +
      "kernel saw over the process's life; V8's heap (used, and taken) from the same sample's " +
      `${HEAP_SOURCE}. Budget: at most ${MEMORY_BUDGET.rssMiB} MiB resident (bold: missed).`,
    '',
    '| Database | Load average as it began | Requests/s | non-2xx | After start-up (MiB) | Peak under load (MiB) | At the end (MiB) | VmHWM (MiB) | Heap used, peak (MiB) | Heap used / taken at the end (MiB) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...runs.map(
      ([kind, run]) =>
        `| ${names[kind]} | ${run.loadAverage} | ${run.load.requestsPerSecond} | ${run.load.non2xx} | ${run.idle.rssMiB} | ` +
        `${bold(String(run.peakRssMiB), run.peakRssMiB <= MEMORY_BUDGET.rssMiB)} | ${run.endRssMiB} | ${run.hwmMiB} | ` +
        `${run.peakHeapUsedMiB ?? 'n/a'} | ${run.endHeapUsedMiB ?? 'n/a'} / ${run.endHeapTotalMiB ?? 'n/a'} |`,
    ),
    '',
  ];
}

function soakLines(soak: Soak): string[] {
  const minutes = Array.from({ length: soak.minutes }, (_, minute) => {
    const inMinute = soak.samples.filter((s) => s.atSeconds > minute * 60 && s.atSeconds <= (minute + 1) * 60);
    return inMinute.length ? String(Math.round(mean(inMinute.map((s) => s.rssMiB)))) : 'n/a';
  });
  const met = soak.growthPercent <= MEMORY_BUDGET.growthPercent;
  return [
    '### Soak',
    '',
    `${soak.minutes} minutes of the same mix on ${names[soak.database]} at a steady ${soak.rate} requests/s asked ` +
      `(${soak.load.requestsPerSecond} served on average, ${soak.connections} connections, load average ` +
      `${soak.loadAverage} as it began; ${soak.load.requestsTotal.toLocaleString('en')} requests, ` +
      `${soak.load.non2xx} non-2xx, p99 ${soak.load.latencyMs.p99} ms), VmRSS every ${soak.everySeconds} s ` +
      '(the whole curve is in the results file). Budget: the last minute at most ' +
      `${MEMORY_BUDGET.growthPercent} % above the first (bold: missed).`,
    '',
    '| First minute (MiB) | Last minute (MiB) | Growth | VmHWM (MiB) | Heap used, first minute (MiB) | Heap used, last minute (MiB) |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${soak.firstMinuteMiB} | ${soak.lastMinuteMiB} | ${bold(`${soak.growthPercent} %`, met)} | ${soak.samples.at(-1)?.hwmMiB ?? 'n/a'} | ` +
      `${soak.heapFirstMinuteMiB ?? 'n/a'} | ${soak.heapLastMinuteMiB ?? 'n/a'} |`,
    '',
    `Mean VmRSS per minute (MiB): ${minutes.join(', ')}.`,
    '',
  ];
}

const HEAP_SOURCE =
  "`/metrics` (prom-client's `nodejs_heap_size_used_bytes` and `_total_bytes`; the server is started with " +
  '`METRICS_PORT` for it, metrics being off by default, and scraped with every sample)';

/** The memory budgets as rows of the table of ratio budgets (bench/ratios-report.ts). */
export function memoryBudgetRows(results: MemoryResults): OtherBudget[] {
  const heap = (mib: number | undefined) => (mib === undefined ? '' : `, heap used ${mib} MiB`);
  const rows: OtherBudget[] = Object.entries(results.load).map(([kind, run]) => ({
    name: `Memory under the mixed load (${names[kind as Kind]})`,
    measured: `peak RSS ${run.peakRssMiB} MiB${heap(run.peakHeapUsedMiB)}`,
    limit: `${run.seconds} s at ${run.connections} connections, ${results.date.slice(0, 10)}`,
    target: `≤ ${MEMORY_BUDGET.rssMiB} MiB`,
    met: run.peakRssMiB <= MEMORY_BUDGET.rssMiB,
  }));
  const { soak } = results;
  if (soak)
    rows.push({
      name: `Memory over the soak (${names[soak.database]})`,
      measured:
        `RSS ${soak.firstMinuteMiB} → ${soak.lastMinuteMiB} MiB (+${soak.growthPercent} %)` +
        (soak.heapFirstMinuteMiB === undefined
          ? ''
          : `, heap used ${soak.heapFirstMinuteMiB} → ${soak.heapLastMinuteMiB} MiB`),
      limit: `first and last minute of ${soak.minutes} min at ${soak.rate} requests/s`,
      target: `≤ ${MEMORY_BUDGET.growthPercent} % growth`,
      met: soak.growthPercent <= MEMORY_BUDGET.growthPercent,
    });
  return rows;
}

/** The section of docs/performance.md the memory bench writes; the other benches keep it. */
export function renderMemorySection(results: MemoryResults, file: string): string {
  const { machine } = results;
  return [
    HEADING,
    '',
    `\`npm run bench:memory\` (bench/memory.ts), ${results.date.slice(0, 10)}, figures in \`bench/results/${file}\`: ` +
      `the production server as \`npm start\` runs it (${results.runtime}), Node ${machine.node}, on ` +
      `${machine.cpus} shared cores with the load generator beside it (the one-minute load average counts the ` +
      "bench's own server and load generator, and the starts just before it: well above the number of cores, " +
      'other work competed and times are ceilings). ' +
      'Budget (issue 17): at most 300 MiB resident under load, at most 10 % growth over a 15-minute soak at ' +
      'steady load, cold start to the first answer within 2 s on an existing embedded database. What the ' +
      'memory is made of, and the settings that keep it small, are in ADR 0050; the bundled start in ADR 0054.',
    '',
    ...(results.coldStart ? coldStartLines(results.coldStart, results.runtime) : []),
    ...loadLines(results.load),
    ...(results.soak ? soakLines(results.soak) : []),
    END,
  ].join('\n');
}

export const memorySectionOf = memorySection.of;
export const memorySectionInto = memorySection.into;
