import { expect } from 'vitest';
import { type Site, verifiedUser } from '#tests/setup/accounts.ts';
import { freePort, type ServerProcess, startServer } from '#tests/setup/server-process.ts';

/** Demo content would spend most of each start drawing pictures; the faults are the same without it. */
const quickStart = { DEMO_CONTENT: 'off' };

/**
 * The real server on one set of data (`DATA_DIR`, and `DATABASE_URL` when given), started and
 * killed as often as a test likes, always on the same port and the same data.
 */
export async function serverOn(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const settings = { ...quickStart, DATA_DIR: dataDir, PUBLIC_URL: publicUrl, ...env };
  let current: ServerProcess | undefined;
  const site: Site = {
    env: { DATA_DIR: dataDir, PUBLIC_URL: publicUrl },
    // Redirects stay unfollowed, as in-process tests see them: the verification link's answer sets the cookie.
    request: (target, init) => fetch(`${publicUrl}${target}`, { redirect: 'manual', ...init }),
  };
  return {
    site,
    url: publicUrl,
    async start() {
      const started = startServer(port, settings);
      current = started;
      // A server that ends by itself failed: its output goes with the test's failure (tests/setup/guards.ts).
      void started.exited.then((code) => {
        if (current === started) console.error(`The server exited by itself (${code}):\n${started.output()}`);
      });
      await started.ready;
      return started;
    },
    process: () => current,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      const stopping = current;
      current = undefined;
      await stopping?.stop(signal);
    },
  };
}

export type FaultServer = Awaited<ReturnType<typeof serverOn>>;

/** A JSON write as the site's pages send it: same origin, the member's cookie. */
export const write = (site: Site, cookie: string, method: string, target: string, body: unknown, headers = {}) =>
  site.request(target, {
    method,
    headers: { 'content-type': 'application/json', origin: site.env.PUBLIC_URL, cookie, ...headers },
    body: JSON.stringify(body),
  });

/** A verified member who may create trips; their session cookie. */
export const author = (site: Site, email = `author-${Date.now()}@example.org`) =>
  verifiedUser(site, email, 'Fault Author');

/** Creates a draft trip; its id when the server acknowledged it, else the response's status. */
export async function createTrip(site: Site, cookie: string, title: string): Promise<string | number> {
  const response = await write(site, cookie, 'POST', '/api/trip/create', { language: 'en', title });
  if (response.status !== 201) return response.status;
  return ((await response.json()) as { _id: string })._id;
}

/** Every trip of `trips` (id to title) is there for its author, with the title it was written with. */
export async function expectTrips(site: Site, cookie: string, trips: Map<string, string>) {
  for (const [id, title] of trips) {
    const response = await site.request(`/api/trip/${id}`, { headers: { cookie } });
    expect(response.status, `acknowledged trip ${id} after the restart`).toBe(200);
    expect(((await response.json()) as { title: string }).title).toBe(title);
  }
}

export async function expectHealthy(url: string) {
  const health = await fetch(`${url}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
}
