import { type IncomingHttpHeaders, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '#server/db/schema/index.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { type ListeningApp, listeningApp } from '#tests/setup/listening-app.ts';
import { exchange } from '#tests/setup/raw-http.ts';
import { apiCall, createDemoApp, newestPublished, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
/** As server/index.ts runs it in production: every request through Node's server and Hono's chain. */
let site: ListeningApp;
let server: ListeningApp['server'];
let origin: string;
let trip: string;

beforeAll(async () => {
  t = await createDemoApp();
  site = await listeningApp(t);
  ({ server, origin } = site);
  trip = `/trips/${(await newestPublished(t))[0]?.slug}`;
});
afterAll(async () => {
  await site.close();
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

/** A response's headers but the date, whether it came from the cache, its request's id, and the seconds its copy has left. */
const steady = ({
  date,
  'x-cache': cache,
  'x-request-id': requestId,
  'cache-control': cacheControl,
  ...rest
}: IncomingHttpHeaders) => ({
  ...rest,
  'cache-control': cacheControl?.replace(/s-maxage=\d+/, 's-maxage=N'),
});

const decoded = (answer: Raw) => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
};

/** The security headers of every response (server/middleware/security-headers.ts). */
function expectSecurityHeaders(headers: IncomingHttpHeaders) {
  expect(headers).toMatchObject({
    'cross-origin-opener-policy': 'same-origin',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
  });
}

describe("cached pages through Node's server and the middleware chain", () => {
  it.each([
    ['no encoding', {}, undefined],
    ['gzip', { 'accept-encoding': 'gzip' }, 'gzip'],
    ['brotli', { 'accept-encoding': 'gzip, deflate, br' }, 'br'],
  ])('a trip page with %s: the repeat is a hit with the same headers and bytes', async (_coding, headers, encoding) => {
    const first = await raw(trip, headers);
    const again = await raw(trip, headers);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(steady(again.headers)).toEqual(steady(first.headers));
    expect(again.body.equals(first.body)).toBe(true);

    expect(again.headers['content-encoding']).toBe(encoding);
    expect(Number(again.headers['content-length'])).toBe(again.body.length);
    expect(decoded(again)).toContain('<html');
    // The trip page shows its budget in the reader's currency, a cookie (ADR 0081).
    expect(again.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(again.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(again.headers.etag).toMatch(/^W\/"/);
    expect(again.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(again.headers['content-security-policy']).not.toContain("'nonce-");
    expectSecurityHeaders(again.headers);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.headers['surrogate-control']).toBeUndefined();
  });

  it('answers a HEAD from the cached page with the headers of the GET and no body', async () => {
    await raw('/trips');
    const get = await raw('/trips');
    const head = await raw('/trips', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['x-cache']).toBe('HIT');
    expect(steady(head.headers)).toEqual(steady(get.headers));
  });

  it('answers an ETag it gave with 304 and no body, keeping the validators and security headers', async () => {
    await raw('/trips');
    const { headers } = await raw('/trips');
    const notModified = await raw('/trips', { 'if-none-match': String(headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(headers.etag);
    expect(notModified.headers.vary).toBe('Accept-Encoding');
    expect(notModified.headers['content-type']).toBeUndefined();
    expect(notModified.headers['x-cache']).toBe('HIT');
    expectSecurityHeaders(notModified.headers);
  });

  it('finds a page by its address as URLs normalise it, and refuses what is no URL', async () => {
    await raw('/trips');
    const kept = await raw('/trips');
    for (const address of ['/trips?', '/trips/../trips', '/./trips']) {
      const answer = await raw(address);
      expect(answer.headers['x-cache'], address).toBe('HIT');
      expect(steady(answer.headers), address).toEqual(steady(kept.headers));
    }
    const { bytes } = await exchange(server, ['GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n']);
    expect(bytes.toString('latin1')).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect((await raw('/trips')).status).toBe(200);
  });

  it('on / detects the language: English answered and remembered, German sent to /de', async () => {
    const english = { 'accept-language': 'en-GB,en;q=0.9' };
    await raw('/', english);
    const detected = await raw('/', english);
    expect(detected.status).toBe(200);
    expect(detected.headers['set-cookie']).toEqual(['lang=en; Max-Age=31536000; Path=/; SameSite=Lax']);
    // A response that sets the visitor's cookie is theirs alone.
    expect(detected.headers['cache-control']).toBe('private, max-age=0');
    expect(detected.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');

    const chosen = await raw('/', { cookie: 'lang=en' });
    expect(chosen.headers['x-cache']).toBe('HIT');
    expect(chosen.headers['set-cookie']).toBeUndefined();
    expect(chosen.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(chosen.headers['cache-control']).toMatch(/^public, /);
    expectSecurityHeaders(chosen.headers);

    for (const german of [{ 'accept-language': 'de-DE,de;q=0.9' }, { cookie: 'lang=de' }] as Record<string, string>[]) {
      const redirect = await raw('/', german);
      expect(redirect.status).toBe(302);
      expect(redirect.headers.location).toBe('/de');
    }
    await raw('/de');
    expect((await raw('/de')).headers['x-cache']).toBe('HIT');
  });

  it('gives the shared copy to no one else: signed in, other cookies, pages not kept', async () => {
    await raw(trip);
    const cookie = await verifiedUser(t, 'kept@example.org', 'Kept Reader');
    for (const headers of [{ cookie }, { cookie: 'something=else' }]) {
      const answer = await raw(trip, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control'] ?? '').not.toContain('public');
      expectSecurityHeaders(answer.headers);
    }
    const notCached = await raw('/no-such-page');
    expect(notCached.status).toBe(404);
    expect(notCached.headers['x-cache']).toBeUndefined();
  });

  it("keeps a public profile like the other public pages, with its member's key, and shows their edit after it", async () => {
    const cookie = await verifiedUser(t, 'profiled@example.org', 'Paula Profiled');
    const api = apiCall(t, cookie);
    await api('PUT', '/api/user/profile/edit', { alias: 'paula-roams', location: 'Porto' });
    const [member] = await t.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'profiled@example.org'));
    await expect.poll(async () => (await raw('/paula-roams')).headers['x-cache']).toBe('HIT');
    const kept = await raw('/paula-roams');
    expect(kept.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(String(kept.headers.xkey).split(' ')).toEqual(expect.arrayContaining(['pages', `profile-${member?.id}`]));
    expect(decoded(kept)).toContain('Porto');
    // Signed in, the member reads the page rendered for them, never the shared copy.
    expect((await raw('/paula-roams', { cookie })).headers['x-cache']).toBeUndefined();
    await api('PUT', '/api/user/profile/edit', { location: 'Lisbon' });
    await expect.poll(async () => decoded(await raw('/paula-roams'))).toContain('Lisbon');
  });

  it("fills a signed-in reader's parts into the shared trip page, as the trip route's handle asks, and renders other pages whole", async () => {
    await raw(trip);
    const cookie = await verifiedUser(t, 'parts@example.org', 'Petra Parts');
    // Her sign-up changed what pages show: the first reader after its notice renders the shared page
    // anew (on PostgreSQL the notice arrives a moment after the write's response).
    await expect.poll(async () => (await raw(trip, { cookie })).headers['x-cache']).toBe('MISS');
    const page = await raw(trip, { cookie });
    expect(page.headers['x-cache']).toBe('HIT');
    expect(page.body.toString()).toContain('Petra Parts');
    await raw('/about');
    const about = await raw('/about', { cookie });
    expect(about.headers['x-cache']).toBeUndefined();
    expect(about.body.toString()).toContain('Petra Parts');
  });
});
