import { expect, expectNoAxeViolations, type Page, test } from './fixtures.ts';

/** A fresh address per run; the e2e server keeps its database while it runs. */
const newEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** The "show password" toggle is rendered once React has hydrated the page. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: /Show password|Passwort anzeigen/ })).toBeVisible();
}

test('register: a refused password is announced at its field, fixed with the keyboard, and the form goes on', async ({
  page,
}) => {
  const email = newEmail('e2e-register');
  await gotoHydrated(page, '/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');

  await page.getByLabel('Display name').fill('End To End');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
  await page.getByRole('checkbox', { name: /newsletter/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // The message sits at the field, is tied to it, and the field has the focus.
  const password = page.getByLabel('Password', { exact: true });
  const message = 'The Password field contains one of the most common passwords, please choose another one';
  await expect(page.locator('#password-error')).toHaveText(message);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(new RegExp(message));
  await expect(password).toBeFocused();
  await expect(page).toHaveURL(/\/register$/);
  // What was typed is still there.
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  await expect(page.getByRole('checkbox', { name: /I accept the terms of use/ })).toBeChecked();

  // Keyboard only from here: replace the password, reveal it, and submit with Enter.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('four quiet harbours');
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('four quiet harbours');
  await page.keyboard.press('Shift+Tab');
  await expect(password).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/register/almost-complete?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Almost there! Check your inbox');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('The link is valid for 24 hours.')).toBeVisible();

  await page.getByRole('button', { name: 'Resend the e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done!' })).toHaveText(
    'Done! If this address still needs to be confirmed, a new e-mail is on its way.',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server answers the plain form with the messages and what was typed', async ({ page }) => {
    await page.goto('/de/register');
    await page.getByLabel('Anzeigename').fill('Ohne Skript');
    await page.getByLabel('E-Mail-Adresse').fill('kein-at-zeichen');
    await page.getByLabel('Passwort', { exact: true }).fill('lang genug, aber');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();

    await expect(page.locator('#email-error')).toHaveText('E-Mail-Adresse muss eine gültige E-Mail-Adresse sein');
    await expect(page.locator('#terms-error')).toHaveText(
      'Bitte akzeptiere die Nutzungsbedingungen und die Datenschutzerklärung, um dein Konto zu erstellen',
    );
    await expect(page.getByLabel('Anzeigename')).toHaveValue('Ohne Skript');
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('kein-at-zeichen');
    await expect(page.getByLabel('Passwort', { exact: true })).toHaveValue('');
  });
});

for (const prefix of ['', '/de'] as const) {
  const locale = prefix ? 'de' : 'en';

  test.describe(`${prefix || '/'}: axe finds no violations`, () => {
    // axe is slow on a busy machine; these tests do little else.
    test.describe.configure({ timeout: 60_000 });

    test.beforeEach(async ({ page, context }) => {
      await context.addCookies([{ name: 'lang', value: locale, url: 'http://localhost' }]);
      page.on('pageerror', (error) => {
        throw error;
      });
    });

    test('on the form, also with its errors shown', async ({ page }) => {
      await gotoHydrated(page, `${prefix}/register`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(prefix ? 'Registrieren · Itinera' : 'Register · Itinera');
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: prefix ? 'Konto erstellen' : 'Create account' }).click();
      await expect(page.locator('#displayName-error')).toBeVisible();
      await expect(page.locator('#terms-error')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('on almost-complete, with and without the address', async ({ page }) => {
      const response = await page.goto(`${prefix}/register/almost-complete?email=someone%40example.org`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        prefix ? 'Fast geschafft! Schau in dein Postfach' : 'Almost there! Check your inbox',
      );
      await expect(page.getByText('someone@example.org')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(`${prefix}/register/almost-complete`);
      await expect(page.getByLabel(prefix ? 'E-Mail-Adresse' : 'E-mail address')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
