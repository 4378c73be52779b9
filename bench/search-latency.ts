import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { searchQuerySchema } from '#domain/schemas/search.ts';
import type { Database, Db } from '#server/db/client.ts';
import * as schema from '#server/db/schema/index.ts';
import { searchTrips } from '#server/features/search/search.service.ts';

/**
 * The query classes of issue 13's scale bench, as the address of a search page says them; each
 * class cycles through its variants so that no single answer sits warm in a cache.
 */
export const queryClasses = {
  'one word': ['q=lisbon', 'q=kayaking', 'q=vulkan', 'q=glacier', 'q=kyoto', 'q=schnorcheln'],
  'two words + filter': [
    'q=beach+sunset&types=beach',
    'q=wein+berg&budget=2',
    'q=old+town&country=IT',
    'q=mountain+lake&duration=5-15',
  ],
  typo: ['q=marrakeh', 'q=barcelna', 'q=amsterdm', 'q=kopenhagn'],
  'filters only': ['types=hiking&budget=2', 'country=DE', 'duration=16-30&comfort=3', 'month=7'],
  'very common word': ['q=city', 'q=stadt'],
  'empty search': [''],
  'page 2+': ['q=beach&page=3', 'page=5', 'country=FR&page=2', 'q=museum&page=40'],
  'cost per day': [
    'cost=60&currency=EUR',
    'cost=45',
    'q=beach&cost=120&currency=GBP',
    'types=hiking&cost=30&currency=CHF',
  ],
} as const;
export type QueryClass = keyof typeof queryClasses;

export type Latency = { p50: number; p95: number; max: number; samples: number };
export type ClassFigures = {
  /** The whole service call as the API makes it: every statement, its round trip and the mapping. */
  service: Latency;
  /** The database's own time for the same statements (EXPLAIN ANALYZE: planning plus execution). */
  database: Latency;
  /** Matches of each variant, so a reader sees how much each query had to rank and count. */
  matches: Record<string, number>;
  /** Variants with more matches than the search counts exactly: their number is its estimate. */
  estimated?: string[];
  /** The service's median per variant: how the time grows with the matches. */
  variantP50?: Record<string, number>;
};

const round = (value: number) => Math.round(value * 10) / 10;

export function percentiles(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: round(at(0.5)), p95: round(at(0.95)), max: round(at(1)), samples: sorted.length };
}

export const parseQuery = (address: string) =>
  searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(address).entries()));

/** A statement a search sent; `transaction` names the transaction it ran in, if any. */
export type Statement = { query: string; params: unknown[]; transaction?: symbol };

const inTransaction = new AsyncLocalStorage<symbol>();
// The driver's own; `recording` marks transactions itself, as PGlite's driver logs none.
const transactionControl = /^\s*(begin|commit|rollback)\b/i;

/** The same database with a logger: the statements a search sends, to explain or replay them. */
export function recording(database: Database, client: unknown) {
  const statements: Statement[] = [];
  const logger = {
    logQuery: (query: string, params: unknown[]) => {
      if (!transactionControl.test(query)) statements.push({ query, params, transaction: inTransaction.getStore() });
    },
  };
  const db = (database.kind === 'postgres'
    ? drizzlePg(client as never, { schema, logger })
    : drizzlePglite(client as never, { schema, logger })) as unknown as Db;
  // Statements of one search may run at once (search-counts.ts): each transaction is told by its context.
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    inTransaction.run(Symbol('transaction'), () => transaction(run, config))) as typeof db.transaction;
  return { db, statements };
}

/**
 * A function that sends `statements` again with their parameters, one after the other, straight through the database
 * client: what the database alone does for the search that sent them. Those that ran in a
 * transaction run in one again, as its settings (SET LOCAL) hold for that transaction only; a
 * statement that ran beside a transaction runs before or after it.
 */
export function replay(db: Db, statements: Statement[]): () => Promise<void> {
  const groups = new Map<symbol, Statement[]>();
  for (const statement of statements) {
    const key = statement.transaction ?? Symbol('alone');
    groups.set(key, [...(groups.get(key) ?? []), statement]);
  }
  const runs = [...groups.values()].map((group) => {
    const bound = group.map(({ query, params }) => sqlWithParams(query, params));
    const run = async (on: Db) => {
      for (const statement of bound) await on.execute(statement);
    };
    return group[0]?.transaction ? () => db.transaction((tx) => run(tx as unknown as Db)) : () => run(db);
  });
  return async () => {
    for (const run of runs) await run();
  };
}

/**
 * Planning plus execution time of every statement, as the database reports them, in one
 * transaction that replays the settings the search makes (SET LOCAL) before explaining the rest.
 */
function databaseTime(db: Db, statements: Statement[]): Promise<number> {
  return db.transaction(async (tx) => {
    let total = 0;
    for (const { query, params } of statements) {
      if (/^\s*set /i.test(query)) await tx.execute(sqlWithParams(query, params));
      if (!/^\s*(select|with)\b/i.test(query)) continue;
      const explained = sql.join([sql.raw('EXPLAIN (ANALYZE, FORMAT JSON) '), sqlWithParams(query, params)]);
      const result = (await tx.execute(explained)) as unknown as { rows: Record<string, unknown>[] };
      const [plan] = Object.values(result.rows[0] ?? {})[0] as { 'Planning Time': number; 'Execution Time': number }[];
      total += (plan?.['Planning Time'] ?? 0) + (plan?.['Execution Time'] ?? 0);
    }
    return total;
  });
}

/** A logged statement with its `$n` placeholders bound again, as drizzle would send it. */
export function sqlWithParams(query: string, params: unknown[]) {
  const parts = query.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${sql.param(params[Number(part) - 1])}`)),
  );
}

/**
 * p50/p95 of the real service function per query class, `iterations` calls each after a warm-up,
 * and beside it the database's own time for the statements the same searches send.
 */
export async function measureSearchLatency(
  database: Database,
  client: unknown,
  iterations: number,
  log: (line: string) => void,
): Promise<Record<QueryClass, ClassFigures>> {
  const recorder = recording(database, client);
  const figures = {} as Record<QueryClass, ClassFigures>;
  for (const [name, variants] of Object.entries(queryClasses) as [QueryClass, readonly string[]][]) {
    const queries = variants.map(parseQuery);
    const matches: Record<string, number> = {};
    const estimated: string[] = [];
    for (const [index, query] of queries.entries()) {
      const found = await searchTrips(database.db, query, 'en');
      matches[variants[index] ?? ''] = found.paginator.totalDocs;
      if (found.estimated.total) estimated.push(variants[index] ?? '');
    }
    const service: number[] = [];
    const perVariant = variants.map((): number[] => []);
    for (let i = 0; i < iterations; i++) {
      const query = queries[i % queries.length] ?? queries[0];
      if (!query) break;
      const started = performance.now();
      await searchTrips(database.db, query, 'en');
      service.push(performance.now() - started);
      perVariant[i % queries.length]?.push(performance.now() - started);
    }
    const variantP50 = Object.fromEntries(
      variants.map((variant, index) => [variant, percentiles(perVariant[index] ?? []).p50]),
    );
    const inDatabase: number[] = [];
    for (let i = 0; i < Math.max(queries.length, Math.ceil(iterations / 4)); i++) {
      const query = queries[i % queries.length] ?? queries[0];
      if (!query) break;
      recorder.statements.length = 0;
      await searchTrips(recorder.db, query, 'en');
      inDatabase.push(await databaseTime(database.db, [...recorder.statements]));
    }
    figures[name] = {
      service: percentiles(service),
      database: percentiles(inDatabase),
      matches,
      estimated,
      variantP50,
    };
    log(
      `  ${name.padEnd(20)} service p50 ${figures[name].service.p50} ms p95 ${figures[name].service.p95} ms` +
        ` | database p50 ${figures[name].database.p50} ms p95 ${figures[name].database.p95} ms` +
        ` | matches ${Object.values(matches).join('/')}`,
    );
  }
  return figures;
}
