import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptPageAnswerer, withCachedPages } from '#server/fast-pages.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { exchange } from '#tests/setup/raw-http.ts';
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
    withCachedPages(keptPageAnswerer(t.app.pages, t.env), (req, res) => {
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

/** A request as a browser sends it over the wire; bodies stay as they travel (compressed). */
const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Raw>((resolve, reject) => {
    request(`${origin}${path}`, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

/** The first line of the server's answer to `bytes` sent as they are. */
const statusLine = async (bytes: string) =>
  (await exchange(server, [bytes])).bytes.toString('latin1').split('\r\n')[0] ?? '';

/** What the server answered, without what Node's server adds to every answer itself; Set-Cookie as Headers joins it. */
const own = (headers: IncomingHttpHeaders) => {
  const { date, connection, 'keep-alive': keepAlive, 'transfer-encoding': chunked, ...rest } = headers;
  return { ...rest, ...(rest['set-cookie'] ? { 'set-cookie': rest['set-cookie'].join(', ') } : {}) };
};

/** The same request answered through the whole Hono app, in-process. */
async function throughHono(path: string, headers: Record<string, string>, method = 'GET') {
  const response = await t.app.request(`${t.env.PUBLIC_URL}${path}`, { headers, method });
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

  it('answers a HEAD with the headers of the GET and no body, as Hono does', async () => {
    await kept('/trips');
    const before = handedOn;
    const fast = await raw('/trips', {}, 'HEAD');
    expect(handedOn).toBe(before);
    expect(fast.status).toBe(200);
    expect(fast.body.length).toBe(0);
    const slow = await throughHono('/trips', {}, 'HEAD');
    expect(slow.headers['x-cache']).toBe('HIT');
    expect(own(fast.headers)).toEqual(slow.headers);
  });

  it('finds a page by its address as URLs normalise it, and hands on what is no URL', async () => {
    await kept('/trips');
    for (const address of ['/trips?', '/trips/../trips', '/./trips']) {
      const before = handedOn;
      const fast = await raw(address);
      expect(handedOn).toBe(before);
      expect(fast.headers['x-cache']).toBe('HIT');
      expect(own(fast.headers)).toEqual((await throughHono('/trips', {})).headers);
    }
    const before = handedOn;
    expect(await statusLine('GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 [45]\d\d /,
    );
    expect(handedOn).toBe(before + 1);
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
