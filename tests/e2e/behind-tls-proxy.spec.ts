import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginx } from '../setup/nginx.ts';
import { nginxExample } from '../setup/nginx-example.ts';
import { freePort, type ServerProcess, startServer } from '../setup/server-process.ts';
import { expect, type Page, test } from './fixtures.ts';
import { lastMailTo, linkIn } from './outbox.ts';

/**
 * Issue 28: nginx as docs/nginx-example.conf sets it up, ending TLS with a self-signed certificate,
 * in front of the production build on a database of this file's own (no demo content: it starts in
 * seconds), PUBLIC_URL being the https address Chromium uses. The forms go through it with and
 * without JavaScript, and one posted from another site is refused.
 */
test.describe.configure({ mode: 'serial' });
test.use({ ignoreHTTPSErrors: true });

const account = { name: 'Tessa', email: `tls-${Date.now()}@example.org`, password: 'a long enough password' };
let site = '';
let redirectPort = 0;
let dataDir = '';
let server: ServerProcess | undefined;
let proxy: Awaited<ReturnType<typeof startNginx>> | undefined;
let tripPath = '';

test.beforeAll(async () => {
  redirectPort = await freePort();
  const sitePort = await freePort();
  const upstream = await freePort();
  site = `https://localhost:${sitePort}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'itinera-tls-'));
  server = startServer(upstream, { PUBLIC_URL: site, TRUST_PROXY: '1', DATA_DIR: dataDir, DEMO_CONTENT: 'off' });
  await server.ready;
  const example = nginxExample({ redirectPort, sitePort, tls: true, upstreams: [upstream] });
  proxy = await startNginx(example, `http://127.0.0.1:${redirectPort}/`);
});
test.afterAll(async () => {
  await proxy?.stop();
  await server?.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A published trip of the signed-in reader's, made through the API as the wizard makes one. */
async function publishedTrip(page: Page) {
  const call = async (method: string, address: string, data?: unknown) => {
    const response = await page.request.fetch(`${site}/api${address}`, { method, headers: { origin: site }, data });
    expect(response.ok(), `${method} ${address}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const fields = { language: 'en', title: 'The coast by train', travelTypes: ['train'] };
  const { _id: id } = await call('POST', '/trip/create', fields);
  const places = [{ isNew: true, name: 'Lisbon', country: 'PT', duration: 3 }];
  await call('PUT', `/trip/${id}`, { ...fields, version: 1, description: 'Slow and by the sea.', places });
  const { slug } = await call('PATCH', `/trip/${id}/publish`);
  return `/trips/${slug}`;
}

async function signIn(page: Page) {
  await page.goto(`${site}/signin`);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

async function comment(page: Page, text: string) {
  await page.goto(`${site}${tripPath}`);
  const comments = page.getByRole('region', { name: /^Comments/ });
  await comments.getByRole('textbox', { name: 'Your comment' }).fill(text);
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await expect(comments.locator('p', { hasText: text })).toBeVisible();
}

/** Chooses the language on the settings page at `from`; saved, the page is shown again in it. */
async function saveLanguage(page: Page, from: string, to: { value: string; button: string; page: string }) {
  await page.goto(`${site}${from}`);
  const choice = page.getByRole('combobox', { name: /Preferred language|Bevorzugte Sprache/ });
  await choice.selectOption(to.value);
  await page.getByRole('button', { name: to.button }).click();
  await expect(page).toHaveURL(`${site}${to.page}`);
  await expect(choice).toHaveValue(to.value);
}

test('plain HTTP is sent to https', async () => {
  const answer = await fetch(`http://127.0.0.1:${redirectPort}/signin`, { redirect: 'manual' });
  expect(answer.status).toBe(301);
  expect(answer.headers.get('location')).toBe('https://127.0.0.1/signin');
});

test('with JavaScript: register, sign in, comment and save the settings', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto(`${site}/register`);
  // The "show password" toggle is there once React has hydrated the page.
  await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible();
  await page.getByLabel('Display name').fill(account.name);
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Almost there! Check your inbox');
  await expect.poll(() => lastMailTo(account.email, dataDir)).toBeTruthy();
  // The mailed link verifies and signs in; then signed out again (__Secure- cookies under https).
  await page.goto(`${site}${linkIn(lastMailTo(account.email, dataDir) ?? '', 'verify-email')}`);
  await expect(page.getByRole('banner').getByRole('button', { name: /Tessa/ })).toBeVisible();
  await context.clearCookies({ name: /itinera\./ });

  await signIn(page);
  await expect(page.getByRole('banner').getByRole('button', { name: /Tessa/ })).toBeVisible();
  tripPath = await publishedTrip(page);
  await comment(page, 'Was the night train on time?');
  await saveLanguage(page, '/account/setting', { value: 'de', button: 'Save language', page: '/de/account/setting' });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign in, comment and save the settings', async ({ page }) => {
    await signIn(page);
    await comment(page, 'And the ferry back?');
    await saveLanguage(page, '/de/account/setting', {
      value: 'en',
      button: 'Sprache speichern',
      page: '/account/setting',
    });
  });
});

test('a form posted from another site is refused, with one line in the log', async ({ page }) => {
  const other = 'https://elsewhere.example';
  const fields = Object.entries({ email: account.email, password: account.password })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  await page.route(`${other}/`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${site}/signin">${fields}<button>Win a trip</button></form>`,
    }),
  );
  await page.goto(`${other}/`);
  const answer = page.waitForResponse(`${site}/signin`);
  await page.getByRole('button', { name: 'Win a trip' }).click();
  expect((await answer).status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sent from another site');
  // Nothing happened: the reader is not signed in.
  await page.goto(`${site}/signin`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  const log = server?.output() ?? '';
  expect(log).toContain(`"msg":"Refused POST /signin from another site: Origin ${other}"`);
  expect(log).not.toContain('Unexpected error');
});
