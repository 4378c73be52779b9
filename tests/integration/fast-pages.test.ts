import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCachedPages } from '#server/fast-pages.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createDemoApp, newestPublished, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let server: Server;
let origin: string;
/** Requests the fast path handed on to Hono. */
let handedOn = 0;
let trip: string;

beforeAll(async () => {
  t = await createDemoApp();
  const hono = getRequestListener(t.app.fetch);
  server = createServer(
    withCachedPages(t.app.pages, t.env, (req, res) => {
      handedOn++;
      void hono(req, res);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  trip = `/trips/${(await newestPublished(t))[0]?.slug}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.dispose();
});

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A GET as a browser sends it over the wire; bodies stay as they travel (compressed). */
const raw = (path: string, headers: Record<string, string> = {}) =>
  new Promise<Raw>((resolve, reject) => {
    get(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

/** What the server answered, without what Node's server adds to every answer itself; Set-Cookie as Headers joins it. */
const own = (headers: IncomingHttpHeaders) => {
  const { date, connection, 'keep-alive': keepAlive, 'transfer-encoding': chunked, ...rest } = headers;
  return { ...rest, ...(rest['set-cookie'] ? { 'set-cookie': rest['set-cookie'].join(', ') } : {}) };
};

/** The same request answered through the whole Hono app, in-process. */
async function throughHono(path: string, headers: Record<string, string>) {
  const response = await t.app.request(`${t.env.PUBLIC_URL}${path}`, { headers });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** The page's first answer renders it and stores it; the page cache then compresses it once per coding. */
async function kept(path: string, headers: Record<string, string> = {}) {
  await raw(path, headers);
  await raw(path, headers);
}

describe("Node's server answers kept pages itself", () => {
  it.each([
    ['no coding', {}],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['brotli', { 'accept-encoding': 'gzip, deflate, br' }],
  ])('a trip page with %s: the same status, headers and bytes as Hono answers', async (_coding, headers) => {
    await kept(trip, headers);
    const before = handedOn;
    const fast = await raw(trip, headers);
    expect(handedOn).toBe(before);
    const slow = await throughHono(trip, headers);
    expect(fast.status).toBe(200);
    expect(slow.headers['x-cache']).toBe('HIT');
    expect(own(fast.headers)).toEqual(slow.headers);
    expect(fast.body.equals(slow.body)).toBe(true);
  });

  it('answers an ETag it gave with 304, as Hono does', async () => {
    await kept('/trips');
    const { headers } = await raw('/trips');
    const revalidate = { 'if-none-match': String(headers.etag) };
    const before = handedOn;
    const fast = await raw('/trips', revalidate);
    expect(handedOn).toBe(before);
    expect(fast.status).toBe(304);
    expect(fast.body.length).toBe(0);
    expect(own(fast.headers)).toEqual((await throughHono('/trips', revalidate)).headers);
  });

  it('on / detects the language as Hono does: English answered and remembered, German sent to /de', async () => {
    const english = { 'accept-language': 'en-GB,en;q=0.9' };
    await kept('/', english);
    const before = handedOn;
    const fast = await raw('/', english);
    expect(handedOn).toBe(before);
    expect(fast.headers['set-cookie']).toEqual(['lang=en; Max-Age=31536000; Path=/; SameSite=Lax']);
    // An answer that sets the visitor's cookie is theirs alone.
    expect(fast.headers['cache-control']).toBe('private, max-age=0');
    expect(own(fast.headers)).toEqual((await throughHono('/', english)).headers);

    const chosen = await raw('/', { cookie: 'lang=en' });
    expect(chosen.headers['set-cookie']).toBeUndefined();
    expect(chosen.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(chosen.headers['cache-control']).toMatch(/^public, /);

    for (const german of [{ 'accept-language': 'de-DE,de;q=0.9' }, { cookie: 'lang=de' }] as Record<string, string>[]) {
      const redirect = await raw('/', german);
      expect(redirect.status).toBe(302);
      expect(redirect.headers.location).toBe('/de');
    }
  });

  it('hands every other request on: signed in, other cookies, other methods, pages not kept', async () => {
    await kept(trip);
    const cookie = await verifiedUser(t, 'fast@example.org', 'Fast Reader');
    for (const headers of [{ cookie }, { cookie: 'something=else' }]) {
      const before = handedOn;
      expect((await raw(trip, headers)).status).toBe(200);
      expect(handedOn).toBe(before + 1);
    }
    const before = handedOn;
    const notKept = await raw('/no-such-page');
    expect(notKept.status).toBe(404);
    expect(handedOn).toBe(before + 1);
  });
});
