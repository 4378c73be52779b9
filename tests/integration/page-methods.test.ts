import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, recordLog } from '#tests/setup/log-lines.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

/** What the server wrote to its log meanwhile, but the line of each request (an error fails the test by itself: guards.ts). */
function logged() {
  const stop = recordLog();
  return () => messages(stop());
}

describe('a form posted to a page that takes none (a bot’s POST)', () => {
  it.each([
    ['/about', 'Not possible on this page'],
    ['/trips', 'Not possible on this page'],
    ['/de/trips', 'Auf dieser Seite nicht möglich'],
  ])('%s answers 405 with a translated page and Allow, and logs one short line', async (path, title) => {
    const log = logged();
    const response = await t.request(path, {
      method: 'POST',
      headers: { origin: t.env.PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=bot',
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.text()).toContain(title);
    expect(log()).toEqual([`Page POST ${path} answered 405`]);
  });

  it('a method React Router does not know gets the same, and a page that takes a form allows POST', async () => {
    const log = logged();
    const response = await t.request('/de/contact', { method: 'OPTIONS' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(await response.text()).toContain('Auf dieser Seite nicht möglich');
    expect(log()).toEqual(['Page OPTIONS /de/contact answered 405']);
  });
});
