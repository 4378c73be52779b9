import { cpSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
import { createDb, type Db, fromPglite, pgliteOptions } from '../../server/db/client.ts';
import { seedDemoContent } from '../../server/db/seed/index.ts';
import { diskStorage } from '../../server/storage/disk-storage.ts';
import { adminQuery } from './admin-query.ts';
import { ensureFreshBuild } from './fresh-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: Record<TemplateName, string>;
    postgresTemplates: Record<TemplateName, string>;
    /** The DATA_DIR the demo template's pictures were written to, copied by every demo app. */
    demoDataDir: string;
  }
}

/**
 * Migrating a fresh database takes seconds and loading the demo content about fifteen more (every
 * trip goes through the services that save trips, every picture through sharp): each test file
 * starts from a copy of one of these two instead. Kept as plain tar: a copy loads with about a
 * fifth less CPU than from gzip, and a run loads one for nearly every file.
 */
export type TemplateName = 'migrated' | 'demo';

const seedDemo = (db: Db, dataDir: string) =>
  seedDemoContent(db, { storage: diskStorage(path.join(dataDir, 'media')) });

async function pgliteTemplates(dir: string, dataDir: string): Promise<Record<TemplateName, string>> {
  const client = new PGlite(pgliteOptions);
  const database = fromPglite(client);
  const dump = async (name: TemplateName) => {
    const file = path.join(dir, `${name}.tar`);
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  await database.migrate();
  const migrated = await dump('migrated');
  await seedDemo(database.db, dataDir);
  const demo = await dump('demo');
  await client.close();
  return { migrated, demo };
}

/** The same on PostgreSQL: template databases that every test file's own is copied from. */
async function postgresTemplates(adminUrl: string, dataDir: string) {
  const names = { migrated: `itinera_template_${process.pid}`, demo: `itinera_demo_template_${process.pid}` };
  const open = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return createDb({ DATABASE_URL: url.toString(), DATA_DIR: '/nonexistent' });
  };
  await adminQuery(adminUrl, `CREATE DATABASE ${names.migrated}`);
  const migrated = open(names.migrated);
  await migrated.migrate();
  await migrated.close();
  await adminQuery(adminUrl, `CREATE DATABASE ${names.demo} TEMPLATE ${names.migrated}`);
  const demo = open(names.demo);
  await seedDemo(demo.db, dataDir);
  await demo.close();
  const drop = async () => {
    for (const name of Object.values(names)) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return { names, drop };
}

type Prepared = { provided: Partial<ProvidedContext>; teardown: () => Promise<void> | void };

async function prepare(): Promise<Prepared> {
  ensureFreshBuild();
  const dir = mkdtempSync(path.join(tmpdir(), 'itinera-test-'));
  const dataDir = path.join(dir, 'demo-data');
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const templates = await postgresTemplates(adminUrl, dataDir);
    return {
      provided: { demoDataDir: dataDir, postgresTemplates: templates.names },
      async teardown() {
        await templates.drop();
        removeDir();
      },
    };
  }
  const templates = await pgliteTemplates(dir, dataDir);
  // CI's end-to-end server starts from a copy instead of seeding the same content again
  // (tests/e2e/serve.ts); it waits for db.tar, renamed into place last.
  const keep = process.env.E2E_DEMO_TEMPLATE;
  if (keep) {
    cpSync(dataDir, path.join(keep, 'data'), { recursive: true });
    cpSync(templates.demo, path.join(keep, 'db.tar.part'));
    renameSync(path.join(keep, 'db.tar.part'), path.join(keep, 'db.tar'));
  }
  return { provided: { demoDataDir: dataDir, pgliteTemplates: templates }, teardown: removeDir };
}

/**
 * Every project of vitest.config.ts (React in development and in production) runs this setup:
 * they share one build and one set of templates, removed when the last project is done.
 */
let prepared: Promise<Prepared> | undefined;
let projects = 0;

export default async function setup(project: TestProject) {
  prepared ??= prepare();
  projects += 1;
  const { provided, teardown } = await prepared;
  for (const [key, value] of Object.entries(provided))
    project.provide(key as keyof ProvidedContext, value as ProvidedContext[keyof ProvidedContext]);
  return async () => {
    projects -= 1;
    if (projects === 0) await teardown();
  };
}
