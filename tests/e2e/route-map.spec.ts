import { expect, expectNoAxeViolations, type Page, test } from './fixtures.ts';

/** The demo trip by train from Porto up the Douro to Pinhão and on to Coimbra: three stations, two legs. */
async function douroTrip(page: Page, prefix: string) {
  await page.goto(`${prefix}/search?q=Douro`);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: 'Coimbra' }).first();
  const href = await card.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/\/trips\/porto-/);
  return href ?? '';
}

async function expectRoute(page: Page, mapName: string) {
  const map = page.getByRole('region', { name: mapName });
  await map.scrollIntoViewIfNeeded();
  // One great-circle line per leg in the style of its transport, one numbered marker per station.
  await expect(map.locator('path.route-map-leg')).toHaveCount(2);
  await expect(map.locator('path.route-map-leg-rail')).toHaveCount(2);
  await expect(map.locator('.route-map-marker')).toHaveCount(3);
  await expect(map.locator('.route-map-marker-link')).toHaveText(['1', '2', '3']);
  // White numbers on the teal disc, not Leaflet's blue for links in the map.
  await expect(map.locator('.route-map-marker-link').first()).toHaveCSS('color', 'rgb(255, 255, 255)');
  return map;
}

test('the trip map draws the legs and numbered stations that lead to their description, in English', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const path = await douroTrip(page, '');
  // Opened directly: served without React (ADR 0018), the map drawn by the page's small script.
  await page.goto(path);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  await expect(page.getByText(/^≈ \d+ km as the crow flies$/)).toBeVisible();
  await expect(page.getByText(/≈ \d+ km as the crow flies to Coimbra · Train$/)).toBeVisible();
  const map = await expectRoute(page, 'Map of the route');
  await expect(page.getByRole('list', { name: 'Lines on the map' })).toContainText('Train');
  await expectNoAxeViolations(page);

  const pinhao = map.getByRole('link', { name: '2. Pinhão' });
  const target = (await pinhao.getAttribute('href')) ?? '';
  expect(target).toMatch(/^#station-/);
  await pinhao.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();

  // By keyboard too: the markers are links in the tab order.
  await map.scrollIntoViewIfNeeded();
  const coimbra = map.getByRole('link', { name: '3. Coimbra' });
  await coimbra.focus();
  await page.keyboard.press('Enter');
  const coimbraTarget = (await coimbra.getAttribute('href')) ?? '';
  await expect(page).toHaveURL(new RegExp(`${coimbraTarget}$`));
  await expect(page.locator(coimbraTarget)).toBeInViewport();
});

test('the trip map works the same in German, drawn by React', async ({ page }) => {
  test.setTimeout(90_000);
  const path = await douroTrip(page, '/de');
  // Reached from another page: the trip is rendered by React in the browser.
  await page.locator(`a[href="${path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByText(/^≈ \d+ km Luftlinie$/)).toBeVisible();
  await expect(page.getByText(/≈ \d+ km Luftlinie bis Pinhão · Zug$/)).toBeVisible();
  const map = await expectRoute(page, 'Karte der Route');
  await expect(page.getByRole('list', { name: 'Linien auf der Karte' })).toContainText('Zug');
  await expectNoAxeViolations(page);
  const porto = map.getByRole('link', { name: '1. Porto' });
  const target = (await porto.getAttribute('href')) ?? '';
  await porto.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();
});
