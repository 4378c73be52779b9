import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { lastMailTo, linkIn } from './outbox.ts';

test('the mailed link verifies the address, signs in and shows the verified page', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `verify-${Date.now()}@example.org`;
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL as string },
    data: {
      name: 'Mira',
      email,
      password: 'a long enough password',
      locale: 'de',
      terms: true,
      callbackURL: '/de/verify-email',
    },
  });
  expect(signUp.status()).toBe(200);
  await expect.poll(() => lastMailTo(email)).toBeTruthy();
  await page.goto(linkIn(lastMailTo(email) as string, 'verify-email'));
  await expect(page).toHaveURL(/\/de\/verify-email$/);
  await expect(page.locator('h1')).toHaveText('Super! Deine E-Mail-Adresse wurde bestätigt!');
  await expect(page.getByRole('banner').getByRole('button', { name: /Mira/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const path of ['/verify-email', '/de/verify-email?error=INVALID_TOKEN']) {
  test(`${path} offers a new link by keyboard and axe finds no violations`, async ({ page }) => {
    await page.goto(path);
    const field = page.getByRole('textbox');
    await field.focus();
    await page.keyboard.type('someone@example.org');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /new link|neuer Link/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
