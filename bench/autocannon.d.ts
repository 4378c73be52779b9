// autocannon ships no types and @types/autocannon is not installed: this declares only what bench/ uses.
declare module 'autocannon' {
  type Histogram = {
    average: number;
    min: number;
    max: number;
    p50: number;
    p97_5: number;
    p99: number;
  };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Each connection sends these in turn, from `url`'s origin. */
    requests?: { method?: string; path: string; headers?: Record<string, string> }[];
    /** Requests per second of all connections together; unset: as fast as the server answers. */
    overallRate?: number;
  };

  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  export default function autocannon(options: Options): Promise<Result>;
}
