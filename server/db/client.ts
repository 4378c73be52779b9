import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DatabaseStopped } from '../faults.ts';
import { timeConnection, timePglite } from '../observability/database-timing.ts';
import { log } from '../observability/logger.ts';
import { runDataSteps } from './data-steps.ts';
import * as schema from './schema/index.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Both drivers expose the same query builder; code above this file never sees which one runs. */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<number>;
  /**
   * Calls `onNotice` for every NOTIFY on `channel` that any server instance commits, and once more
   * after a lost connection is back (notices sent meanwhile are gone). Stops on `close`.
   */
  listen(channel: string, onNotice: () => void): Promise<void>;
  /**
   * Settles when the database stopped for good and only a new process can open it again: PGlite
   * after a PANIC. Never for PostgreSQL, whose server restarts itself and is connected to anew.
   */
  stopped: Promise<unknown>;
  close(): Promise<void>;
};

type DbConfig = { DATABASE_URL?: string | undefined; DATA_DIR: string };

/** Where a committed change to what public pages show is announced (migration 0022, ADR 0047). */
export const PAGES_CHANGED = 'itinera_pages';

/** Arbitrary but fixed: every server instance takes this lock so only one migrates at a time. */
const MIGRATION_LOCK = 727_001;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return Math.round((performance.now() - start) * 100) / 100;
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_MS = 1_000;

/** A connection of its own per channel: a pooled one would drop LISTEN when handed back. */
function postgresListener(url: string) {
  const listeners = new Set<pg.Client>();
  let closed = false;
  const listen = async (channel: string, onNotice: () => void, again = false): Promise<void> => {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    const retry = () => {
      if (!listeners.delete(client)) return;
      client.end().catch(() => {});
      setTimeout(() => listen(channel, onNotice, true).catch(() => {}), RELISTEN_MS).unref();
    };
    client.on('notification', (notice) => notice.channel === channel && onNotice());
    client.on('error', (error) => {
      log.warn(`PostgreSQL closed the connection listening on ${channel}: ${error.message}`);
      retry();
    });
    client.on('end', retry);
    listeners.add(client);
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (again) onNotice();
    } catch (error) {
      retry();
      if (!again) throw error;
    }
  };
  const close = async () => {
    closed = true;
    const open = [...listeners];
    listeners.clear();
    await Promise.all(open.map((client) => client.end().catch(() => {})));
  };
  return { listen: (channel: string, onNotice: () => void) => listen(channel, onNotice), close };
}

function postgres(url: string): Database {
  // A database that does not answer at all (a network partition) fails a request in 5 s, not after
  // the system's TCP timeout of minutes.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  const listener = postgresListener(url);
  // An idle connection the server closes (restart, failover) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (error) => log.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  // A connection in use (a transaction's, which Drizzle takes with pool.connect()) has no listener
  // of the pool's: its 'error' would end the process. The statement running on it fails with the
  // same error, and the pool drops the connection when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    timeConnection(client);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const locked = drizzlePg(client, { schema });
        await migratePg(locked, { migrationsFolder });
        await runDataSteps(locked as unknown as Db);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    ping: () => timed(() => pool.query('SELECT 1')),
    listen: listener.listen,
    stopped: new Promise(() => {}),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * After a PANIC (PGlite could not write its WAL: the disk is full) the next statement never
 * returns and blocks the event loop, so the whole server would hang: PGlite is not asked again,
 * every later statement fails at once, and `stopped` settles.
 */
function stopOnPanic(client: PGlite) {
  let panic: unknown;
  const stopped = new Promise((settle) => {
    for (const method of ['execProtocol', 'execProtocolStream'] as const) {
      const run = client[method].bind(client) as (...args: unknown[]) => Promise<never>;
      client[method] = async (...args: unknown[]) => {
        if (panic) throw new DatabaseStopped(panic);
        try {
          return await run(...args);
        } catch (error) {
          if ((error as { severity?: unknown }).severity === 'PANIC') {
            panic = error;
            settle(error);
          }
          throw error;
        }
      };
    }
  });
  return { stopped, panicked: () => panic !== undefined };
}

/** Wraps an open PGlite instance; tests hand in one loaded from a migrated template. */
export function fromPglite(client: PGlite): Database {
  const { stopped, panicked } = stopOnPanic(client);
  timePglite(client);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(db, { migrationsFolder });
      await runDataSteps(db);
    },
    ping: () => timed(() => db.execute(sql`SELECT 1`)),
    async listen(channel, onNotice) {
      await client.listen(channel, onNotice);
    },
    stopped,
    async close() {
      if (client.closed || panicked()) return;
      // The next start has no WAL to replay (a killed process's is replayed: tests/faults/kill-pglite.test.ts).
      try {
        await client.exec('CHECKPOINT');
      } catch (error) {
        // A checkpoint on a full disk stops PGlite (`stopped` tells): a new process recovers from the WAL.
        if (panicked()) return;
        throw error;
      }
      await client.close();
    },
  };
}

/**
 * How every PGlite of ours starts, the tests' copies included. PostgreSQL's default of 128 MB of
 * shared buffers lives in PGlite's WebAssembly memory, which PGlite fills at start-up and never
 * gives back: 128 MB resident before the first request. The kernel's page cache keeps the files
 * of the one process that reads them anyway (ADR 0050).
 */
export const pgliteOptions = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'],
};

export function createDb(env: DbConfig): Database {
  if (env.DATABASE_URL) return postgres(env.DATABASE_URL);
  const dataDir = path.join(env.DATA_DIR, 'db');
  mkdirSync(env.DATA_DIR, { recursive: true });
  return fromPglite(new PGlite({ dataDir, ...pgliteOptions }));
}
