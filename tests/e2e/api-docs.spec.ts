import { expect, test } from './fixtures.ts';

test('the API reference renders the document under the site’s content security policy', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Itinera API/ })).toBeVisible();
  await expect(page.getByText('/trip/{id}/partial')).toBeVisible();
  await page.getByRole('button', { name: /Authorize/ }).click();
  await expect(page.getByText('itinera.session_token', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});
