import { expect, expectNoAxeViolations, press, test } from './fixtures.ts';
import { signedInNewUser } from './outbox.ts';

test('a reader opens the newest post from the magazine, reads it, and switches to its translation', async ({
  page,
}) => {
  await page.goto('/magazine');
  const featured = page.getByRole('region', { name: 'Featured' }).getByRole('link');
  const title = (await featured.textContent()) ?? '';
  await featured.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('h1')).toHaveText(title);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Magazine' }),
  ).toBeVisible();
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

test('an admin makes a member a magazine editor, who then takes a post back to draft by keyboard', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const editor = await signedInNewUser(page, baseURL as string, 'Edda');
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  // An operator's admin address of the e2e server (serve.ts), registered by this test alone.
  await signedInNewUser(admin, baseURL as string, 'Mara', 'magazine-admin@example.org');
  await admin.goto(`/admin/users?q=${encodeURIComponent(editor.email)}`);
  await press(admin, admin.getByRole('button', { name: 'Make magazine editor' }));
  await expect(admin.getByTestId('alert')).toContainText('The member now writes for the magazine.');
  await adminContext.close();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/posts$/);
  const sidebar = page.getByRole('navigation', { name: 'Admin area' });
  await expect(sidebar.getByRole('link')).toHaveText(['Magazine']);
  await expectNoAxeViolations(page);
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Back to draft' }) })
    .first();
  const title = (await row.getByRole('heading').textContent()) ?? '';
  await press(page, row.getByRole('button', { name: 'Back to draft' }));
  await expect(page.getByTestId('alert')).toContainText('The post is a draft again');
  const same = page.getByRole('listitem').filter({ hasText: title });
  await expect(same.getByRole('button', { name: 'Publish now' })).toBeVisible();
  await expect(same).toContainText('Draft');
  await expectNoAxeViolations(page);
  // A draft's title opens its preview, as readers will see it.
  await press(page, same.getByRole('link', { name: title }));
  await expect(page.getByRole('note')).toContainText(/Preview|Vorschau/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expectNoAxeViolations(page);
  await page.goto('/admin/posts');
  await press(page, same.getByRole('button', { name: 'Publish now' }));
  await expect(page.getByTestId('alert')).toContainText('The post is out.');

  await page.goto('/de/admin/posts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Magazin-Beiträge');
  await expectNoAxeViolations(page);
});
