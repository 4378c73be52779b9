import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, testPassword, verifiedUser } from '#tests/setup/accounts.ts';
import { recordLog } from '#tests/setup/log-lines.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

const site = 'https://itinera.example';
const credentials = { email: 'rosa@example.org', password: testPassword };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: site, TRUST_PROXY: '1' });
  await verifiedUser(t, credentials.email, 'Rosa');
});
afterAll(() => t.dispose());

let addresses = 0;
/** The sign-in form posted as a browser posts it, from an address of its own; redirects are not followed. */
const post = (target: string, headers: Record<string, string>) =>
  t.request(target, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `192.0.2.${++addresses}`,
      ...headers,
    },
    body: new URLSearchParams(credentials),
    redirect: 'manual',
  });

const signedIn = (response: Response) => cookieOf(response).includes('__Secure-itinera.session_token=');

describe('pages behind a proxy that ends TLS', () => {
  it('run their actions for a browser on the public origin, with and without JavaScript', async () => {
    // What an instance behind the proxy sees: plain HTTP with the proxy's Host, and the browser's https Origin.
    const headers = { origin: site, 'x-forwarded-proto': 'https' };
    const document = await post('http://itinera.example/signin', headers);
    expect(document.status).toBe(303);
    expect(signedIn(document)).toBe(true);
    const data = await post('http://127.0.0.1:3001/signin.data', headers);
    expect(data.status).toBe(202);
    expect(signedIn(data)).toBe(true);
  });
});

describe('writes from another site', () => {
  const foreign: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { origin: 'http://itinera.example' },
    { 'sec-fetch-site': 'cross-site' },
  ];

  it('are refused by the pages, in their language, and by the API, with one line in the log each', async () => {
    const stop = recordLog();
    for (const headers of foreign) {
      for (const [path, title] of [
        ['/signin', 'Sent from another site'],
        ['/signin.data', 'Sent from another site'],
        ['/de/signin', 'Von einer anderen Website gesendet'],
      ] as const) {
        const refused = await post(path, headers);
        expect(refused.status, path).toBe(403);
        expect(signedIn(refused)).toBe(false);
        expect(await refused.text()).toContain(`<h1>${title}</h1>`);
      }
      const api = await post('/api/does-not-exist', headers);
      expect(api.status).toBe(403);
      expect((await api.json()).error.code).toBe('FORBIDDEN');
    }
    const refusals = stop().filter((line) => line.msg.startsWith('Refused'));
    expect(refusals).toHaveLength(foreign.length * 4);
    expect(refusals[0]).toMatchObject({
      level: 'warn',
      msg: 'Refused POST /signin from another site: Origin https://evil.example',
    });
    expect(refusals.at(-1)?.msg).toBe('Refused POST /api/does-not-exist from another site: Sec-Fetch-Site cross-site');
  });

  it('pass from the site’s own pages and from clients without a browser', async () => {
    const own: Record<string, string>[] = [{ origin: site }, { 'sec-fetch-site': 'same-origin' }, {}];
    for (const headers of own) {
      expect(signedIn(await post('/signin', headers))).toBe(true);
      expect((await post('/api/does-not-exist', headers)).status).toBe(404);
    }
  });
});
