import { expect, expectNoAxeViolations, keepOffline, type Page, test } from './fixtures.ts';
import { signedInNewUser } from './outbox.ts';

/** Every address the service worker's caches hold, on this device. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) addresses.push(new URL(request.url).pathname);
    }
    return addresses;
  });

async function openTrip(page: Page, query: string) {
  await page.goto(`/search?q=${query}`);
  await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  return {
    title: (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
    path: new URL(page.url()).pathname,
  };
}

test('a reader keeps a trip and reads it offline with its pictures and its map; other pages say what is kept', async ({
  page,
  context,
}) => {
  const trip = await openTrip(page, 'Sahara');
  await keepOffline(
    page,
    'Keep for offline reading',
    'Kept on this device: you can read this trip without a connection.',
  );
  await expect(page.getByRole('button', { name: 'Remove from this device' })).toBeVisible();
  await expectNoAxeViolations(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(trip.title);
  // The cover, from the kept pictures.
  await expect
    .poll(() =>
      page
        .locator('main img')
        .first()
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  // The map's outline: Leaflet draws the countries as paths in its SVG, from the kept code and shapes.
  const map = page.getByRole('region', { name: /map/i });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('svg path').first()).toBeAttached();
  expect(await map.locator('svg path').count()).toBeGreaterThan(20);

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trips kept on this device');
  await expect(page.getByText('You are offline. The trips below open without a connection.')).toBeVisible();
  await expect(page.getByText(/These trips take [\d.,]+ (kB|MB) on this device\./)).toBeVisible();
  await page.getByRole('link', { name: trip.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(trip.title);

  await context.setOffline(false);
  await page.goto('/offline');
  await expect(page.getByText('You are offline.')).toBeHidden();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Remove ${trip.title} from this device` }).press('Enter');
  await expect(page.getByText(`${trip.title} was removed from this device.`)).toBeFocused();
  await expect(page.getByText('No trips are kept on this device yet.')).toBeVisible();
  expect(await cachedAddresses(page)).not.toContain(trip.path);
});

test('a member’s saved trips are kept on their device in German, and nothing of theirs stays after sign-out', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signedInNewUser(page, baseURL as string, 'Keeperina');
  await openTrip(page, 'Sahara');
  await page.getByRole('button', { name: 'Save trip', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

  await page.goto('/de/account/saved-trips');
  await expect(page.getByText('1 gemerkte Reise ist auf diesem Gerät offline lesbar.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Auf diesem Gerät gespeicherte Reisen' }).click();
  // Kept in the page's language, under the German page's own address.
  const kept = page.getByRole('listitem').filter({ hasText: 'Aus deinen gemerkten Reisen' });
  await expect(kept).toHaveCount(1);
  const keptPath = (await kept.getByRole('link').getAttribute('href')) ?? '';
  expect(keptPath).toMatch(/^\/de\/trips\//);
  await expectNoAxeViolations(page);
  const addresses = await cachedAddresses(page);
  expect(addresses).toContain(keptPath);
  // Kept as anyone gets the page: not with the member's name and buttons.
  const keptPage = await page.evaluate(async (path) => (await caches.match(path))?.text(), keptPath);
  expect(keptPage).toContain('<h1');
  expect(keptPage).not.toContain('Keeperina');
  // Only trip pages, their pictures and the site's code: never an account, admin or editor page.
  expect(addresses.filter((address) => /account|admin|\/edit$|create|signin|register/.test(address))).toEqual([]);

  // The page signs out by itself once its script runs.
  await page.goto('/signing-out');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/offline');
  await expect(page.getByText('No trips are kept on this device yet.')).toBeVisible();
  // The list is the worker's index; the kept page itself may leave the cache a moment later.
  await expect.poll(() => cachedAddresses(page)).not.toContain(keptPath);
});

test('a kept trip is brought up to date when it is read online again', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await signedInNewUser(page, baseURL as string, 'Reviser');
  // Not the trip other tests read: a published copy of it would be among its related trips.
  await openTrip(page, 'Jordan');
  await page.getByRole('button', { name: 'Use this trip' }).click();
  await expect(page).toHaveURL(/\/trips\/[^/]+\/edit/);
  // The wizard names the copy by its slug; the API's calls take its id.
  const slug = new URL(page.url()).pathname.split('/')[2];
  const { _id: id } = await (await page.request.get(`/api/trip/${slug}?slug=true`)).json();
  const headers = { origin: baseURL as string };
  expect((await page.request.patch(`/api/trip/${id}/publish`, { headers })).status()).toBe(200);
  await page.goto(`/trips/${id}`);
  const path = new URL(page.url()).pathname;
  await keepOffline(
    page,
    'Keep for offline reading',
    'Kept on this device: you can read this trip without a connection.',
  );

  const trip = await (await page.request.get(`/api/trip/${id}?language=en`)).json();
  const title = `${trip.title} (revised)`;
  expect((await page.request.put(`/api/trip/${id}`, { headers, data: { ...trip, title } })).status()).toBe(200);
  // Read online again (the browser may show its own copy for half a minute, stale-while-revalidate).
  await page.goto(path);
  await expect
    .poll(() => page.evaluate(async (kept) => (await (await caches.match(kept))?.text()) ?? '', path))
    .toContain(title);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await context.setOffline(false);
  expect((await page.request.delete(`/api/trip/${id}`, { headers })).status()).toBe(200);
});
