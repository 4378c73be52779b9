import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test('a reader opens the newest post from the magazine, reads it, and switches to its translation', async ({ page }) => {
  await page.goto('/magazine');
  const featured = page.getByRole('region', { name: 'Featured' }).getByRole('link');
  const title = (await featured.textContent()) ?? '';
  await featured.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('h1')).toHaveText(title);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Magazine' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Diesen Beitrag auf Deutsch lesen' }).click();
  await expect(page).toHaveURL(/\/de\/blog\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: 'Read this post in English' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the magazine’s categories are links the keyboard reaches, and the page says which is open', async ({ page }) => {
  await page.goto('/de/magazine');
  const categories = page.getByRole('navigation', { name: 'Kategorien' });
  await categories.getByRole('link', { name: 'Reiserouten' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/magazine\/itineraries$/);
  await expect(page.locator('h1')).toHaveText('Reiserouten');
  await expect(categories.getByRole('link', { name: 'Reiserouten' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('article').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
