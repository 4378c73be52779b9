import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, testPassword, verifiedUser } from '#tests/setup/accounts.ts';
import { listeningApp } from '#tests/setup/listening-app.ts';
import { startNginx } from '#tests/setup/nginx.ts';
import { nginxExample } from '#tests/setup/nginx-example.ts';
import { secondInstance } from '#tests/setup/second-instance.ts';
import { freePort } from '#tests/setup/server-process.ts';
import { createDemoApp, newestPublished, type TestApp } from '#tests/setup/test-app.ts';

type Seen = { path: string; host: string | undefined; forwardedFor: string | undefined };

/** An instance listening on a port of its own; what reached it. */
async function listen(t: TestApp) {
  const seen: Seen[] = [];
  const instance = await listeningApp(t, (req) => {
    seen.push({ path: req.url ?? '', host: req.headers.host, forwardedFor: req.headers['x-forwarded-for'] as string });
  });
  return { ...instance, seen };
}

let a: TestApp;
let b: TestApp;
let instances: Awaited<ReturnType<typeof listen>>[] = [];
let proxy: Awaited<ReturnType<typeof startNginx>> | undefined;
let site = '';
let tripPath = '';
beforeAll(async () => {
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  const production = { PUBLIC_URL: site, TRUST_PROXY: '1' };
  a = await createDemoApp(production);
  b = await secondInstance(a, production);
  instances = await Promise.all([a, b].map(listen));
  // Plain HTTP on the site's port: TLS has a test of its own (tests/e2e/behind-tls-proxy.spec.ts).
  const placement = { redirectPort: await freePort(), sitePort: port, tls: false };
  proxy = await startNginx(
    nginxExample({ ...placement, upstreams: instances.map((instance) => instance.port) }),
    `${site}/api/health`,
  );
  const [newest] = await newestPublished(a);
  tripPath = `/trips/${newest?.slug}`;
});
afterAll(async () => {
  await proxy?.stop();
  await Promise.all(instances.map((instance) => instance.close()));
  await b?.dispose();
  await a?.dispose();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site}${path}`, { headers });
/** How many requests for `path` reached each instance. */
const reached = (path: string) =>
  instances.map((instance) => instance.seen.filter((seen) => seen.path === path).length);
const signIn = (email: string, password: string, forwardedFor = '') =>
  fetch(`${site}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: site,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ email, password }),
  });

describe('nginx in front of two instances (docs/nginx-example.conf)', () => {
  it('spreads requests over both instances and passes the host', async () => {
    for (let i = 0; i < 4; i++) expect((await get('/api/health')).status).toBe(200);
    expect(reached('/api/health').every((n) => n >= 1)).toBe(true);
    const last = instances[0]?.seen.at(-1);
    expect(last?.host).toBe('127.0.0.1');
  });

  it('keeps a reader signed in whichever instance answers', async () => {
    await verifiedUser(a, 'zelda@example.org', 'Zelda');
    const signedIn = await signIn('zelda@example.org', testPassword);
    expect(signedIn.status).toBe(200);
    const cookie = cookieOf(signedIn);
    const before = reached('/api/user/settings');
    for (let i = 0; i < 4; i++) {
      const settings = await get('/api/user/settings', { cookie });
      expect(settings.status).toBe(200);
      expect(settings.headers.get('x-cache-status')).not.toBe('HIT');
    }
    const after = reached('/api/user/settings');
    expect(after.map((n, i) => n - (before[i] ?? 0) > 0)).toEqual([true, true]);
  });

  it('keeps anonymous pages as long as the instances allow, and never gives or keeps a signed-in reader’s page', async () => {
    const signedIn = await signIn('zelda@example.org', testPassword);
    const cookie = cookieOf(signedIn);

    const first = await get(tripPath);
    expect(first.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const second = await get(tripPath);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    const shared = await first.text();
    expect(await second.text()).toBe(shared);
    expect(shared).not.toContain('Zelda');
    expect(reached(tripPath).reduce((sum, n) => sum + n)).toBe(1);

    const member = await get(tripPath, { cookie });
    expect(member.headers.get('x-cache-status')).toBe('BYPASS');
    expect(member.headers.get('cache-control') ?? '').not.toContain('public');
    expect(await member.text()).toContain('Zelda');
    expect(reached(tripPath).reduce((sum, n) => sum + n)).toBe(2);

    // A page first asked for by a signed-in reader is not kept for the next anonymous one.
    const about = '/about';
    expect((await get(about, { cookie })).headers.get('x-cache-status')).toBe('BYPASS');
    expect((await get(about)).headers.get('x-cache-status')).toBe('MISS');
    expect((await get(about)).headers.get('x-cache-status')).toBe('HIT');
    expect((await get(about, { cookie: `lang=en; ${cookie}` })).headers.get('x-cache-status')).toBe('BYPASS');
    expect((await get(about, { cookie: 'flash=%7B%22variant%22%3A%22info%22%7D' })).headers.get('x-cache-status')).toBe(
      'BYPASS',
    );
  });

  it('gives the instances the client’s own address, whatever address the client claims', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++)
      statuses.push((await signIn(`nobody${i}@example.org`, 'wrong', `203.0.113.${i}`)).status);
    expect(statuses).toContain(429);
    const forwarded = new Set(instances.flatMap((instance) => instance.seen.map((seen) => seen.forwardedFor)));
    expect([...forwarded]).toEqual(['127.0.0.1']);
  });
});
