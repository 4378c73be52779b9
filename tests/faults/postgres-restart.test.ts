import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPassword } from '#tests/setup/accounts.ts';
import { type PostgresCluster, startPostgresCluster } from '#tests/setup/postgres-cluster.ts';
import { author, createTrip, expectHealthy, type FaultServer, serverOn, write } from './site.ts';

const email = `reader-${Date.now()}@example.org`;
let cluster: PostgresCluster;
let server: FaultServer;
let cookie: string;
let tripId: string;

const dataDir = mkdtempSync(path.join(tmpdir(), 'itinera-outage-'));

beforeAll(async () => {
  cluster = await startPostgresCluster();
  server = await serverOn(dataDir, {
    DATABASE_URL: cluster.url,
    AUTH_SECRET: 'a fault-test secret of at least 32 characters',
  });
  await server.start();
  cookie = await author(server.site, email);
  tripId = String(await createTrip(server.site, cookie, 'Before the outage'));
});

afterAll(async () => {
  await server?.stop();
  await cluster?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

type Language = 'en' | 'de';
let sent = 0;

/** What readers and writers do: API reads and writes, a sign-in, pages signed in and out. */
function requests(language: Language) {
  const n = ++sent;
  const prefix = language === 'de' ? '/de' : '';
  const headers = { 'accept-language': language };
  const signedIn = { ...headers, cookie };
  const json = { ...headers, 'content-type': 'application/json', origin: server.url };
  const { request } = server.site;
  return {
    api: [
      () => request(`/api/trip/${tripId}`, { headers: signedIn }),
      () => request(`/api/trip/search?q=outage${n}`, { headers }),
      () => write(server.site, cookie, 'POST', '/api/trip/create', { language: 'en', title: `Trip ${n}` }, headers),
    ],
    // Ten a quarter of an hour from one address (docs/operations.md): not in the steady traffic.
    signIn: () =>
      request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, password: testPassword }),
      }),
    pages: [
      () => request(`${prefix}/search?q=outage${n}`, { headers }),
      () => request(`${prefix}/account/my-trips`, { headers: signedIn }),
    ],
  };
}

/** Every answer within 5 s: a request that hangs fails the test. */
async function answer(go: () => Promise<Response>) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no response within 5 s')), 5_000);
  });
  try {
    const response = await Promise.race([go(), timeout]);
    return { response, body: await response.text() };
  } finally {
    clearTimeout(timer);
  }
}

async function expectServing(language: Language = 'en') {
  const { api, signIn, pages } = requests(language);
  for (const { response, body } of await Promise.all([...api, signIn, ...pages].map(answer))) {
    expect(response.status, body).toBeLessThan(400);
  }
}

const titles = { en: 'Back in a moment', de: 'Gleich wieder da' };
const messages = { en: 'The site cannot answer right now', de: 'Die Website kann gerade nicht antworten' };

async function expectUnavailable(language: Language) {
  const { api, signIn, pages } = requests(language);
  const [apiResponses, pageResponses] = await Promise.all([
    Promise.all([...api, signIn].map(answer)),
    Promise.all(pages.map(answer)),
  ]);
  for (const { response, body } of [...apiResponses, ...pageResponses]) {
    expect(response.status, body).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    expect(body).not.toMatch(/ECONNREFUSED|\n\s+at |postgres|Drizzle|Failed query/i);
  }
  for (const { body } of apiResponses) {
    expect(JSON.parse(body)).toEqual({
      error: { code: 'UNAVAILABLE', message: expect.stringContaining(messages[language]) },
    });
  }
  for (const { response, body } of pageResponses) {
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(body).toContain(titles[language]);
  }
}

/** How one request of the steady traffic ended: its status, a 503 without Retry-After, or no response. */
async function outcome(go: () => Promise<Response>): Promise<string> {
  try {
    const { response } = await answer(go);
    return response.status === 503 && !response.headers.has('retry-after')
      ? '503 without Retry-After'
      : String(response.status);
  } catch (error) {
    return `no response: ${(error as Error).message}`;
  }
}

/** Readers and writers at once until stopped; how many requests ended each way. */
function load(workers: number) {
  const statuses = new Map<string, number>();
  let stopped = false;
  const worker = async (index: number) => {
    while (!stopped) {
      const { api, pages } = requests(index % 2 ? 'de' : 'en');
      for (const go of [...api, ...pages]) {
        const key = await outcome(go);
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
  return {
    async stop() {
      stopped = true;
      await done;
      return statuses;
    },
  };
}

describe('PostgreSQL stopped and started under a running server', () => {
  it('answers 503 with Retry-After meanwhile, in the reader’s language, and serves again by itself', async () => {
    const pid = server.process()?.child.pid;
    await expectServing();
    const traffic = load(8);
    await new Promise((resolve) => setTimeout(resolve, 300));

    // As a crash would: connections cut, no goodbye.
    cluster.stop('immediate');
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('10');
    for (const language of ['en', 'de'] as const) await expectUnavailable(language);

    cluster.start();
    const back = performance.now();
    await expectHealthy(server.url);
    await expectServing('de');
    const resumedMs = Math.round(performance.now() - back);
    const statuses = await traffic.stop();
    console.log(`Serving again ${resumedMs} ms after PostgreSQL accepted connections; answers under load:`, statuses);
    expect(statuses.get('503')).toBeGreaterThan(0);
    expect([...statuses.keys()].filter((status) => !/^(2\d\d|30\d|503)$/.test(status))).toEqual([]);
    expect(server.process()?.child.pid, 'the same server process').toBe(pid);
  });
});
