import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { loadEnv } from '#server/env.ts';
import { createObservability, serveMetrics } from '#server/observability/observe.ts';
import { createStorage } from '#server/storage/index.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { freePort } from '#tests/setup/server-process.ts';
import { createTestDatabase } from '#tests/setup/test-database.ts';

const build = (await import(path.resolve('build/server/index.js'))) as ServerBuild;

type Line = Record<string, unknown> & { level: string; msg: string };

const TOKEN = 'a-metrics-token-long-enough';

/** The real app as createTestApp builds it, with its log lines read from a destination of the test's own. */
async function observedApp(overrides: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'itinera-data-'));
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', ...overrides });
  const lines: Line[] = [];
  const observability = createObservability(env, database, {
    destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
  const app = createApp(env, database, {
    build,
    clientDir: path.resolve('build/client'),
    mode: 'production',
    storage: createStorage(env),
    observability,
  });
  const request = async (target: string, init?: RequestInit) => app.request(`${env.PUBLIC_URL}${target}`, init);
  return { app, env, database, lines, observability, request };
}

type ObservedApp = Awaited<ReturnType<typeof observedApp>>;

let t: ObservedApp;
beforeAll(async () => {
  t = await observedApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY: '1' });
});
afterAll(() => t.database.dispose());

let lastIp = 0;
const signIn = (email: string, password: string) =>
  t.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: t.env.PUBLIC_URL,
      // Each from an address of its own, so that only the account's lock refuses them.
      'x-forwarded-for': `203.0.113.${++lastIp}`,
    },
    body: JSON.stringify({ email, password }),
  });

/** The request lines logged since `from`. */
const requestLines = (from = 0) => t.lines.slice(from).filter((line) => line.msg === 'request');

const metrics = async (authorization?: string) =>
  t.request('/metrics', authorization ? { headers: { authorization } } : undefined);

/** The value of one sample of the Prometheus text, 0 when it is not there yet. */
function sample(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((row) => row.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('the request log', () => {
  it('has one JSON line per request, a cached page’s too, with its id, route, status, duration and cache', async () => {
    const from = t.lines.length;
    const first = await t.request('/about');
    const again = await t.request('/about');
    expect(again.headers.get('x-cache')).toBe('HIT');
    const api = await t.request('/api/trip/no-such-trip');
    expect(api.status).toBe(404);
    await t.request('/de/blog/no-such-post?utm_source=someone%40example.org');
    await t.request('/search?q=Rome');

    const lines = requestLines(from);
    expect(lines.map(({ method, route, status }) => [method, route, status])).toEqual([
      ['GET', '/about', 200],
      ['GET', '/about', 200],
      ['GET', '/api/trip/:id', 404],
      ['GET', '/de/blog/:slug', 404],
      ['GET', '/search', 200],
    ]);
    expect(lines.map((line) => line.cache)).toEqual([
      first.headers.get('x-cache'),
      'HIT',
      undefined,
      undefined,
      'MISS',
    ]);
    for (const line of lines) {
      expect(line.level).toBe('info');
      expect(typeof line.time).toBe('string');
      expect(line.durationMs).toBeGreaterThanOrEqual(0);
      expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(lines.slice(0, 3).map((line) => line.reqId)).toEqual(
      [first, again, api].map((response) => response.headers.get('x-request-id')),
    );
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(lines.length);
    // No query, no slug, no id of the request in the log.
    const logged = JSON.stringify(lines);
    for (const word of ['Rome', 'example.org', 'no-such-trip', 'no-such-post', 'utm_source']) {
      expect(logged).not.toContain(word);
    }
  });

  it('keeps an incoming X-Request-Id that is a short safe token, and replaces any other', async () => {
    const kept = await t.request('/api/health', { headers: { 'x-request-id': 'nginx-4f2a9c.17' } });
    expect(kept.headers.get('x-request-id')).toBe('nginx-4f2a9c.17');
    expect(t.lines.at(-1)).toMatchObject({ reqId: 'nginx-4f2a9c.17', route: '/api/health', status: 200 });
    for (const given of ['a b', 'x'.repeat(65), '<script>', 'id\u00e9']) {
      const replaced = await t.request('/api/health', { headers: { 'x-request-id': given } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(t.lines.at(-1))).not.toContain(given);
    }
  });

  it('names who asked only as a hash of their id, once the request read their session', async () => {
    const cookie = await verifiedUser(t, 'watched@example.org');
    const from = t.lines.length;
    await t.request('/api/health', { headers: { cookie } });
    await t.request('/api/health');
    const [signedIn, anonymous] = requestLines(from);
    expect(signedIn?.user).toMatch(/^[\w-]{16}$/);
    expect(anonymous?.user).toBeUndefined();
    await t.request('/api/health', { headers: { cookie } });
    expect(t.lines.at(-1)?.user).toBe(signedIn?.user);
    const logged = JSON.stringify(t.lines);
    expect(logged).not.toContain('watched');
  });

  it('logs a failed sign-in as the route it came to, and no address', async () => {
    const from = t.lines.length;
    expect((await signIn('nobody@example.org', 'wrong password')).status).toBe(401);
    expect(requestLines(from)).toMatchObject([{ method: 'POST', route: '/api/auth/sign-in/email', status: 401 }]);
    expect(JSON.stringify(t.lines.slice(from))).not.toContain('nobody');
  });
});

describe('/metrics', () => {
  it('answers 404 without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const response = await metrics(authorization);
      expect(response.status, authorization).toBe(404);
      expect(await response.text()).not.toContain('itinera_');
    }
  });

  it('counts requests by route and status, their durations, the page cache, sign-in failures and lockouts', async () => {
    const before = await (await metrics(`Bearer ${TOKEN}`)).text();
    await t.request('/faq');
    await t.request('/faq');
    // Ten failures lock the account; the eleventh attempt is refused without a check.
    for (let i = 0; i < 10; i++) expect((await signIn('locked@example.org', `guess ${i}`)).status).toBe(401);
    expect((await signIn('locked@example.org', 'one more')).status).toBe(429);

    const response = await metrics(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const after = await response.text();
    const moved = (name: string, labels = '') => sample(after, name, labels) - sample(before, name, labels);

    const faq = 'method="GET",route="/faq",status="200"';
    expect(moved('itinera_http_requests_total', faq)).toBe(2);
    expect(moved('itinera_http_request_duration_seconds_count', faq)).toBe(2);
    expect(sample(after, 'itinera_http_request_duration_seconds_bucket', `le="+Inf",${faq}`)).toBe(2);
    expect(moved('itinera_page_cache_requests_total', 'result="hit"')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'itinera_page_cache_requests_total', 'result="miss"')).toBeGreaterThanOrEqual(1);
    const signIns = 'method="POST",route="/api/auth/sign-in/email"';
    expect(moved('itinera_http_requests_total', `${signIns},status="401"`)).toBe(10);
    expect(moved('itinera_http_requests_total', `${signIns},status="429"`)).toBe(1);
    expect(moved('itinera_sign_in_failures_total')).toBe(10);
    expect(moved('itinera_sign_in_lockouts_total')).toBe(1);
    expect(moved('itinera_db_query_duration_seconds_count', `database="${t.database.kind}"`)).toBeGreaterThan(0);
    // Node's own, and the queues counted at the scrape.
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(after).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(after).toMatch(/^itinera_comment_mail_queue 0$/m);
    expect(after).toMatch(/^itinera_newsletter_queue 0$/m);
  });

  it('is off (404) when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const off = await observedApp();
    try {
      expect((await off.request('/metrics')).status).toBe(404);
      expect((await off.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await off.database.dispose();
    }
  });

  it('is served on METRICS_PORT alone when that is set, and not on the site’s port', async () => {
    const port = await freePort();
    const apart = await observedApp({ METRICS_PORT: String(port), HOST: '127.0.0.1' });
    let server: Server | null = null;
    try {
      expect((await apart.request('/metrics')).status).toBe(404);
      server = serveMetrics(apart.observability, apart.env);
      await new Promise((resolve) => server?.once('listening', resolve));
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('itinera_http_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      // With a token too, the metrics port asks for it.
      const both = createObservability({ ...apart.env, METRICS_TOKEN: TOKEN }, apart.database);
      expect((await both.metricsFetch(new Request('http://metrics/metrics'))).status).toBe(404);
      const authorised = new Request('http://metrics/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect((await both.metricsFetch(authorised)).status).toBe(200);
    } finally {
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
      await apart.database.dispose();
    }
  });
});

describe('readiness', () => {
  it('is 200 while the database answers SELECT 1', async () => {
    const response = await t.request('/api/health/ready');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('is 503 with Retry-After once the database is gone, while liveness is answered', async () => {
    const gone = await observedApp();
    await gone.database.dispose();
    const response = await gone.request('/api/health/ready');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    expect((await response.json()).error.code).toBe('UNAVAILABLE');
    expect(gone.lines.at(-1)).toMatchObject({ route: '/api/health/ready', status: 503 });
  });
});
