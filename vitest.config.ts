import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const testDirs = ['app', 'server', 'domain', 'locales', 'scripts', 'tests/integration', 'tests/setup'];

/** Every test file of the Vitest passes. */
function allTests(): string[] {
  return testDirs
    .flatMap((dir) => readdirSync(dir, { recursive: true }).map((name) => path.join(dir, `${name}`)))
    .filter((file) => /\.test\.tsx?$/.test(file))
    .sort();
}

/**
 * The test files that reach a database: those whose imports lead to tests/setup/test-database.ts,
 * or that name TEST_DATABASE_URL themselves. On PostgreSQL only these run (ADR 0070); the others
 * would run the same code a second time.
 */
export function databaseTests(): string[] {
  const aliases = ['app', 'server', 'domain', 'locales', 'tests'].map((dir) => [`#${dir}/`, `${dir}/`] as const);
  const sources = new Map<string, { direct: boolean; imports: string[] }>();
  const read = (file: string) => {
    const known = sources.get(file);
    if (known) return known;
    const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const names = [...source.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)].map(
      ([, a, b]) => a ?? b ?? '',
    );
    const imports = names.flatMap((name) => {
      const alias = aliases.find(([prefix]) => name.startsWith(prefix));
      if (alias) return [alias[1] + name.slice(alias[0].length)];
      return name.startsWith('.') ? [path.join(path.dirname(file), name)] : [];
    });
    const direct = file === 'tests/setup/test-database.ts' || source.includes('TEST_DATABASE_URL');
    sources.set(file, { direct, imports });
    return { direct, imports };
  };
  const reaches = (test: string) => {
    const seen = new Set([test]);
    for (const file of seen) {
      const { direct, imports } = read(file);
      if (direct) return true;
      for (const name of imports) seen.add(name);
    }
    return false;
  };
  return allTests().filter(reaches);
}

/**
 * React's development build checks what it renders (keys, nesting, props) and reports through
 * console.error, which fails a test; it also cost about a quarter of the page tests' CPU. The
 * component tests and the two tests that render every page and template run it; the other tests
 * run React's production build, which operators run (ADR 0089).
 */
const rendersInDevelopment = (file: string) =>
  file.startsWith('app/') ||
  file === 'tests/integration/site-crawl.test.ts' ||
  file === 'tests/integration/markup.test.ts';

const chosen = (process.env.TEST_DATABASE_URL ? databaseTests() : allTests()).map((file) =>
  file.replaceAll(path.sep, '/'),
);

export default defineConfig({
  test: {
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/guards.ts'],
    // Vitest leaves a core free by default, which on a 2-core machine runs one file at a time; the
    // files wait on their database as much as they compute.
    maxWorkers: 2,
    // A worker runs file after file in one module graph: a fresh worker per file evaluated the app,
    // the server build and their dependencies again each time, a third of the CPU of a run (ADR 0070).
    // Each file still builds its own app on its own database; tests/setup/guards.ts runs per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'react-development',
          include: chosen.filter(rendersInDevelopment),
          env: { NODE_ENV: 'development' },
        },
      },
      {
        extends: true,
        test: {
          name: 'react-production',
          include: chosen.filter((file) => !rendersInDevelopment(file)),
          env: { NODE_ENV: 'production' },
        },
      },
    ],
  },
});
