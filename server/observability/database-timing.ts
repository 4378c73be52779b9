import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { observeQuery } from './metrics.ts';

type Call = (...args: unknown[]) => unknown;

/**
 * `run` timed into itinera_db_query_duration_seconds: until its promise settles or, with `callbacks`
 * (pg's style), its last argument is called.
 */
function timed(database: 'pglite' | 'postgres', run: Call, callbacks = false): Call {
  return (...args) => {
    const started = performance.now();
    let observed = false;
    const done = () => {
      if (observed) return;
      observed = true;
      observeQuery(database, (performance.now() - started) / 1000);
    };
    const last = args.length - 1;
    const callback = args[last];
    if (callbacks && typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        done();
        return (callback as Call)(...results);
      };
    }
    const result = run(...args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
}

/**
 * Every statement on PostgreSQL runs on a pooled connection's `query` (the pool's own `query` and
 * Drizzle's transactions alike): timed there, once per connection as the pool opens it.
 */
export function timeConnection(client: pg.PoolClient) {
  client.query = timed('postgres', client.query.bind(client) as Call, true) as typeof client.query;
}

/**
 * PGlite's statements outside a transaction go through `query` and `exec`; a transaction is timed
 * whole, as its statements run on an object of its own.
 */
export function timePglite(client: PGlite) {
  for (const method of ['query', 'exec', 'transaction'] as const) {
    (client as unknown as Record<string, Call>)[method] = timed('pglite', client[method].bind(client) as Call);
  }
}
