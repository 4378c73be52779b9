import { CATEGORIES, type Category, type PageAudit } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import type { PageWeight } from './page-weight.ts';
import { EVENT_THRESHOLD_MS, latencyText, WIZARD_KINDS } from './wizard-figures.ts';
import type { WizardLatency } from './wizard-latency.ts';

export type Budget = { name: string; target: string; actual: string; met: boolean };

export type Results = {
  date: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    node: string;
    platform: string;
    /** One-minute load averages around the measurements; above the core count, others competed for the CPU. */
    loadAverageBefore: number;
    loadAverageAfter: number;
  };
  load: LoadResult[];
  lighthouse: PageAudit[];
  weight: PageWeight;
  wizard: WizardLatency;
  budgets: Budget[];
};

const CATEGORY_TITLES: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
};

const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
const kib = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value / 1024)} KiB`);
const mark = (met: boolean) => (met ? 'met' : '**missed**');
// Table cells hold HTML snippets and selectors: pipes would split the cell, backticks would end the code span.
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/`/g, "'").replace(/\s+/g, ' ');

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ]
    .join('\n')
    .concat('\n');
}

function failedAuditsSection(pages: PageAudit[]): string {
  return pages
    .map((page) => {
      const heading = `### \`${page.path}\`\n\n`;
      if (page.failedAudits.length === 0) return `${heading}None.\n`;
      const audits = page.failedAudits.map((audit) => {
        const score = audit.score === null ? 'error' : String(Math.round(audit.score * 100));
        const value = audit.displayValue ? ` (${cell(audit.displayValue)})` : '';
        const items = audit.items.map((item) => `  - \`${cell(item).slice(0, 300)}\``).join('\n');
        const line = `- ${CATEGORY_TITLES[audit.category]}: **${audit.id}**, ${cell(audit.title)}, score ${score}${value}`;
        return items ? `${line}\n${items}` : line;
      });
      return `${heading}${audits.join('\n')}\n`;
    })
    .join('\n');
}

function wizardSection(wizard: WizardLatency): string {
  const rows = WIZARD_KINDS.map(([kind, title]) => {
    const figures = wizard[kind];
    return [
      title,
      String(figures.interactions),
      String(figures.reported),
      latencyText(figures.p50Ms),
      latencyText(figures.p95Ms),
      latencyText(figures.maxMs),
    ];
  });
  const perStation = Math.round(wizard.activities / wizard.stations);
  return `## Trip wizard interaction latency

Measured on ${wizard.date} in headless Chromium ${wizard.chromium} (one-minute load average ${wizard.loadAverageBefore}
before, ${wizard.loadAverageAfter} after), on a draft of ${wizard.stations} stations with ${perStation} activities each.

${table(['Interaction', 'Interactions', 'With an event entry', 'p50', 'p95', 'Max'], rows)}
The server gets a new author (registered through the API and verified by the link in the mail it writes to its
outbox) and a draft written through the API: every station and activity has a few sentences of description and tips,
every station an accommodation and a train leg to the next. Chromium opens the wizard's Stations step for it with the
author's session cookie and, once React has hydrated the page and before the first key, a \`PerformanceObserver\` for
\`event\` entries (\`durationThreshold: ${EVENT_THRESHOLD_MS}\`, \`buffered: true\`). An entry's duration runs from the
event's time to the next frame painted after its handlers, rounded by Chromium to 8 ms.

- **Keystroke**: 40 characters typed one key at a time (\`page.keyboard.type\`, 50 ms between a key's down and up;
  ${wizard.typingRate} characters a second in all) at the end of the description of the 10th station, then of the last
  activity of the last station. A keystroke's latency is the longest entry of its \`interactionId\`.
- **Keyboard drop**: on the Day by Day step, Enter on "Add to day" for the 10 activities of the second station, each
  waited for until it is on its day; the latency is the longest interaction entry from the Enter to the next action.
- **Mouse drop**: the last unplanned activity of stations 11 to 15 dragged by its handle (pointer down, 25 moves) onto
  the station's first empty day; the latency is that of the pointerup interaction.

Chromium reports only events of ${EVENT_THRESHOLD_MS} ms or more: an interaction without any entry counts as under
${EVENT_THRESHOLD_MS} ms ("< ${EVENT_THRESHOLD_MS} ms" above), and "With an event entry" says how many had one; Chromium's own
count of interactions (\`performance.interactionCount\`) must equal the interactions made, or the run fails. The
wizard's quiet save (2.5 s after the last change) is awaited between the parts, so it never overlaps a measured
interaction. Each action starts once the page has painted what came before it, and its effect is looked for only after
the next paint: Playwright's role queries take tens of milliseconds of the page's main thread and would otherwise count
in the latency. Percentiles are nearest-rank: with 20 interactions or fewer, the p95 is the maximum. Every interaction's
latency is in \`bench/results/latest.json\` (\`wizard.*.samplesMs\`, \`null\` for under ${EVENT_THRESHOLD_MS} ms).

`;
}

/** The page, with `ratios` (issue 30 point 3's section, bench/ratios-report.ts) after its budgets. */
export function renderMarkdown(results: Results, ratios = ''): string {
  const { machine } = results;
  const loadRows = results.load.map((run) => [
    `\`${run.path}\``,
    String(run.connections),
    String(run.requestsPerSecond),
    `${run.latencyMs.p50} ms`,
    `${run.latencyMs.p97_5} ms`,
    `${run.latencyMs.p99} ms`,
    String(run.errors),
    String(run.non2xx),
  ]);
  const scoreRows = results.lighthouse.map((page) => [
    `\`${page.path}\``,
    ...CATEGORIES.map((category) => String(page.scores[category] ?? 'n/a')),
    ms(page.metrics.fcpMs),
    ms(page.metrics.lcpMs),
    ms(page.metrics.tbtMs),
    page.metrics.cls === null ? 'n/a' : page.metrics.cls.toFixed(3),
    kib(page.metrics.totalByteWeight),
    String(page.benchmarkIndex),
    page.loadAverage ? `${page.loadAverage.before} / ${page.loadAverage.after}` : 'n/a',
  ]);
  const budgetRows = results.budgets.map((budget) => [budget.name, budget.target, budget.actual, mark(budget.met)]);
  const warnings = results.lighthouse.flatMap((page) => page.warnings.map((w) => `- \`${page.path}\`: ${cell(w)}`));

  return `# Performance baseline

Generated by \`npm run bench\` (\`bench/run.ts\`); do not edit by hand, rerun instead.
The machine-readable figures are in \`bench/results/latest.json\`, with a dated copy beside it.

## How to run

\`\`\`sh
npm run bench
\`\`\`

It builds the site, starts the production server as \`npm start\` runs it (the bundle \`build/start/server.js\`, \`NODE_ENV=production\`) on a free port
with a fresh \`DATA_DIR\` (so the demo content is seeded anew), waits for \`GET /api/health\`, then:

1. **Script weight**: the first trip listed on \`/trips\` (a demo trip) is fetched and every script and
   modulepreload its HTML names is downloaded and gzipped: the JavaScript a phone fetches before the lazy map.
   Beside it, the service worker (\`/sw.js\`), which only a reader's first "Keep for offline reading" installs.
2. **Load**: autocannon on \`/\` (with \`Cookie: lang=en\`, so the language detection does not redirect),
   \`/de/about\` and that demo trip page, at 10 and 50 connections: 2 s warm-up, then 10 s measured.
   autocannon sends no \`Accept-Encoding\`, so responses are not compressed. The trip page again for a
   signed-in reader (a new verified account's session cookie). Then the same pair at 50 connections from a
   second server on PostgreSQL with demo content, in a database it recreates (\`BENCH_DATABASE_URL\`, default
   \`postgres://postgres@127.0.0.1:5432/itinera_bench_pages\`; skipped when nothing answers there).
3. **Lighthouse** (mobile form factor and throttling, its defaults) in headless Chromium (\`CHROME_PATH\`, default
   \`/usr/bin/chromium\`) on the pages of issue 17 in both languages, each of whose categories must score 100:
   home (\`/\` with \`Cookie: lang=en\`, and \`/de\`), \`/search\` and \`/de/search\`, the demo trip page and
   the same trip under \`/de/trips/…\`, and the newest post on \`/magazine\` and its German translation (which
   the post links to: slugs differ by language); then \`/magazine\`, \`/about\` and \`/de/faq\`, whose budget is 95.
   Three runs per page (\`BENCH_LIGHTHOUSE_RUNS\`), keeping the run with the median Performance score.
4. **Trip wizard latency**: in headless Chromium, how long keystrokes on the wizard's Stations step and assigning
   activities to days (by keyboard and by mouse) take on a draft of 20 stations with 200 activities (details below).
5. **Ratios** (\`bench/ratios.ts\`, also \`npm run bench:ratios\` alone): once that server stopped, the budgets of
   issue 30 point 3 on instances of their own, each beside the limit of the same work ("Budgets, as ratios in one
   run" below; needs wrk, Debian's nginx and Varnish with varnish-modules).
6. **Memory** (\`npm run bench:memory\`, about 25 minutes): cold start, memory under a mixed load and over a
   15-minute soak ("Memory and start-up" below).

It writes the results and this page, prints a summary, and exits with 1 when a budget is missed.
\`BENCH_ONLY=lighthouse npm run bench\`, \`BENCH_ONLY=wizard npm run bench\` and \`BENCH_ONLY=weight npm run bench\` build and
start the site the same way but measure only Lighthouse (about 15 minutes), the trip wizard (about a minute) or the script
weight (seconds): they keep the other figures of
\`bench/results/latest.json\` from the last full run, write both files again, and exit with 1 only when a budget of
the part they measured is missed.
The load generator shares the machine with the server, so the throughput is a floor, not the server's ceiling.

## Machine

- ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB memory, ${machine.platform}
- Node ${machine.node}
- One-minute load average ${machine.loadAverageBefore} before the measurements, ${machine.loadAverageAfter} after
  (figures from a machine busy with other work, a load above ${machine.cpus}, understate the server)
- Run on ${results.date}

## Budgets

${table(['Budget', 'Target', 'Measured', 'Status'], budgetRows)}
${ratios ? `${ratios}\n\n` : ''}## Load (autocannon)

${table(['Path', 'Connections', 'Requests/s (avg)', 'p50', 'p97.5', 'p99', 'Errors', 'Non-2xx'], loadRows)}
${wizardSection(results.wizard)}## Lighthouse (mobile)

${table(['Page', ...CATEGORIES.map((c) => CATEGORY_TITLES[c]), 'FCP', 'LCP', 'TBT', 'CLS', 'Total bytes', 'CPU index', 'Load average'], scoreRows)}
Each row is the run with the median Performance score of ${results.lighthouse[0]?.runs ?? 0}. Load average is the
machine's one-minute load average before and after the page's runs: above ${machine.cpus}, other work competed for the
cores, and Performance (TBT above all) suffers first.
CPU index is Lighthouse's \`benchmarkIndex\` for the machine during that run: its mobile throttling
(4× CPU slowdown) assumes a desktop-class CPU of about 1000 or more, so a lower index inflates TBT and lowers Performance.

## Failed Lighthouse audits

Audits that scored below 1, leaving out the informative ones, with what Lighthouse points at.

${failedAuditsSection(results.lighthouse)}${warnings.length ? `\n## Lighthouse warnings\n\n${warnings.join('\n')}\n` : ''}`;
}
