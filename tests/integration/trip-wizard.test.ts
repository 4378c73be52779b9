import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let author = '';
let other = '';
let tripId = '';

beforeAll(async () => {
  t = await createTestApp();
  author = await verifiedUser(t, 'author@example.org', 'Ada');
  other = await verifiedUser(t, 'other@example.org', 'Olu');
  const created = await t.request('/api/trip/create', {
    method: 'POST',
    headers: { cookie: author, 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'en', title: 'Lofoten in winter' }),
  });
  tripId = (await created.json())._id;
});
afterAll(() => t.dispose());

const page = (path: string, cookie = '') => t.request(path, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
const modulesOf = (html: string) => [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);

describe('trip wizard pages', () => {
  it('send a signed-out visitor to sign in and back', async () => {
    for (const path of ['/trips/create', `/de/trips/${tripId}/edit?language=de`]) {
      const response = await page(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toContain(`relay=${encodeURIComponent(path)}`);
    }
  });

  it('open for the author only; anyone else is sent to the 404 page', async () => {
    expect((await page(`/trips/${tripId}/edit?language=en`, author)).status).toBe(200);
    const foreign = await page(`/de/trips/${tripId}/edit?language=en`, other);
    expect(foreign.headers.get('location')).toBe('/de/not-found');
    expect((await page('/trips/no-such-trip/edit', author)).headers.get('location')).toBe('/not-found');
  });

  it("carry the wizard's script, which no other page loads", async () => {
    const wizard = modulesOf(await (await page('/trips/create?language=en', author)).text());
    const own = wizard.filter((href) => href?.includes('trip-wizard'));
    expect(own.length).toBeGreaterThan(0);
    for (const path of ['/tripoftheday', '/trips', '/de/trips']) {
      const response = await page(path, `${author}; lang=en`);
      expect(response.status, path).toBe(200);
      const modules = modulesOf(await response.text());
      expect(modules.length, path).toBeGreaterThan(0);
      expect(
        modules.filter((href) => own.includes(href)),
        path,
      ).toEqual([]);
    }
  });
});
