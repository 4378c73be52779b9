import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite, pgliteExtensions } from '../../server/db/client.ts';

const sources = ['app', 'domain', 'locales', 'public', 'server', 'react-router.config.ts', 'vite.config.ts'];

function newestMtime(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** Page tests render the real server build; rebuild it when any source is newer. */
function ensureFreshBuild() {
  const built = 'build/server/index.js';
  if (existsSync(built) && statSync(built).mtimeMs > Math.max(...sources.map(newestMtime))) return;
  // Vitest sets NODE_ENV=test, which would build React's development bundle into the shared build/.
  execSync('npx react-router build', { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
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

export default async function setup(project: TestProject) {
  ensureFreshBuild();
  const dir = mkdtempSync(path.join(tmpdir(), 'itinera-test-'));
  project.provide('pgliteTemplate', await migratedTemplate(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
