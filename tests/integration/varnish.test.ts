import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { listeningApp } from '#tests/setup/listening-app.ts';
import { secondInstance } from '#tests/setup/second-instance.ts';
import { freePort } from '#tests/setup/server-process.ts';
import { createDemoApp, newestPublished, type TestApp } from '#tests/setup/test-app.ts';
import { startVarnish, varnishExample } from '#tests/setup/varnish.ts';

/** Asked for with this query, a instance's answer sets a cookie and still says `public`: Varnish must not keep it. */
const SETS_COOKIE = 'probe=set-cookie';

/** An instance listening on a port of its own; the paths that reached it. */
async function listen(t: TestApp) {
  const seen: string[] = [];
  const instance = await listeningApp(t, (req, res) => {
    seen.push(req.url ?? '');
    if (req.url?.includes(SETS_COOKIE)) res.setHeader('set-cookie', 'probe=1; Path=/');
  });
  return { ...instance, seen };
}

let a: TestApp;
let b: TestApp;
let instances: Awaited<ReturnType<typeof listen>>[] = [];
let varnish: Awaited<ReturnType<typeof startVarnish>> | undefined;
let site = '';
let tripId = '';
let tripPath = '';
beforeAll(async () => {
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  // Each instance purges this Varnish on every change (ADR 0069).
  const production = { PUBLIC_URL: site, TRUST_PROXY: '1', CACHE_PURGE_URLS: `${site}/` };
  a = await createDemoApp(production);
  b = await secondInstance(a, production);
  instances = await Promise.all([a, b].map(listen));
  varnish = await startVarnish(varnishExample(instances.map((instance) => instance.port)), port, `${site}/api/health`);
  const [newest] = await newestPublished(a);
  tripId = newest?.id ?? '';
  tripPath = `/trips/${newest?.slug}`;
}, 60_000);
afterAll(async () => {
  await varnish?.stop();
  await Promise.all(instances.map((instance) => instance.close()));
  await b?.dispose();
  await a?.dispose();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site}${path}`, { headers });
/** How many requests for `path` reached the instances together. */
const reached = (path: string) =>
  instances.reduce((sum, instance) => sum + instance.seen.filter((seen) => seen === path).length, 0);
/** Whether Varnish answered from its cache: its X-Varnish then names this request and the one that fetched. */
const cachedByVarnish = (xVarnish: string | null | undefined) => /^\d+ \d+$/.test(xVarnish ?? '');
const fromVarnish = (response: Response) => cachedByVarnish(response.headers.get('x-varnish'));

describe('Varnish in front of two instances (docs/varnish.vcl)', () => {
  it('keeps an anonymous page and answers it itself, without the surrogate keys', async () => {
    const first = await get(tripPath);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(first.headers.get('etag')).toMatch(/^(W\/)?"/);
    expect(first.headers.get('xkey')).toBeNull();
    const shared = await first.text();

    const second = await get(tripPath);
    expect(fromVarnish(second)).toBe(true);
    expect(second.headers.get('xkey')).toBeNull();
    expect(await second.text()).toBe(shared);
    expect(reached(tripPath)).toBe(1);

    // The instances' keys, as Varnish saw them: the trip, its author, every page.
    const direct = await a.request(tripPath);
    const keys = (direct.headers.get('xkey') ?? '').split(' ');
    expect(keys).toEqual(expect.arrayContaining(['pages', `trip-${tripId}`]));
    expect(keys.some((key) => key.startsWith('profile-'))).toBe(true);
    await direct.body?.cancel();
  });

  it("passes on the browser's encoding, brotli included, and keeps one response per encoding", async () => {
    // Node's own client, as fetch would ask for and undo compression itself.
    const encodingFor = (asked?: string) =>
      new Promise<{ encoding: string; cached: boolean }>((resolve, reject) => {
        http
          .get(`${site}${tripPath}`, { headers: asked ? { 'accept-encoding': asked } : {} }, (response) => {
            response.resume();
            resolve({
              encoding: response.headers['content-encoding'] ?? 'identity',
              cached: cachedByVarnish(String(response.headers['x-varnish'] ?? '')),
            });
          })
          .on('error', reject);
      });
    for (const [asked, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      [undefined, 'identity'],
    ] as const) {
      await encodingFor(asked);
      expect(await encodingFor(asked)).toEqual({ encoding, cached: true });
    }
  });

  it('shows a comment through Varnish within a second of its writing, whichever instance took it', async ({
    annotate,
  }) => {
    const cookie = await verifiedUser(a, 'carla@example.org', 'Carla');
    await get(tripPath);
    expect(fromVarnish(await get(tripPath))).toBe(true);

    const text = `Seen through Varnish ${Date.now()}`;
    const written = await b.request('/api/comment/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site, cookie },
      body: JSON.stringify({ commentOn: tripId, body: text }),
    });
    expect(written.status).toBe(200);
    const start = performance.now();
    let shown = false;
    while (!shown && performance.now() - start < 1_000) {
      shown = (await (await get(tripPath)).text()).includes(text);
      if (!shown) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const elapsed = Math.round(performance.now() - start);
    await annotate(`comment visible through Varnish after ${elapsed} ms`);
    expect(shown, `not shown within 1 s (${elapsed} ms)`).toBe(true);
    // And kept again afterwards.
    expect(fromVarnish(await get(tripPath))).toBe(true);
  });

  it('gives each signed-in reader their own page, never one kept, and keeps no response that sets a cookie', async () => {
    const readers = [
      { name: 'Rosalind', cookie: await verifiedUser(a, 'rosalind@example.org', 'Rosalind') },
      { name: 'Sebastian', cookie: await verifiedUser(b, 'sebastian@example.org', 'Sebastian') },
    ];
    await get(tripPath);
    for (let round = 0; round < 2; round++) {
      for (const [i, reader] of readers.entries()) {
        const page = await get(tripPath, { cookie: reader.cookie });
        expect(page.status).toBe(200);
        expect(fromVarnish(page)).toBe(false);
        expect(Number(page.headers.get('age') ?? 0)).toBe(0);
        expect(page.headers.get('cache-control') ?? '').not.toContain('public');
        expect(page.headers.get('xkey')).toBeNull();
        const html = await page.text();
        expect(html).toContain(reader.name);
        expect(html).not.toContain(readers[1 - i]?.name);
      }
    }
    // Anonymous readers still get the shared page, with neither name.
    const anonymous = await (await get(tripPath)).text();
    for (const reader of readers) expect(anonymous).not.toContain(reader.name);

    const probe = `/about?${SETS_COOKIE}`;
    for (let i = 0; i < 2; i++) {
      const answer = await get(probe);
      expect(answer.headers.get('set-cookie')).toBe('probe=1; Path=/');
      expect(fromVarnish(answer)).toBe(false);
      await answer.body?.cancel();
    }
    expect(reached(probe)).toBe(2);
  });

  it('forgets the pages a PURGE names by their keys', async () => {
    const purged = await fetch(`${site}/`, { method: 'PURGE', headers: { xkey: `trip-${tripId}` } });
    expect(purged.status).toBe(200);
    expect(await purged.text()).toContain('Invalidated');
    const page = await get(tripPath);
    expect(fromVarnish(page)).toBe(false);
    await page.body?.cancel();
  });
});
