import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Database, fromPglite, pgliteExtensions } from '#server/db/client.ts';

/**
 * A database of this test file's own: a copy of the migrated PGlite template, or, when
 * TEST_DATABASE_URL is set, a fresh PostgreSQL database created and migrated for the file.
 */
export async function createTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = fromPglite(new PGlite({ loadDataDir: template, extensions: pgliteExtensions }));
    return { ...database, dispose: () => database.close() };
  }
  const name = `itinera_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = createDb({ DATABASE_URL: url.toString(), DATA_DIR: '/nonexistent' });
  await database.migrate();
  return {
    ...database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
