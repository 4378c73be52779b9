import { expect, expectNoAxeViolations, type Page, test } from './fixtures.ts';

/** The search the address holds, whatever the order of its parameters. */
const searchOf = (page: Page) => Object.fromEntries([...new URL(page.url()).searchParams].sort());
/** Whether the keyboard is on a trip or a group in the map. */
const focusInMap = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.closest('[data-map]') !== null && document.activeElement?.tagName !== 'SECTION',
  );

test('the trips found show on a map of where they start, kept in the address, without React, in English', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/search');
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const map = page.getByRole('region', { name: 'Map of the trips found' });
  await expect(map).toBeHidden();

  // The view is a field of the search form: choosing it searches, as a filter does.
  await page.locator('label', { hasText: 'On a map' }).click();
  await expect(page.getByRole('radio', { name: 'On a map' })).toBeChecked();
  await expect.poll(() => searchOf(page)).toEqual({ view: 'map' });
  await expect(map).toBeVisible();
  const note = page.getByText(/^Trips on the map: \d+$/);
  await expect(note).toBeVisible();
  const groups = map.getByRole('button', { name: /^\d+ trips: zoom in$/ });
  const trips = map.getByRole('link', { name: /, starting in / });
  await expect(groups.first()).toBeVisible();
  await expect(trips.first()).toBeVisible();
  expect(await trips.first().getAttribute('href')).toMatch(/^\/trips\/[\w-]+$/);
  // The country names are decoration, hidden from screen readers; the list stays the alternative.
  await expect(map.locator('.basemap-country').first()).toBeVisible();
  await expect(map.locator('.leaflet-basemapNames-pane')).toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Back and forward go through the views, the map kept drawn.
  await page.goBack();
  await expect.poll(() => searchOf(page)).toEqual({});
  await expect(map).toBeHidden();
  await page.goForward();
  await expect.poll(() => searchOf(page)).toEqual({ view: 'map' });
  await expect(groups.first()).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // The paging links keep the view.
  expect(await page.locator('a[href*="page=2"]').first().getAttribute('href')).toContain('view=map');

  // By keyboard: a group zooms in, and the keyboard goes on at a trip or a smaller group of it.
  const group = groups.first();
  const name = (await group.getAttribute('aria-label')) ?? '';
  await group.focus();
  await page.keyboard.press('Enter');
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  await expect.poll(focusedName).not.toBe(name);
  expect(await focusInMap(page)).toBe(true);
  const focused = await focusedName();
  if (!focused.includes(', starting in ')) expect(Number.parseInt(focused, 10)).toBeLessThan(Number.parseInt(name, 10));

  // A filter keeps the map, which follows the search.
  const all = (await note.textContent()) ?? '';
  await page.getByLabel('Continent').selectOption('europe');
  await expect.poll(() => searchOf(page)).toEqual({ continent: 'europe', view: 'map' });
  await expect(note).not.toHaveText(all);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // A trip's marker opens the trip.
  await expect(map).toHaveAttribute('aria-busy', 'false');
  const trip = trips.first();
  const href = (await trip.getAttribute('href')) ?? '';
  await trip.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.goBack();
  await expect.poll(() => searchOf(page)).toEqual({ continent: 'europe', view: 'map' });
  await expect(map).toBeVisible();

  // Back to the list: the map goes, the filters stay.
  await page.getByRole('radio', { name: 'On a map' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'As a list' })).toBeChecked();
  await expect.poll(() => searchOf(page)).toEqual({ continent: 'europe' });
  await expect(map).toBeHidden();
});

test('the map of the trips found works the same on the page React renders, in German', async ({ page, context }) => {
  test.setTimeout(90_000);
  // An alert left for the visit brings the page React renders (ADR 0018).
  const flash = encodeURIComponent(JSON.stringify({ variant: 'success' }));
  await context.addCookies([{ name: 'flash', value: flash, url: 'http://localhost' }]);
  await page.goto('/de/search?view=map');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  const map = page.getByRole('region', { name: 'Karte der gefundenen Reisen' });
  await expect(map).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Auf der Karte' })).toBeChecked();
  await expect(page.getByText(/^Reisen auf der Karte: \d+$/)).toBeVisible();
  await expect(map.getByRole('button', { name: /^\d+ Reisen: heranzoomen$/ }).first()).toBeVisible();
  await expect(map.locator('.basemap-country', { hasText: 'Russland' })).toBeVisible();
  await expectNoAxeViolations(page);

  const note = page.getByText(/^Reisen auf der Karte: \d+$/);
  const all = (await note.textContent()) ?? '';
  await page.getByLabel('Kontinent').selectOption('africa');
  await expect.poll(() => searchOf(page)).toEqual({ continent: 'africa', view: 'map' });
  await expect(note).not.toHaveText(all);
  await expect(map).toHaveAttribute('aria-busy', 'false');
  const trip = map.getByRole('link', { name: /, Start in / }).first();
  await expect(trip).toBeVisible();
  const href = (await trip.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/de\/trips\//);
  await trip.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});
