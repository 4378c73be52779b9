import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { createDb, type Database, fromPglite, pgliteOptions } from '#server/db/client.ts';
import { adminQuery } from './admin-query.ts';
import type { TemplateName } from './global-setup.ts';

/**
 * A database of this test file's own: a copy of a PGlite template (migrated, or with the demo
 * content too), or, when TEST_DATABASE_URL is set, a PostgreSQL database copied from the template
 * database of that name.
 */
export async function createTestDatabase(
  templateName: TemplateName = 'migrated',
): Promise<Database & { dispose(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = new Blob([readFileSync(inject('pgliteTemplates')[templateName])]);
    const database = fromPglite(new PGlite({ loadDataDir: template, ...pgliteOptions }));
    return { ...database, dispose: () => database.close() };
  }
  const name = `itinera_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplates')[templateName]}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = createDb({ DATABASE_URL: url.toString(), DATA_DIR: '/nonexistent' });
  return {
    ...database,
    async dispose() {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
