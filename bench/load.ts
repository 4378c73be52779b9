import autocannon, { type Result } from 'autocannon';

export type LoadResult = {
  path: string;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  requestsTotal: number;
  latencyMs: { p50: number; p97_5: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
};

const WARM_UP_SECONDS = 2;
const DURATION_SECONDS = 10;

/** A short unrecorded run first, so that JIT compilation and lazy imports do not count against the server. */
export async function measureLoad(
  baseUrl: string,
  path: string,
  connections: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const url = baseUrl + path;
  await autocannon({ url, connections, duration: WARM_UP_SECONDS, headers });
  return loadResult(path, connections, await autocannon({ url, connections, duration: DURATION_SECONDS, headers }));
}

/** autocannon's result in the shape the reports keep, named by `path`. */
export function loadResult(path: string, connections: number, result: Result): LoadResult {
  return {
    path,
    connections,
    durationSeconds: result.duration,
    requestsPerSecond: Math.round(result.requests.average),
    requestsTotal: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stats]) => [code, Number(stats.count)]),
    ),
  };
}
