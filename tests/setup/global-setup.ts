import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createDb, fromPglite, pgliteExtensions } from '../../server/db/client.ts';
import { adminQuery } from './admin-query.ts';
import { ensureFreshBuild } from './fresh-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/** Migrating a fresh PGlite takes seconds; every test file starts from this migrated copy instead. */
async function migratedTemplate(dir: string): Promise<string> {
  const client = new PGlite({ extensions: pgliteExtensions });
  const database = fromPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** The same on PostgreSQL: one migrated database that every test file's own is copied from. */
async function migratedPostgresTemplate(adminUrl: string) {
  const name = `itinera_template_${process.pid}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = createDb({ DATABASE_URL: url.toString(), DATA_DIR: '/nonexistent' });
  await database.migrate();
  await database.close();
  return { name, drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export default async function setup(project: TestProject) {
  ensureFreshBuild();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await migratedPostgresTemplate(adminUrl);
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'itinera-test-'));
  project.provide('pgliteTemplate', await migratedTemplate(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
