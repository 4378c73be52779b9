import { expect, expectNoAxeViolations, press, test } from './fixtures.ts';
import { signedInNewUser } from './outbox.ts';

const title = `Kayaking the fjords at dawn ${Date.now()}`;

test('an editor writes a post by keyboard, publishes it with its German translation, and readers find both', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // An operator's admin address of the e2e server (serve.ts), registered by this test alone: admins write too.
  await signedInNewUser(page, baseURL as string, 'Wren', 'magazine-writer@example.org');
  await page.goto('/admin/posts');
  await press(page, page.getByRole('link', { name: 'New post' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New post');

  await page.getByLabel('Title').focus();
  await page.keyboard.type(title);
  await page.getByLabel('Excerpt').focus();
  await page.keyboard.type('Three days of paddling between waterfalls, with a tent on the shore.');
  await page.getByLabel('Category').selectOption('travel');
  const body = page.getByRole('textbox', { name: 'Text' });
  await body.focus();
  await page.keyboard.type('We set off before the ferries woke up.');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+Alt+2');
  await page.keyboard.type('What to pack');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Dry bags');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' for everything that must stay dry.');
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts\/[\w-]{16}\/edit$/);
  await expectNoAxeViolations(page);

  // The toolbar is reachable by keyboard and says which formats are on.
  await press(page, page.getByRole('button', { name: 'Quote' }));
  await expect(page.getByRole('button', { name: 'Quote' })).toHaveAttribute('aria-pressed', 'true');
  await press(page, page.getByRole('button', { name: 'Quote' }));

  await press(page, page.getByRole('button', { name: 'Publish now' }));
  await expect(page.getByText(/^Published /)).toBeVisible();
  const english = page.url();

  await page.goto('/admin/posts/new');
  // The editor's toolbar comes once React has hydrated; a choice made before that would be reset.
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await page.locator('#main').getByLabel('Language').selectOption('de');
  await page.getByLabel('Translation of').selectOption({ label: title });
  await page.getByLabel('Title').focus();
  await page.keyboard.type(`Im Kajak durch die Fjorde ${title.slice(-13)}`);
  await page.getByRole('textbox', { name: 'Text' }).focus();
  await page.keyboard.type('Wir sind losgepaddelt, bevor die Fähren wach waren.');
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Publish now' }));
  await expect(page.getByText(/^Published /)).toBeVisible();

  await page.goto('/magazine');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 2, name: 'What to pack' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'Dry bags' })).toBeVisible();
  await page.getByRole('link', { name: 'Diesen Beitrag auf Deutsch lesen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Im Kajak durch die Fjorde');
  await expect(page.getByText('Wir sind losgepaddelt')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(english).toContain('/edit');

  await page.goto('/de/admin/posts/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neuer Beitrag');
  await expect(page.getByRole('toolbar', { name: 'Formatierung' })).toBeVisible();
  await expectNoAxeViolations(page);
});
