import type { Database } from '#server/db/client.ts';
import type { LoadResult } from './load.ts';
import type { ClassFigures, QueryClass } from './search-latency.ts';
import { benchSection } from './sections.ts';

type Kind = Database['kind'];

export type SearchResults = {
  date: string;
  trips: number;
  iterations: number;
  connections: number;
  budgetsMs: Record<Kind, number>;
  machine: { cpus: number; node: string; loadAverageBefore: number; loadAverageAfter: number };
  queries: Record<QueryClass, readonly string[]>;
  latency: Partial<Record<Kind, Record<QueryClass, ClassFigures>>>;
  load: Partial<Record<Kind, LoadResult[]>>;
};

const HEADING = '## Search at 100,000 trips';
const END = '<!-- end of the search bench section (npm run bench:search writes it) -->';
const searchSection = benchSection(HEADING, END);
const names: Record<Kind, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };

const mark = (value: number, budget: number) => (value <= budget ? `${value}` : `**${value}**`);

/** The section of docs/performance.md the search bench writes; `npm run bench` keeps it. */
export function renderSearchSection(results: SearchResults): string {
  const kinds = Object.keys(results.latency) as Kind[];
  const lines = [
    HEADING,
    '',
    `\`npm run bench:search\` (bench/search.ts), ${results.date.slice(0, 10)}: ${results.trips.toLocaleString('en')} ` +
      'synthetic published trips in English and German (bench/search-seed.ts), searched through the real ' +
      `service function, ${results.iterations} calls per query class after one warm-up call per variant. ` +
      `Load average ${results.machine.loadAverageBefore} before, ${results.machine.loadAverageAfter} after, ` +
      `on ${results.machine.cpus} shared cores: compare a row with its database column, measured in the same run. ` +
      `Budget: p95 at most ${results.budgetsMs.postgres} ms on PostgreSQL and ${results.budgetsMs.pglite} ms on ` +
      'PGlite (bold: missed). "Database" is the time the database itself reports for the same statements ' +
      '(EXPLAIN ANALYZE: planning plus execution), the floor below which no change in JavaScript reaches.',
    '',
    'Matches are the trips found with every filter as the search reports them: beyond 1,000 it reads no ' +
      'more rows and says "about", the database\'s estimate (ADR 0034; the exact figures were 66,163 for ' +
      '`q=city` and 45,831 for `q=stadt`). The counts of the empty search are kept 15 seconds (ADR 0030, ' +
      '"Measured"): its rows time the page statement alone. Before these benches the service took 0.1-5 s ' +
      '(p95) on PostgreSQL and 0.2-25 s on PGlite per class (bench/results/search-before-2026-11-24.json); ' +
      'counting every match exactly, 35-700 ms and 51-723 ms (bench/results/search-exact-2026-11-24.json).',
    '',
  ];
  for (const kind of kinds) {
    const figures = results.latency[kind];
    if (!figures) continue;
    const budget = results.budgetsMs[kind];
    lines.push(
      `### ${names[kind]}`,
      '',
      '| Query class | Service p50 (ms) | Service p95 (ms) | Database p50 (ms) | Database p95 (ms) | Matches (and service p50) per variant |',
      '| --- | ---: | ---: | ---: | ---: | --- |',
      ...Object.entries(figures).map(
        ([name, f]) =>
          `| ${name} | ${f.service.p50} | ${mark(f.service.p95, budget)} | ${f.database.p50} | ${f.database.p95} | ` +
          `${Object.entries(f.matches)
            .map(
              ([query, count]) =>
                `\`${query || '(none)'}\`: ${f.estimated?.includes(query) ? 'about ' : ''}${count.toLocaleString('en')}` +
                (f.variantP50?.[query] === undefined ? '' : ` (p50 ${f.variantP50[query]} ms)`),
            )
            .join(', ')} |`,
      ),
      '',
    );
  }
  const loadKinds = Object.keys(results.load) as Kind[];
  if (loadKinds.length) {
    lines.push(
      `### Throughput (${results.connections} connections, 10 s after a 2 s warm-up)`,
      '',
      '| Database | Path | Requests/s | p50 (ms) | p99 (ms) | non-2xx |',
      '| --- | --- | ---: | ---: | ---: | ---: |',
    );
    for (const kind of loadKinds) {
      for (const run of results.load[kind] ?? []) {
        lines.push(
          `| ${names[kind]} | \`${run.path}\` | ${run.requestsPerSecond} | ${run.latencyMs.p50} | ${run.latencyMs.p99} | ${run.non2xx} |`,
        );
      }
    }
    const measuredPage = loadKinds.some((kind) => results.load[kind]?.some((run) => run.path.startsWith('/search')));
    if (!measuredPage) lines.push('', 'The `/search` page did not exist when this ran: its row is missing.');
    lines.push('');
  }
  lines.push(END);
  return lines.join('\n');
}

/** The search section of a performance.md, if it has one. */
export const searchSectionOf = searchSection.of;

/** The markdown with its search section replaced by `section`, or the section appended. */
export const searchSectionInto = searchSection.into;
