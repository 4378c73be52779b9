import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../tests/setup/accounts.ts';
import { freePort, startServer } from '../tests/setup/server-process.ts';

// Inside the project, so that the bundle finds the packages it leaves out in node_modules.
const cacheDir = path.resolve('node_modules', '.cache');
let workDir: string | undefined;
afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('the bundled server that npm start runs', () => {
  it('holds the server, the pages and their packages in one copy, and starts on a new database', async () => {
    await mkdir(cacheDir, { recursive: true });
    workDir = await mkdtemp(path.join(cacheDir, 'itinera-bundle-test-'));
    const buildDir = path.join(workDir, 'build');
    // The pages' build that the global setup keeps fresh; a copy, as other runs may build it again.
    await cp(path.resolve('build', 'server'), path.join(buildDir, 'server'), { recursive: true });
    execFileSync(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/bundle-server.ts', buildDir]);

    // Only the packages with files of their own are loaded from node_modules: no second copy of
    // drizzle, zod or better-auth beside the pages' one, and no package.json read for every file.
    const bundleDir = path.join(buildDir, 'start');
    const files = ['server.js', ...(await readdir(path.join(bundleDir, 'assets'))).map((name) => `assets/${name}`)];
    const imported = new Set<string>();
    for (const file of files) {
      const code = await readFile(path.join(bundleDir, file), 'utf8');
      // Rolldown writes each import on a line of its own; the dynamic ones as import("…").
      for (const [, from, dynamic] of code.matchAll(/^import (?:.* from )?"([^".][^"]*)";$|import\("([^".][^"]*)"\)/gm))
        imported.add(from ?? dynamic ?? '');
    }
    const packages = [...imported].filter(
      (specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier),
    );
    expect(packages.sort()).toEqual([
      '@electric-sql/pglite',
      '@electric-sql/pglite/contrib/pg_trgm',
      '@node-rs/argon2',
      // Its standard fonts are files it finds through its own package.json.
      'pdfkit',
      'sharp',
      // Only `npm run dev` loads it.
      'vite',
    ]);

    const dataDir = await mkdtemp(path.join(tmpdir(), 'itinera-bundle-data-'));
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const server = startServer(
      port,
      { DATA_DIR: dataDir, DEMO_CONTENT: 'off', PUBLIC_URL: publicUrl },
      path.join(bundleDir, 'server.js'),
    );
    try {
      // The migrations and the API docs' files are found from the bundle.
      await server.ready;
      expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok' });
      const home = await fetch(`${server.url}/`, { headers: { Cookie: 'lang=en' } });
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<html lang="en"');
      expect((await fetch(`${server.url}/api/docs`)).status).toBe(200);
      // better-auth's errors are told apart by class: one copy of it for the API and the pages.
      const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'not the password' }),
      });
      expect(signIn.status).toBe(401);

      // The files made from a trip find their fonts and packages from the bundle.
      const site = {
        // Redirects reach the test as they are, with their cookies.
        request: (to: string, init?: RequestInit) => fetch(publicUrl + to, { redirect: 'manual', ...init }),
        env: { DATA_DIR: dataDir, PUBLIC_URL: publicUrl },
      };
      const cookie = await verifiedUser(site, 'bundle@example.org', 'Bundle');
      const created = await site.request('/api/trip/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: publicUrl, cookie },
        body: JSON.stringify({ language: 'de', title: 'Über den Gotthard' }),
      });
      const { _id: id } = (await created.json()) as { _id: string };
      const pdf = await site.request(`/api/trip/${id}/export/pdf`, { headers: { cookie } });
      expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      const picture = await site.request(`/api/trip/${id}/share-image`, { headers: { cookie } });
      expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    } finally {
      await server.stop('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
