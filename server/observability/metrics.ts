import { isNull } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { commentNotice, newsletterDelivery } from '../db/schema/index.ts';
import { within } from './within.ts';

/** How long a scrape waits for a count from the database before it reports it as unknown (NaN). */
const QUERY_WAIT_MS = 2_000;

type ProcessMetrics = {
  registry: Registry;
  signInFailures: Counter;
  signInLockouts: Counter;
  queryDuration: Histogram<'database'>;
  /** Whether Node's own (memory, event-loop lag, CPU...) are collected yet: only once metrics are served. */
  defaults: boolean;
};

/**
 * What the whole process counts, wherever it happens (the sign-in hooks, the database drivers): one
 * set per process, shared like the logger (logger.ts) by every instance of this module.
 */
function processMetrics(): ProcessMetrics {
  const registry = new Registry();
  return {
    registry,
    signInFailures: new Counter({
      name: 'itinera_sign_in_failures_total',
      help: 'Sign-ins refused for a wrong e-mail address or password (counted towards a lockout)',
      registers: [registry],
    }),
    signInLockouts: new Counter({
      name: 'itinera_sign_in_lockouts_total',
      help: 'Sign-ins refused because the account is locked after repeated failures',
      registers: [registry],
    }),
    queryDuration: new Histogram({
      name: 'itinera_db_query_duration_seconds',
      help: 'Time a database statement took, from the call to its response (a transaction on PGlite counts whole)',
      labelNames: ['database'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    defaults: false,
  };
}

const key = Symbol.for('itinera.metrics');
const holder = globalThis as { [key]?: ProcessMetrics };
holder[key] ??= processMetrics();
const shared = holder[key];

export const countSignInFailure = () => shared.signInFailures.inc();
export const countSignInLockout = () => shared.signInLockouts.inc();
export const observeQuery = (database: Database['kind'], seconds: number) =>
  shared.queryDuration.observe({ database }, seconds);

/** The methods counted by name; anything else (a bot's invention) is `OTHER`, so labels stay few. */
const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export type AppMetrics = ReturnType<typeof appMetrics>;

/** The app's own: its requests, its page cache, and the mail waiting in its database (counted at each scrape). */
export function appMetrics(database: Database) {
  if (!shared.defaults) {
    collectDefaultMetrics({ register: shared.registry });
    shared.defaults = true;
  }
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'itinera_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'itinera_http_request_duration_seconds',
    help: 'Time from a request reaching the app to its response (headers) being ready, by method, route pattern and status',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'itinera_page_cache_requests_total',
    help: 'Pages answered from the page cache (hit) or rendered and cached (miss), as their X-Cache header says',
    labelNames: ['result'],
    registers: [registry],
  });
  const count = (gauge: Gauge, counting: () => Promise<number>) =>
    within(QUERY_WAIT_MS, counting()).then(
      (value) => gauge.set(value),
      () => gauge.set(Number.NaN),
    );
  new Gauge({
    name: 'itinera_comment_mail_queue',
    help: 'Comments that members are still to be mailed about (comment_notice not yet sent), the mail outbox',
    registers: [registry],
    collect() {
      return count(this, () => database.db.$count(commentNotice, isNull(commentNotice.sentAt)));
    },
  });
  new Gauge({
    name: 'itinera_newsletter_queue',
    help: 'Newsletter mails of issues being sent that are not handed over yet (newsletter_delivery not yet sent)',
    registers: [registry],
    collect() {
      return count(this, () => database.db.$count(newsletterDelivery, isNull(newsletterDelivery.sentAt)));
    },
  });

  return {
    /** One answered request: `seconds` from its arrival, `cache` its X-Cache (HIT or MISS) if the page cache answered. */
    request(method: string, route: string, status: number, seconds: number, cache: string | null) {
      const labels = { method: methods.has(method) ? method : 'OTHER', route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
      if (cache === 'HIT' || cache === 'MISS') pageCache.inc({ result: cache.toLowerCase() });
    },
    contentType: registry.contentType,
    /** Everything in Prometheus' text format: the process's metrics, then the app's. */
    async text() {
      return `${await shared.registry.metrics()}\n${await registry.metrics()}`;
    },
  };
}
