import type { Database } from '#server/db/client.ts';
import type { LoadResult } from './load.ts';
import type { MachineLoad } from './results-file.ts';
import { benchSection } from './sections.ts';

type Kind = Database['kind'];

/** One request the API bench measures, by the name the section gives it. */
export type ApiRun = LoadResult & { name: string };

export type ApiResults = {
  date: string;
  connections: number;
  machine: MachineLoad;
  load: Partial<Record<Kind, ApiRun[]>>;
};

/** Issue 17 point 2: a trip from the API at this rate or more, and its p99 within this, per database. */
export const TRIP_BUDGET: Record<Kind, { requestsPerSecond: number; p99Ms?: number }> = {
  postgres: { requestsPerSecond: 1000, p99Ms: 50 },
  pglite: { requestsPerSecond: 500 },
};
export const TRIP_RUN = 'a trip';

const names: Record<Kind, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };
const HEADING = '## API';
const END = '<!-- end of the API bench section (npm run bench:api writes it) -->';
const apiSection = benchSection(HEADING, END);

/** Whether a run of the trip meets the budget of its database. */
export function meetsTripBudget(kind: Kind, run: LoadResult): boolean {
  const budget = TRIP_BUDGET[kind];
  return (
    run.non2xx === 0 &&
    run.requestsPerSecond >= budget.requestsPerSecond &&
    (budget.p99Ms === undefined || run.latencyMs.p99 <= budget.p99Ms)
  );
}

const budgetText = (kind: Kind) => {
  const { requestsPerSecond, p99Ms } = TRIP_BUDGET[kind];
  return `${requestsPerSecond.toLocaleString('en')} requests/s or more${p99Ms ? ` with p99 at most ${p99Ms} ms` : ''} on ${names[kind]}`;
};

const loadText = (results: ApiResults) =>
  `load average ${results.machine.loadAverageBefore} before, ${results.machine.loadAverageAfter} after`;

/**
 * The section of docs/performance.md the API bench writes, with the figures of `before` (the same
 * bench on the code before a change, run just before) beside this run's when given.
 */
export function renderApiSection(results: ApiResults, before?: { file: string; results: ApiResults }): string {
  const kinds = Object.keys(results.load) as Kind[];
  const earlier = (kind: Kind, name: string) => before?.results.load[kind]?.find((run) => run.name === name);
  const lines = [
    HEADING,
    '',
    `\`npm run bench:api\` (bench/api.ts), ${results.date.slice(0, 10)}: a production server with the demo content ` +
      `on each database in turn, autocannon at ${results.connections} connections beside it (10 s after a 2 s ` +
      `warm-up, no \`Accept-Encoding\`, no cookie: an anonymous client), on ${results.machine.cpus} shared cores, ` +
      `${loadText(results)} (above the number of cores, other work competed and the figures are floors). The trip ` +
      "is the demo trip the page bench uses, its comments the same trip's first page. " +
      `Budget (issue 17): \`GET /api/trip/{id}\` at ${budgetText('postgres')} and ${budgetText('pglite')} (bold: missed).`,
    '',
  ];
  if (before) {
    lines.push(
      `"Before" is the same bench on the code before the change (\`bench/results/${before.file}\`), run on the ` +
        `same machine at ${before.results.date.slice(0, 16).replace('T', ' ')} UTC, ${loadText(before.results)}.`,
      '',
    );
  }
  const head = ['Database', 'Request', 'Requests/s', 'p50 (ms)', 'p99 (ms)', 'non-2xx'];
  const beforeHead = before ? ['Before: requests/s', 'Before: p99 (ms)'] : [];
  lines.push(
    `| ${[...head, ...beforeHead].join(' | ')} |`,
    `| ${[...head, ...beforeHead].map(() => '---').join(' | ')} |`,
  );
  for (const kind of kinds) {
    for (const run of results.load[kind] ?? []) {
      const missed = run.name === TRIP_RUN && !meetsTripBudget(kind, run);
      const rate = missed ? `**${run.requestsPerSecond}**` : String(run.requestsPerSecond);
      const then = earlier(kind, run.name);
      const cells = [
        names[kind],
        `${run.name}: \`${run.path}\``,
        rate,
        String(run.latencyMs.p50),
        String(run.latencyMs.p99),
        String(run.non2xx),
        ...(before ? [String(then?.requestsPerSecond ?? 'n/a'), String(then?.latencyMs.p99 ?? 'n/a')] : []),
      ];
      lines.push(`| ${cells.join(' | ')} |`);
    }
  }
  lines.push('', END);
  return lines.join('\n');
}

export const apiSectionOf = apiSection.of;
export const apiSectionInto = apiSection.into;
