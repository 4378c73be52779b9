import { expect, expectNoAxeViolations, type Page, test } from './fixtures.ts';

const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /found|gefunden/ });

/**
 * The page is served without React (ADR 0018): its one module script has run once `goto` is back.
 * A marker on `window` shows that later searches kept the document.
 */
async function servedWithoutReact(page: Page) {
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);
/** The search the address holds, whatever the order of its parameters. */
const searchOf = (page: Page) => Object.fromEntries([...new URL(page.url()).searchParams].sort());

test('results follow typing and keyboard-chosen filters without a reload, and the back button restores each search', async ({
  page,
}) => {
  await page.goto('/search');
  await servedWithoutReact(page);
  const all = (await resultCount(page).textContent()) ?? '';
  const words = page.getByRole('searchbox', { name: 'Search words' });
  await words.pressSequentially('Sahara', { delay: 40 });
  await expect(page).toHaveURL(/\/search\?q=Sahara$/);
  await expect(resultCount(page)).not.toHaveText(all);
  await expect(words).toBeFocused();
  const sahara = (await resultCount(page).textContent()) ?? '';
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/Sahara/);

  const types = page.locator('summary', { hasText: 'Travel types' });
  await types.focus();
  await page.keyboard.press('Enter');
  const roadTrip = page.getByRole('checkbox', { name: /^Road trip \(\d+\)$/ });
  await roadTrip.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => searchOf(page)).toEqual({ q: 'Sahara', types: 'roadtrip' });
  await expect(roadTrip).toBeChecked();
  // The filters came anew with their counts; the keyboard is still where it was.
  await expect(roadTrip).toBeFocused();
  const duration = page.getByRole('radio', { name: /^All \(\d+\)$/ });
  await duration.focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => searchOf(page)).toEqual({ duration: 'under-5', q: 'Sahara', types: 'roadtrip' });
  await expect(page.locator('input[name="duration"][value="under-5"]')).toBeFocused();
  expect(await sameDocument(page)).toBe(true);

  await page.goBack();
  await expect.poll(() => searchOf(page)).toEqual({ q: 'Sahara', types: 'roadtrip' });
  await expect(page.getByRole('radio', { name: /^All \(\d+\)$/ })).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=Sahara$/);
  // No type chosen: the travel types fold away again, unticked.
  await expect(page.locator('input[name="types"][value="roadtrip"]')).not.toBeChecked();
  await expect(words).toHaveValue('Sahara');
  await expect(resultCount(page)).toHaveText(sahara);
  await page.goBack();
  await expect(page).toHaveURL(/\/search$/);
  await expect(words).toHaveValue('');
  await expect(resultCount(page)).toHaveText(all);

  // A search keeps what the reader unfolded: the travel types stay open with none chosen.
  await types.focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Sort order').selectOption('newest');
  await expect.poll(() => searchOf(page)).toEqual({ sort: 'newest' });
  await expect(page.locator('details')).toHaveAttribute('open', '');
  expect(await sameDocument(page)).toBe(true);
});

test('the page React renders (an alert waits) searches the same way, in German', async ({ page, context }) => {
  const flash = encodeURIComponent(JSON.stringify({ variant: 'success' }));
  await context.addCookies([{ name: 'flash', value: flash, url: 'http://localhost' }]);
  await page.goto('/de/search');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const words = page.getByRole('searchbox', { name: 'Suchbegriffe' });
  await words.pressSequentially('Sahara', { delay: 40 });
  await expect(page).toHaveURL(/\/de\/search\?q=Sahara$/);
  await expect(words).toBeFocused();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/Sahara/);
  await page.getByLabel('Kontinent').selectOption('africa');
  await expect.poll(() => searchOf(page)).toEqual({ continent: 'africa', q: 'Sahara' });
  await page.goBack();
  await expect(page).toHaveURL(/\/de\/search\?q=Sahara$/);
  await expect(page.getByLabel('Kontinent')).toHaveValue('');
  expect(await sameDocument(page)).toBe(true);
});

test('the form works without JavaScript, in German', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de/search');
  await page.getByRole('searchbox', { name: 'Suchbegriffe' }).fill('Sahara');
  await page.getByLabel('Kontinent').selectOption('africa');
  await page.getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(page).toHaveURL(/\/de\/search\?q=Sahara&.*continent=africa/);
  await expect(resultCount(page)).toHaveText(/^[1-9]\d* Reisen? gefunden$/);
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/Sahara/);
  await expect(page.getByLabel('Kontinent')).toHaveValue('africa');
  await context.close();
});

test('the search page, its filters and its empty state have no axe violations in either language', async ({ page }) => {
  for (const path of ['/search', '/de/search?types=hiking&duration=5-15', '/search?q=Marakech%20Sahara']) {
    await page.goto(path);
    await servedWithoutReact(page);
    await page
      .getByText(/^(Travel types|Reisearten)/)
      .first()
      .click();
    await expectNoAxeViolations(page);
  }
  await expect(page.getByRole('heading', { name: 'Featured trips' })).toBeVisible();
  await page.getByRole('link', { name: 'marrakech sahara' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search words' })).toHaveValue('marrakech sahara');
  await expect(resultCount(page)).toHaveText(/^[1-9]\d* trips? found$/);
});

test('the sort box shows its longest label whole at phone width, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/search', '/de/search']) {
    await page.goto(path);
    // A select never scrolls; its widest option's text (in its own font) plus padding and arrow must fit instead.
    const room = await page.locator('#search-sort').evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      context.font = style.font;
      const widest = Math.max(...[...select.options].map((option) => context.measureText(option.text).width));
      const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
      return select.clientWidth - padding - widest;
    });
    expect(room, path).toBeGreaterThanOrEqual(16);
  }
});
