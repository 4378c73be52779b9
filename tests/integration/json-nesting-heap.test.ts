import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectorOf } from '#tests/setup/inspector.ts';
import { deepJson } from '#tests/setup/openapi-fuzz.ts';
import { freePort, type ServerProcess, startServer } from '#tests/setup/server-process.ts';
import { residentMemory } from '../../bench/process-memory.ts';

/**
 * Issue 28: one deep body took the process down, by the stack on a cold process and, once the walk
 * was optimized, by a heap growing with the square of the depth. Here the real server runs with the
 * heap cap the issue met, and is held to a response below 500 and a heap that stays the same.
 */
const heapCapMiB = 192;
const warmUps = 300;
const deepRequests = 500;
/** What a few hundred requests may leave behind for good: caches, compiled code, counters. */
const heapGrowthBound = 8 * 1024 * 1024;
const rssGrowthBoundMiB = 50;

let dataDir = '';
let server: ServerProcess | undefined;
let inspector: Awaited<ReturnType<typeof inspectorOf>> | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'itinera-json-nesting-'));
  const port = await freePort();
  server = startServer(port, {
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'off',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapCapMiB} --inspect=127.0.0.1:0`,
  });
  await server.ready;
  inspector = await inspectorOf(server.output());
});
afterAll(async () => {
  inspector?.close();
  await server?.stop('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
});

const routes = ['/api/newsletter/subscriptions', '/api/auth/sign-in/email'];
/** The items in turn. */
const nth = <T>(items: readonly T[], index: number) => items[index % items.length] as T;

/** The status of the response, or 0 for none: the server gone, or no response in ten seconds. */
async function post(route: string, body: string) {
  const site = server?.url ?? '';
  try {
    const response = await fetch(`${site}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** What the server holds now: its heap after a full collection, and what the kernel counts. */
async function footprint() {
  const heap = (await inspector?.heapUsed()) ?? 0;
  const { rssMiB } = await residentMemory(server?.child.pid ?? 0);
  return { heap, rssMiB };
}

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

describe('the server under JSON bodies 5,000 and 100,000 levels deep', () => {
  it(`answers ${deepRequests} of them after a warm-up with 400, stays up, and its heap does not grow`, async () => {
    // Ordinary bodies, shallow ones with a NUL among them, warm the checks up as a day's traffic does.
    const ordinary = ['{"email":"ada@example.org","password":"a password"}', '{"email":["\\u0000"],"password":"x"}'];
    for (let index = 0; index < warmUps; index += 1)
      expect(await post(nth(routes, index), nth(ordinary, index))).toBeLessThan(500);
    const before = await footprint();

    const bottoms = ['"\\u0000"', '"\\ud800"', '{"k":"\\udfff"}', '"ada@example.org"'];
    const cases = routes.flatMap((route) =>
      [5000, 100_000].flatMap((depth) =>
        bottoms.map((bottom) => ({ route, body: `{"email":${deepJson(depth, bottom)}}` })),
      ),
    );
    const statuses = new Map<number, number>();
    for (let index = 0; index < deepRequests; index += 1) {
      const { route, body } = nth(cases, index);
      const status = await post(route, body);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      // A server that failed once fails the test: the rest would only take long to say so.
      if (status !== 400) break;
    }
    const after = await footprint();

    console.log(
      `json nesting: ${deepRequests} deep bodies answered ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `heap after collection ${mib(before.heap)} → ${mib(after.heap)} MiB, ` +
        `resident ${before.rssMiB} → ${after.rssMiB} MiB`,
    );
    expect(Object.fromEntries(statuses)).toEqual({ 400: deepRequests });
    expect(server?.child.exitCode).toBeNull();
    expect(after.heap - before.heap).toBeLessThan(heapGrowthBound);
    expect(after.rssMiB - before.rssMiB).toBeLessThan(rssGrowthBoundMiB);
  }, 120_000);
});
