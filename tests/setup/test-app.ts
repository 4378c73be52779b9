import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { inject } from 'vitest';
import { createApp } from '#server/app.ts';
import { trip } from '#server/db/schema/index.ts';
import { type Env, loadEnv } from '#server/env.ts';
import { createStorage } from '#server/storage/index.ts';
import { contractViolation } from './contract-check.ts';
import { createTestDatabase } from './test-database.ts';

const build = (await import(path.resolve('build/server/index.js'))) as ServerBuild;

/**
 * The real app as `npm start` builds it, on this file's own database, called in-process. With
 * `shared`, a second server instance on another app's database, which that app disposes of.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  shared?: Awaited<ReturnType<typeof createTestDatabase>>,
) {
  return appOn(shared ?? (await createTestDatabase()), newDataDir(), overrides, !shared);
}

const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'itinera-data-'));

async function appOn(
  database: Awaited<ReturnType<typeof createTestDatabase>>,
  dataDir: string,
  overrides: Record<string, string>,
  owned: boolean,
) {
  const env: Env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', ...overrides });
  const storage = createStorage(env);
  const app = createApp(env, database, { build, clientDir: path.resolve('build/client'), mode: 'production', storage });
  // Addressed like real requests, so origin checks see the same origin as PUBLIC_URL. Every answer
  // of the API is held to its OpenAPI document: a test that receives one the document does not
  // describe fails.
  const request = async (target: string, init?: RequestInit) => {
    const url = target.startsWith('/') ? `${env.PUBLIC_URL}${target}` : target;
    const response = await app.request(url, init);
    const violation = await contractViolation((init?.method ?? 'GET').toUpperCase(), url, response);
    if (violation) throw new Error(`The API broke its contract: ${violation}`);
    return response;
  };
  return {
    app,
    env,
    database,
    storage,
    request,
    dispose: async () => {
      if (owned) await database.dispose();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A test app with the demo content `npm start` seeds: 30+ trips by several authors, copied with
 * their pictures from the template the global setup seeded once.
 */
export async function createDemoApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = newDataDir();
  cpSync(inject('demoDataDir'), dataDir, { recursive: true });
  return appOn(await createTestDatabase('demo'), dataDir, overrides, true);
}

/** The published trips, newest first: the demo seed leaves the newest without readers' acts. */
export const newestPublished = (t: TestApp, limit = 1) =>
  t.database.db
    .select({ id: trip.id, slug: trip.slug, authorId: trip.authorId })
    .from(trip)
    .where(eq(trip.status, 'published'))
    .orderBy(desc(trip.publishedAt))
    .limit(limit);

/** A page's HTML as an anonymous reader gets it; any answer but 200 fails the test. */
export async function pageHtml(t: TestApp, path: string): Promise<string> {
  const response = await t.request(path);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

/** The API as a signed-in user calls it (`cookie`): the JSON answer; an answer of 300 or more fails the test, with its body. */
export const apiCall =
  (t: TestApp, cookie: string) =>
  // biome-ignore lint/suspicious/noExplicitAny: each test names the shape it reads
  async <Answer = any>(method: string, path: string, body?: unknown): Promise<Answer> => {
    const response = await t.request(path, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = await response.json();
    if (response.status >= 300)
      throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  };

/** A JSON resource of the API as one signed-in user reads and writes it (both set up before the tests run). */
export const resourceOf =
  (app: () => TestApp, path: string, cookie: () => string) => (method: string, body?: unknown) =>
    apiCall(app(), cookie())(method, path, body);

/** A page's form posted as the browser posts it, from the site's own origin; redirects are not followed. */
export const postForm = (t: TestApp, path: string, cookie: string, fields: Record<string, string>) =>
  t.request(path, {
    method: 'POST',
    headers: {
      origin: t.env.PUBLIC_URL,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
