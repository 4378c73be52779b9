import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountSmallDisk } from '#tests/setup/small-disk.ts';
import { author, createTrip, expectHealthy, expectTrips, type FaultServer, serverOn, write } from './site.ts';

/** The embedded database takes about 60 MB, the server keeps 64 MB free (server/disk-space.ts). */
const disk = mountSmallDisk(192);
let server: FaultServer;
let cookie: string;
const saved = new Map<string, string>();

beforeAll(async () => {
  server = await serverOn(disk.dataDir);
  await server.start();
  cookie = await author(server.site);
});

afterAll(async () => {
  await server?.stop();
  disk.unmount();
});

async function saveTrip(title: string) {
  const id = await createTrip(server.site, cookie, title);
  expect(typeof id, `saving "${title}"`).toBe('string');
  saved.set(String(id), title);
}

const storageFull = {
  en: { message: 'The site has no space left to save this', title: 'Nothing could be saved' },
  de: { message: 'Die Website hat gerade keinen Platz', title: 'Nichts gespeichert' },
};

/** Writes get a clear 507 in the writer's language, through the API and a page's form; reads go on. */
async function expectWritesRefused() {
  for (const language of ['en', 'de'] as const) {
    const headers = { 'accept-language': language };
    const api = await write(server.site, cookie, 'POST', '/api/trip/create', { language, title: 'Too much' }, headers);
    expect(api.status).toBe(507);
    expect(await api.json()).toEqual({
      error: { code: 'INSUFFICIENT_STORAGE', message: expect.stringContaining(storageFull[language].message) },
    });
    const form = await server.site.request(`${language === 'de' ? '/de' : ''}/account/my-trips`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'intent=delete',
    });
    expect(form.status).toBe(507);
    const page = await form.text();
    expect(page).toContain(storageFull[language].title);
    expect(page).not.toMatch(/ENOSPC|\n\s+at /);
  }
  await expectTrips(server.site, cookie, saved);
  await expectHealthy(server.url);
}

describe('a full disk under DATA_DIR', () => {
  it('refuses writes with 507 while the disk is low or full, and saves again once there is room', async () => {
    await saveTrip('Before the disk filled up');
    disk.fill(16 * 1024 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // The server looks at the free space once a second.
    await expectWritesRefused();
    disk.fill();
    expect(disk.free()).toBe(0);
    await expectWritesRefused();

    disk.empty();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await saveTrip('After the disk was emptied');
  });

  it('stops the embedded database cleanly when its WAL cannot grow, and starts again intact once there is room', async () => {
    await server.stop();
    const [tripId] = saved.keys();
    const probe = await promisify(execFile)(
      process.execPath,
      [
        '--disable-warning=ExperimentalWarning',
        'tests/faults/pglite-panic.ts',
        disk.dataDir,
        disk.filler(),
        String(tripId),
      ],
      { timeout: 30_000 },
    );
    const outcome = JSON.parse(probe.stdout.trim().split('\n').at(-1) ?? '{}');
    // The write fails with PostgreSQL's PANIC; PGlite is not asked again (it would hang its process),
    // every later statement fails at once as the database being away.
    expect(outcome).toMatchObject({
      write: { fault: expect.stringMatching(/^(INSUFFICIENT_STORAGE|UNAVAILABLE)$/), severity: 'PANIC' },
      stopped: true,
      after: { fault: 'UNAVAILABLE' },
      closed: true,
    });
    expect(outcome.after.ms).toBeLessThan(100);

    disk.empty();
    await server.start();
    await expectHealthy(server.url);
    await expectTrips(server.site, cookie, saved);
    await saveTrip('After the restart');
  });
});
