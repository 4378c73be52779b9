import { expect, expectNoAxeViolations, type Page, test } from './fixtures.ts';
import { signedInNewUser } from './outbox.ts';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('change the password, sign in with the new one, then delete the account', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  const { email, password } = await signedInNewUser(page, baseURL as string, 'Ines');
  const newPassword = 'a fresh passphrase for ines';

  await page.goto('/account/setting');
  await expect(page.getByRole('heading', { name: 'Your Vanity link' })).toBeVisible();
  await expectNoAxeViolations(page);
  const section = page.getByRole('region', { name: 'Change password' });
  await section.getByLabel('Current password', { exact: true }).fill(password);
  await section.getByLabel('New password', { exact: true }).fill(newPassword);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // Signed out; the response to the cookie banner stays.
  await context.clearCookies({ name: /^itinera\./ });
  await signIn(page, email, password);
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page.getByRole('banner').getByRole('button', { name: /Ines/ })).toBeVisible();

  await page.goto('/de/account/setting');
  const deletion = page.getByRole('region', { name: 'Konto löschen' });
  await deletion.getByText('Mein Konto löschen …').click();
  await expect(deletion.getByText('Deine veröffentlichten Reisen bleiben ohne deinen Namen')).toBeVisible();
  await expectNoAxeViolations(page);
  await deletion.getByLabel('Passwort', { exact: true }).fill(newPassword);
  await deletion.getByRole('button', { name: 'Mein Konto endgültig löschen' }).click();
  await expect(deletion.getByText('Bestätigung ist ein Pflichtfeld')).toBeVisible();
  await deletion.getByLabel('Passwort', { exact: true }).fill(newPassword);
  await deletion.getByRole('checkbox').check();
  await deletion.getByRole('button', { name: 'Mein Konto endgültig löschen' }).click();

  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByText('Dein Konto wurde gelöscht.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'The e-mail address or password is not correct. Please try again.',
  );
});
