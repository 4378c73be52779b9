import { expect, expectNoAxeViolations, type Page, test } from './fixtures.ts';

const popular = (page: Page) => page.getByRole('region', { name: /^(Popular trips|Beliebte Reisen)$/ });
const rowOffset = (page: Page) =>
  popular(page)
    .getByRole('list')
    .last()
    .evaluate((row) => row.scrollLeft);

test('the popular trips scroll by their buttons and to a focused card, and their length filter works by keyboard', async ({
  page,
}) => {
  await page.goto('/');
  const next = page.getByRole('button', { name: 'Next trips' });
  await expect(next).toBeEnabled();
  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => rowOffset(page)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Previous trips' }).press('Enter');
  await expect.poll(() => rowOffset(page)).toBe(0);

  // A card reached by the keyboard scrolls into view.
  const cards = popular(page).getByRole('list').last().getByRole('listitem');
  const count = await cards.count();
  expect(count).toBeGreaterThan(3);
  const last = cards
    .nth(count - 1)
    .getByRole('heading')
    .getByRole('link');
  await last.focus();
  await expect(last).toBeInViewport();
  await expect.poll(() => rowOffset(page)).toBeGreaterThan(0);

  const filter = page.getByRole('navigation', { name: 'Trip length' });
  await filter.getByRole('link', { name: 'Under 5 days' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?duration=under-5#popular-trips$/);
  await expect(filter.getByRole('link', { name: 'Under 5 days' })).toHaveAttribute('aria-current', 'true');
  const short = await cards.count();
  expect(short).toBeLessThan(count);
  await filter.getByRole('link', { name: 'All' }).press('Enter');
  await expect(cards).toHaveCount(count);
});

test('home has no axe violations in either language, with its trips shown', async ({ page }) => {
  for (const [path, heading] of [
    ['/', 'Trip of the day'],
    ['/de', 'Reise des Tages'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(popular(page).getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
