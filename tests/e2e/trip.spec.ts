import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { signedInNewUser } from './outbox.ts';

test('a reader opens a demo trip in both languages, switches tabs and follows the author link', async ({ page }) => {
  // Four axe runs, a lazy map and pictures cut to size on first request.
  test.setTimeout(120_000);
  await page.goto('/trips');
  await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Reached from another page, the trip is rendered by React in the browser. A demo trip, not the
  // newest one: tests running alongside publish and delete trips of their own.
  await page.goto('/search?q=Sahara');
  const card = page.getByRole('main').getByRole('article').first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const tripPath = new URL(page.url()).pathname;
  await page.getByRole('tab', { name: 'Day by Day' }).click();
  await expect(page.getByRole('heading', { level: 3, name: /^Day 1\b/ })).toBeVisible();
  await expect(page).toHaveURL(/\?tab=days$/);

  // Opened directly, it is served without React (ADR 0018) and behaves the same.
  await page.goto(tripPath);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  const map = page.getByRole('region', { name: 'Map of the route' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expectNoAxeViolations(page);
  // Zoomed far out the stations' names would pile up: all but the first of a cluster are hidden.
  const labels = map.locator('.route-map-label');
  await expect(labels.first()).toBeVisible();
  const zoomOut = map.getByRole('button', { name: 'Zoom out' });
  // Forced: the button turns disabled at the end of the last zoom, after the loop may have looked.
  while ((await zoomOut.getAttribute('aria-disabled')) !== 'true') await zoomOut.click({ force: true });
  await expect(map.locator('.route-map-label.is-hidden').first()).toBeAttached();
  await expect(labels.first()).toBeVisible();

  const overview = page.getByRole('tab', { name: 'Overview' });
  await expect(overview).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Day by Day' }).click();
  await expect(page.getByRole('heading', { level: 3, name: /^Day 1\b/ })).toBeVisible();
  await expect(page).toHaveURL(/\?tab=days$/);
  await page.getByRole('tab', { name: 'Day by Day' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Summary' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Summary' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Day by Day' })).toBeHidden();
  await expect(page).toHaveURL(/\?tab=summary$/);
  await page.keyboard.press('Home');
  await expect(overview).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The language menu works without React too, by keyboard, and remembers the choice.
  const language = page.getByRole('button', { name: /Language/ });
  await language.focus();
  await page.keyboard.press('Enter');
  await expect(language).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(language).toHaveAttribute('aria-expanded', 'false');
  await expect(language).toBeFocused();
  await language.click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(new RegExp(`/de${tripPath}$`));
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('de');
  await expect(page.getByRole('tab', { name: 'Tag für Tag' })).toBeVisible();
  await expect(page.getByText('noch nicht auf Deutsch')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  await expectNoAxeViolations(page);

  const author = page.locator('article > header > p').getByRole('link');
  const name = (await author.textContent()) ?? '';
  await author.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('an author publishes a trip, moves it back to draft and deletes it', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signedInNewUser(page, baseURL as string, 'Ines');
  const created = await page.request.post('/api/trip/create', {
    headers: { origin: baseURL as string },
    data: { language: 'en', title: 'Azores in a week' },
  });
  const trip = await created.json();

  await page.goto(`/trips/${trip._id}`);
  await expect(page.getByText('only you can see this trip')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert')).toContainText('Please fill the required trip data before publishing');
  await expect(page.getByRole('alert')).toContainText('Description');

  const saved = await page.request.put(`/api/trip/${trip._id}`, {
    headers: { origin: baseURL as string },
    data: {
      version: trip.version,
      language: 'en',
      title: 'Azores in a week',
      description: 'Hot springs, whales and crater lakes.',
      travelTypes: ['nature'],
      places: [{ isNew: true, name: 'Ponta Delgada', country: 'PT', latitude: 37.74, longitude: -25.67, duration: 6 }],
    },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Your trip is published.')).toBeVisible();
  await expect(page.getByText('only you can see this trip')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Move to draft' }).click();
  await expect(page.getByText('Your trip is a draft again')).toBeVisible();

  await page.getByText('Delete', { exact: true }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page).toHaveURL(/\/trips$/);
  await expect(page.getByText('Your trip was deleted.')).toBeVisible();
  expect((await page.request.get(`/api/trip/${trip._id}`)).status()).toBe(404);
});

test('a reader moves on to a related trip by keyboard, in both languages', async ({ page }) => {
  for (const [prefix, heading] of [
    ['', 'More trips like this'],
    ['/de', 'Ähnliche Reisen'],
  ] as const) {
    // A demo trip, not the newest one: tests running alongside publish and delete trips of their own.
    await page.goto(`${prefix}/search?q=Sahara`);
    await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
    // The search page has a heading of its own: read the trip's once it is there.
    await expect(page).toHaveURL(/\/trips\/[^/]+$/);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const related = page.getByRole('region', { name: heading });
    await expect(related.getByRole('article')).toHaveCount(4);
    const next = related.getByRole('article').first().getByRole('heading').getByRole('link');
    const nextTitle = (await next.textContent()) ?? '';
    expect(nextTitle).not.toBe(title);
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
    await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/trips/[^/]+$`));
  }
});
