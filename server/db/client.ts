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
   * Calls `onNotice` for every NOTIFY on `channel` that any server copy commits, and once more
   * after a lost connection is back (notices sent meanwhile are gone). Stops on `close`.
   */
  listen(channel: string, onNotice: () => void): Promise<void>;
  close(): Promise<void>;
};

type DbConfig = { DATABASE_URL?: string | undefined; DATA_DIR: string };

/** Where a committed change to what public pages show is announced (migration 0022, ADR 0047). */
export const PAGES_CHANGED = 'itinera_pages';

/** Arbitrary but fixed: every server copy takes this lock so only one migrates at a time. */
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
      console.warn(`PostgreSQL closed the connection listening on ${channel}:`, error.message);
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
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const listener = postgresListener(url);
  // An idle connection the server closes (restart, failover) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (error) => console.warn('PostgreSQL closed an idle connection:', error.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    ping: () => timed(() => pool.query('SELECT 1')),
    listen: listener.listen,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** Wraps an open PGlite instance; tests hand in one loaded from a migrated template. */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => timed(() => db.execute(sql`SELECT 1`)),
    async listen(channel, onNotice) {
      await client.listen(channel, onNotice);
    },
    async close() {
      if (client.closed) return;
      // NodeFS does not fsync: without a checkpoint the next start may find a broken WAL.
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

export const pgliteExtensions = { pg_trgm };

export function createDb(env: DbConfig): Database {
  if (env.DATABASE_URL) return postgres(env.DATABASE_URL);
  const dataDir = path.join(env.DATA_DIR, 'db');
  mkdirSync(env.DATA_DIR, { recursive: true });
  return fromPglite(new PGlite({ dataDir, extensions: pgliteExtensions }));
}
