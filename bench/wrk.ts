import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** What one side of a comparison reached: requests (or database reads) per second, and its p99. */
export type Rate = { perSecond: number; p99Ms: number; errors: number };

/** Every comparison runs at this concurrency: wrk's connections, or the database loop's workers. */
export const CONCURRENCY = 50;
/** Unrecorded first, so that JIT compilation and lazy imports do not count against either side. */
const WARM_UP_SECONDS = 2;
const SECONDS = Number(process.env.BENCH_RATIO_SECONDS ?? 3);
/** Rounds of the sides in turn, each figure the median: the shared machine drifts within seconds. */
const ROUNDS = 3;

const run = promisify(execFile);

/** wrk with one thread (the other core is the server's), its figures read from its report. */
export async function wrk(url: string, headers: Record<string, string>, seconds: number): Promise<Rate> {
  const args = ['-t1', `-c${CONCURRENCY}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const { stdout } = await run('wrk', [...args, url]).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT' ? new Error('wrk is missing: apt-get install wrk', { cause: error }) : error;
  });
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN);
  const [, value = '0', unit = 'ms'] = /99%\s+([\d.]+)(us|ms|s)/.exec(stdout) ?? [];
  const p99Ms = Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
  // A fast error page would otherwise count as a fast page.
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  const socketErrors = /Socket errors:.*/.exec(stdout)?.[0].match(/\d+/g)?.map(Number) ?? [];
  return {
    perSecond: Math.round(perSecond),
    p99Ms: Math.round(p99Ms * 10) / 10,
    errors: non2xx + socketErrors.reduce((sum, count) => sum + count, 0),
  };
}

/** One side of a comparison: measures itself for `seconds`. */
export type Side = (seconds: number) => Promise<Rate>;

export const wrkSide =
  (url: string, headers: Record<string, string> = {}): Side =>
  (seconds) =>
    wrk(url, headers, seconds);

const median = (rates: Rate[]) =>
  [...rates].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(rates.length / 2)] as Rate;

/**
 * Each side warmed up, then ROUNDS rounds of all of them in turn, each side's figure its median
 * round: sides measured in turn meet the same drift of the shared machine.
 */
export async function inTurn<const Sides extends readonly Side[]>(
  sides: Sides,
): Promise<{ -readonly [Index in keyof Sides]: Rate }> {
  for (const side of sides) await side(WARM_UP_SECONDS);
  const rounds: Rate[][] = sides.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, side] of sides.entries()) rounds[index]?.push(await side(SECONDS));
  }
  return rounds.map(median) as { -readonly [Index in keyof Sides]: Rate };
}

/** How the figures were taken, for the report. */
export const method = { warmUpSeconds: WARM_UP_SECONDS, seconds: SECONDS, rounds: ROUNDS, concurrency: CONCURRENCY };
