import { benchSection } from './sections.ts';
import { method, type Rate } from './wrk.ts';

/** Itinera's rate beside the limit of the same work, measured in the same run; `min` is its budget, if it has one. */
export type Ratio = {
  name: string;
  /** The work both sides did: what was asked, in which encoding, how many bytes. */
  work: string;
  database?: string;
  measured: { label: string; rate: Rate };
  limit: { label: string; rate: Rate };
  share: number;
  min?: number;
  /** Unset without a budget. */
  met?: boolean;
};

export function ratio(figures: Omit<Ratio, 'share' | 'met'>): Ratio {
  const { measured, limit, min } = figures;
  const share = Math.round((measured.rate.perSecond / limit.rate.perSecond) * 100) / 100;
  // An error response would otherwise pass as a fast one.
  const clean = measured.rate.errors === 0 && limit.rate.errors === 0;
  return { ...figures, share, ...(min === undefined ? {} : { met: clean && share >= min }) };
}

const percent = (share: number) => `${Math.round(share * 100)} %`;
const status = (each: Ratio) => (each.met === undefined ? 'no budget' : each.met ? 'met' : '**missed**');
const target = (each: Ratio) => (each.min === undefined ? 'none' : `≥ ${percent(each.min)}`);
const title = (each: Ratio) => (each.database ? `${each.name} (${each.database})` : each.name);
const rateText = ({ perSecond, p99Ms, errors }: Rate) =>
  `${perSecond.toLocaleString('en')}/s (p99 ${p99Ms} ms${errors ? `, ${errors} errors` : ''})`;

/** One line per ratio for the console: the figure, its limit and the budget. */
export function printRatios(ratios: Ratio[]) {
  console.log('Ratios (Itinera / the limit of the same work, same run):');
  for (const each of ratios) {
    console.log(
      `  ${title(each)}, ${each.work}: ${each.measured.rate.perSecond} / ${each.limit.label} ` +
        `${each.limit.rate.perSecond} = ${percent(each.share)} (budget ${target(each)}: ${status(each).replaceAll('*', '')})`,
    );
  }
}

export const missedRatios = (ratios: Ratio[]) => ratios.filter((each) => each.met === false);

/** A budget of another kind shown in the same table (memory), already judged. */
export type OtherBudget = { name: string; measured: string; limit: string; target: string; met: boolean };

export type RatioResults = {
  date: string;
  machine: { cpus: number; node: string; loadAverageBefore: number; loadAverageAfter: number };
  ratios: Ratio[];
};

const HEADING = '## Budgets, as ratios in one run';
const END = '<!-- end of the ratio budgets section (npm run bench and npm run bench:ratios write it) -->';
const section = benchSection(HEADING, END);
export const ratiosSectionOf = section.of;
export const ratiosSectionInto = section.into;

/** Why each ratio is what it is: the work on Itinera's side that its limit does not do. */
const GAPS = `**Why the gaps.**

- *Varnish against nginx.* Both serve the page from memory, each encoding as the instance made
  it (Varnish with \`http_gzip_support\` off, docs/operations.md). nginx sends a file with
  \`sendfile\`; Varnish runs the VCL for every request, writes its own headers (\`Age\`, \`Via\`,
  \`X-Varnish\`) and logs every request to its shared memory log. Its threads and logging are
  the operator's to tune; the bench runs Varnish's defaults, as the shipped configuration does.
- *The instance against bare Node.* Both run Node's HTTP server; before its page cache answers,
  the instance runs the Hono chain of server/app.ts (the request's id, route and timing for the
  log and the metrics, security headers with a fresh nonce, the compression check, the
  same-origin check, the cache's lookup by address, encoding and cookies) and hands a \`Response\`
  to Hono's Node adapter, all in JavaScript on the one thread that bare Node spends writing bytes.
  The two costs that were ours to remove are gone: React Router's route matching, which compiled
  the whole route tree on every request, and a look on disk for a public file of every address
  (953 → 6,404 requests/s). Halving what is left means writing cached pages below the middleware
  chain, the second writer ADR 0067 removed: the proxy in front is where cached pages are fast.
- *The signed-in trip page against its database reads.* Its reads are one prepared query
  (\`sessionStanding\`, server/features/trips/trip-reader.ts: the session and the reader's
  standing together, ADR 0039); the page adds everything the anonymous page costs, checking the
  session cookie's signature, and rendering the reader's parts (account menu, buttons, comments)
  with React into the cached page, which the reads alone never do. On PostgreSQL the reads alone
  run on the pool's connections in parallel, while the page's rendering waits for the one thread.
  At 50 % the page could cost at most twice its reads: on PGlite, where both run on the one
  thread, that leaves less for the cookie check, the reader's parts and HTTP than the anonymous
  cached page alone costs (a CPU profile of 2026-12-03 under the signed-in load: the server's
  main thread 99 % busy, no one part of ours above 4 %, the database's reads about a quarter).
- *Search against its statements.* The request runs the statements the loop replays, one after
  the other as the service sends them, and adds the query's validation, building the statements
  with Drizzle, mapping the rows to cards and the JSON of the response; on PGlite the database
  runs on the same thread as the HTTP server, so every millisecond of JavaScript is a millisecond
  the database waits.`;

const ratioRows = (ratios: Ratio[]) =>
  ratios.map(
    (each) =>
      `| ${title(each)} | ${each.work} | ${each.measured.label}: ${rateText(each.measured.rate)} | ` +
      `${each.limit.label}: ${rateText(each.limit.rate)} | ${percent(each.share)} | ${target(each)} | ${status(each)} |`,
  );
const otherRows = (others: OtherBudget[]) =>
  others.map(
    (each) =>
      `| ${each.name} | | ${each.measured} | ${each.limit} | | ${each.target} | ${each.met ? 'met' : '**missed**'} |`,
  );

/** The section of docs/performance.md for issue 30 point 3: every ratio, the memory budgets, and why. */
export function renderRatiosSection(results: RatioResults, others: OtherBudget[]): string {
  const { machine } = results;
  return [
    HEADING,
    '',
    `\`npm run bench\` (or \`npm run bench:ratios\` alone), ${results.date.slice(0, 10)}, figures in ` +
      `\`bench/results/ratios-latest.json\`; ${machine.cpus} shared cores, Node ${machine.node}, load average ` +
      `${machine.loadAverageBefore} before and ${machine.loadAverageAfter} after. Each budget is Itinera's rate ` +
      'against the limit of the same work, measured side by side in the same run at the same concurrency ' +
      `(${method.concurrency} connections of wrk with one thread, or ${method.concurrency} concurrent database ` +
      `calls), each side warmed up for ${method.warmUpSeconds} s, then ${method.rounds} rounds of ` +
      `${method.seconds} s of the sides in turn, each figure its median round. The load generator takes one ` +
      'of the two cores: figures are floors, ratios are what to compare.',
    '',
    "- **Through Varnish**: the shipped `docs/varnish.vcl` (its backend the bench's instance, started " +
      "by `tests/setup/varnish.ts`, with Varnish's default threads) serving the cached anonymous trip page, " +
      'against nginx (one worker process, `sendfile`) serving the bytes and headers Varnish sent.',
    '- **The instance alone**: the same page from the page cache, against bare Node (`http.createServer`, ' +
      '`writeHead` and `end`) writing the bytes and headers the instance sent.',
    "- **Signed in**: the trip page with a verified reader's session cookie, against a loop of its " +
      'database reads alone (`sessionStanding`, the function the page calls) from this process on the same ' +
      "database (PGlite: the instance's `DATA_DIR` once it stopped; PostgreSQL: the same database).",
    '- **Search**: `GET /api/trip/search?q=wine` (five demo trips match, nothing caches it), against the ' +
      'statements `searchTrips` sends for it, recorded once and replayed with the same parameters through ' +
      'the database client (those of a transaction in one).',
    '- **Memory**: `npm run bench:memory`, run by `npm run bench` (its section below).',
    '',
    '| Budget | Work | Itinera | Limit | Ratio | Target | Status |',
    '| --- | --- | --- | --- | ---: | --- | --- |',
    ...ratioRows(results.ratios),
    ...otherRows(others),
    '',
    GAPS,
    '',
    END,
  ].join('\n');
}
