import { sql } from 'drizzle-orm';
import { createDb, type Database } from '#server/db/client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A connection of another process to `database`: on PostgreSQL a pool (and a listening
 * connection) of its own. The embedded database belongs to one process, which has one connection
 * to it, so there the instances share it.
 */
async function ownConnection(database: Database): Promise<Database & { dispose(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (database.kind === 'pglite' || !adminUrl) return { ...database, dispose: async () => {} };
  const { rows } = await database.db.execute<{ name: string }>(sql`SELECT current_database() AS name`);
  const url = new URL(adminUrl);
  url.pathname = `/${rows[0]?.name}`;
  const own = createDb({ DATABASE_URL: url.toString(), DATA_DIR: '/nonexistent' });
  return { ...own, dispose: () => own.close() };
}

/**
 * A second server instance of `t`, as a second process behind the same load balancer runs: the same
 * database through a connection of its own (see above), the same AUTH_SECRET, and a data folder,
 * an outbox and a page cache of its own. It closes its connection on `dispose`; `t` still owns
 * the database.
 */
export async function secondInstance(t: TestApp, overrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await ownConnection(t.database);
  const copy = await createTestApp({ AUTH_SECRET: t.env.AUTH_SECRET, ...overrides }, database);
  return {
    ...copy,
    dispose: async () => {
      await copy.dispose();
      await database.dispose();
    },
  };
}
