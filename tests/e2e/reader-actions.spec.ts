import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { signedInNewUser } from './outbox.ts';

test('a member saves and rates a trip from its page by keyboard, finds it in Saved Trips and removes it, in both languages', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A demo trip, not the newest one: tests running alongside publish and delete trips of their own.
  await page.goto('/search?q=Tasmania');
  const link = page.locator('main').getByRole('article').first().getByRole('heading').getByRole('link');
  const title = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const tripPath = new URL(page.url()).pathname;
  await expect(page.getByRole('link', { name: 'Sign in to save, rate or use this trip' })).toHaveAttribute(
    'href',
    `/signin?relay=${encodeURIComponent(tripPath)}`,
  );

  await signedInNewUser(page, baseURL as string, 'Nora');
  await page.goto(tripPath);
  const save = page.getByRole('button', { name: 'Save trip', exact: true });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('alert')).toContainText('The trip is in your saved trips now.');
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);

  // Rating by keyboard: the arrow keys move through the levels of the radio group.
  await page.getByRole('radio', { name: 'Poor' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Great' })).toBeChecked();
  await page.getByRole('button', { name: 'Rate' }).press('Enter');
  await expect(page.getByTestId('alert')).toContainText('Thank you for your rating.');
  await expect(page.getByRole('radio', { name: 'Great' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Remove my rating' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: /Nora/ }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Saved Trips' }).click();
  await expect(page).toHaveURL(/\/account\/saved-trips$/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/de/account/saved-trips');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gemerkte Reisen');
  await expectNoAxeViolations(page);
  // The German page names the trip by its German title.
  const remove = page.getByRole('button', { name: / aus den gemerkten Reisen entfernen$/ });
  await expect(remove).toHaveCount(1);
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('alert')).toContainText('Die Reise wurde aus deinen gemerkten Reisen entfernt.');
  await expect(page.getByText('Du hast dir noch keine Reisen gemerkt.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a member saves a trip from its card by keyboard and stays on the list; signed out the card asks to sign in', async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto('/de/search?q=Porto');
  const card = anonymous.locator('main').getByRole('article').first();
  const slug = (await card.getByRole('heading').getByRole('link').getAttribute('href'))?.split('/').pop() ?? '';
  await expect(card.getByRole('link', { name: /^Merken / })).toHaveAttribute(
    'href',
    `/de/signin?relay=${encodeURIComponent(`/de/trips/${slug}`)}`,
  );
  await visitor.close();

  await signedInNewUser(page, baseURL as string, 'Ida');
  await page.goto('/search?q=Porto');
  const first = page.locator('main').getByRole('article').first();
  const save = first.getByRole('button', { name: /^Save / });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('alert')).toContainText('The trip is in your saved trips now.');
  await expect(page).toHaveURL(/\/search\?q=Porto$/);
  await expect(first.getByRole('button', { name: /^Saved / })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
});
