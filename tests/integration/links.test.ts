import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { crawl } from '#tests/setup/crawl.ts';
import { publishedTrip } from '#tests/setup/published-trip.ts';
import { createDemoApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * Every internal link a reader can reach must lead somewhere: a link to a page of a later issue
 * stays hidden until that page exists (issue 13, point 10).
 */

let t: TestApp;
let member = '';
let demoTrip = '';

/** Every link that answers 404 or fails, or points at an element id its page lacks, each with a page that links to it. */
async function brokenLinks(start: string[], cookie: string) {
  const { pages, linkedFrom, anchors, fetchPage } = await crawl(t, start, cookie);
  const broken = [...pages]
    .filter(([, { status }]) => status === 404 || status >= 500)
    .map(([path, { status }]) => `${path} answers ${status}, linked from ${linkedFrom.get(path)}`);
  for (const [link, from] of anchors) {
    const [path = '', id] = link.split('#');
    const { status, html } = await fetchPage(path);
    if (status === 200 && html && !html.includes(` id="${id}"`))
      broken.push(`${link} has no such id, linked from ${from}`);
  }
  return { broken, checked: pages.size };
}

beforeAll(async () => {
  t = await createDemoApp();
  member = await verifiedUser(t, 'links@example.org', 'Linda');
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await t.request(`/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie: member },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}`);
    return response.json() as Promise<{ _id: string; version: number; slug: string }>;
  };
  // A member with a profile link, a published trip and a draft, so the account pages list their links.
  await api('PUT', '/user/profile/edit', { alias: 'linda' });
  await publishedTrip(api);
  await api('POST', '/trip/create', { language: 'en', title: 'A draft' });
  const html = await (await t.request('/trips', { headers: { cookie: 'lang=en' } })).text();
  demoTrip = /href="(\/trips\/[^"/?]+)"/.exec(html)?.[1] ?? '';
}, 120_000);
afterAll(() => t.dispose());

const startPages = () =>
  ['/', '/trips', demoTrip, '/lena'].flatMap((path) => [path, path === '/' ? '/de' : `/de${path}`]);

describe('internal links', () => {
  it('none answers 404 for a visitor, in English and German', async () => {
    expect(demoTrip).toMatch(/^\/trips\//);
    const { broken, checked } = await brokenLinks(startPages(), '');
    expect(checked).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  }, 120_000);

  it('none answers 404 for a signed-in member with trips, in English and German', async () => {
    const { broken, checked } = await brokenLinks([...startPages(), '/linda', '/de/linda'], member);
    expect(checked).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  }, 120_000);
});
