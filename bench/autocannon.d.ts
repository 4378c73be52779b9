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
