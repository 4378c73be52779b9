import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let unset: TestApp;
let configured: TestApp;
let admin = '';
let member = '';
let configuredAdmin = '';
beforeAll(async () => {
  unset = await createTestApp({ ADMIN_EMAILS: 'boss@example.org' });
  admin = await verifiedUser(unset, 'boss@example.org', 'Boss');
  member = await verifiedUser(unset, 'ana@example.org', 'Ana');
  configured = await createTestApp({
    OPERATOR_NAME: 'Reisebüro Ada GmbH',
    OPERATOR_ADDRESS: 'Hauptstraße 1\\n10115 Berlin',
    OPERATOR_EMAIL: 'ada@example.org',
    ADMIN_EMAILS: 'boss@example.org',
    SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/reisebuero.ada',
    SOCIAL_PINTEREST_URL: 'https://www.pinterest.com/reisebueroada',
  });
  configuredAdmin = await verifiedUser(configured, 'boss@example.org', 'Boss');
}, 120_000);
afterAll(async () => {
  await unset.dispose();
  await configured.dispose();
});

const page = async (t: TestApp, path: string, cookie?: string) => {
  const response = await t.request(path, cookie ? { headers: { cookie } } : {});
  expect(response.status, path).toBe(200);
  return response.text();
};
const settings = 'OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL';

describe('the operator’s details on the imprint and the privacy page', () => {
  it('tell an admin which settings fill them while they are unset, in both languages', async () => {
    expect(await page(unset, '/imprint', admin)).toContain(`the operator’s details are incomplete. Set ${settings}`);
    expect(await page(unset, '/de/privacy-policy', admin)).toContain(`Setze ${settings} in der Konfiguration`);
  });

  it('show visitors and members no note and no placeholder line, also after an admin’s visit', async () => {
    await page(unset, '/imprint', admin);
    for (const cookie of [undefined, member]) {
      for (const path of ['/imprint', '/privacy-policy', '/de/imprint']) {
        const html = await page(unset, path, cookie);
        expect(html, path).not.toMatch(/OPERATOR_|incomplete|unvollständig/);
        expect(html, path).not.toMatch(/No postal address|Postal address|Postanschrift/);
      }
    }
  });

  it('show the configured details, and an admin no note once they are set', async () => {
    const html = await page(configured, '/imprint', configuredAdmin);
    expect(html).toContain('Reisebüro Ada GmbH');
    expect(html).toMatch(/Hauptstraße 1<\/span><span class="block">10115 Berlin/);
    expect(html).not.toContain('OPERATOR_');
  });
});

describe('the social links in the top bar, menu and footer', () => {
  const links = (html: string) => [...html.matchAll(/href="([^"]+)"[^>]*aria-label="Itinera on (\w+)"/g)];

  it('point at the accounts the settings name, and only those', async () => {
    const html = await page(configured, '/about');
    const named = links(html).map(([, href, network]) => `${network} ${href}`);
    expect(new Set(named)).toEqual(
      new Set([
        'Instagram https://www.instagram.com/reisebuero.ada',
        'Pinterest https://www.pinterest.com/reisebueroada',
      ]),
    );
    expect(html).not.toContain('facebook.com');
  });

  it('are left out while no account is set', async () => {
    for (const path of ['/', '/de/about']) {
      const html = await page(unset, path);
      expect(links(html), path).toEqual([]);
      expect(html, path).not.toMatch(/instagram\.com|facebook\.com|pinterest\.com/);
    }
  });
});
