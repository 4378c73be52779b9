import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { lastMailTo, linkIn } from './outbox.ts';

const pages = [
  { path: '/signin', h1: { en: 'Sign in', de: 'Anmelden' } },
  { path: '/recover', h1: { en: 'Forgot your password?', de: 'Passwort vergessen?' } },
  {
    path: '/recover/new-password?token=e2e-token',
    h1: { en: 'Choose a new password', de: 'Neues Passwort festlegen' },
  },
  {
    path: '/recover/new-password?error=INVALID_TOKEN',
    h1: { en: 'This link is no longer valid', de: 'Dieser Link ist nicht mehr gültig' },
  },
  { path: '/signing-out', h1: { en: 'Signing out', de: 'Abmelden' } },
];

for (const locale of ['en', 'de'] as const) {
  for (const entry of pages) {
    const path = locale === 'de' ? `/de${entry.path}` : entry.path;
    test(`${path} renders in ${locale} and axe finds no violations`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      // The signing-out page posts itself once hydrated; hold that request so the page stays.
      await page.route(/signing-out\.data/, () => {});
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('h1')).toHaveText(entry.h1[locale]);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('/de/signing-out offers a button that signs out and goes home', async ({ page }) => {
    await page.goto('/de/signing-out');
    await expect(page.getByText('Du wirst abgemeldet …')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/de$/);
  });
});

test('a new account: unverified, wrong password, keyboard sign-in through a relay, sign-out, recovery', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // Sign-in is throttled per address (10 in 15 minutes); this test has an address of its own.
  const email = `signin-${Date.now()}@example.org`;
  const password = 'a long enough password';
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL as string },
    data: { name: 'Noor', email, password, locale: 'en', terms: true },
  });
  expect(signUp.status()).toBe(200);
  await expect.poll(() => lastMailTo(email)).toBeTruthy();
  const verification = linkIn(lastMailTo(email) as string, 'verify-email');

  const relay = '/about?from=signin';
  const signInPage = `/signin?relay=${encodeURIComponent(relay)}`;
  const emailField = page.getByRole('textbox', { name: 'E-mail address' });
  const passwordField = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true });

  // Not verified yet: said so, with a way to get the link again.
  await page.goto(signInPage);
  await emailField.fill(email);
  await passwordField.fill(password);
  await submit.click();
  await expect(page.getByText('Your e-mail address has not been verified yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();

  // Opening the mailed link verifies (and signs in); start again signed out (the response to the
  // cookie banner stays).
  await page.goto(verification);
  await context.clearCookies({ name: /^itinera\./ });

  // A wrong password: one generic message, the e-mail kept, the password emptied.
  await page.goto(signInPage);
  await emailField.fill(email);
  await passwordField.fill('not the password at all');
  await submit.click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'The e-mail address or password is not correct. Please try again.',
  );
  await expect(emailField).toHaveValue(email);
  await expect(passwordField).toHaveValue('');
  await expect(passwordField).toBeFocused();

  // Keyboard only, from the focused password field: type, tick "remember me", submit.
  await page.keyboard.type(password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(relay);
  const userMenu = page.getByRole('banner').getByRole('button', { name: /Noor/ });
  await expect(userMenu).toBeVisible();

  // "Remember me": the session cookie lasts 90 days, HttpOnly and SameSite=Lax.
  const session = (await context.cookies()).find((cookie) => cookie.name === 'itinera.session_token');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  const days = ((session?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(89);
  expect(days).toBeLessThanOrEqual(90);

  // Signed in, the sign-in page leads onward instead.
  await page.goto(signInPage);
  await expect(page.locator('h1')).toHaveText('You are already signed in!');
  await expect(page.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute('href', relay);
  await expectNoAxeViolations(page);
  await page.goto('/de/signin');
  await expect(page.locator('h1')).toHaveText('Du bist bereits angemeldet!');

  // Sign out from the user menu: the session ends and the header offers the login again.
  await page.goto('/about');
  await userMenu.click();
  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'itinera.session_token')).toBe(false);
  expect((await page.request.get('/api/user/sync-email-verified/')).status()).toBe(401);

  // Recovery: the mailed link opens the new-password page; the new password works.
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/recover$/);
  // The address changes as the navigation starts; the sign-in form, with an e-mail field of the
  // same name, may still be on screen until the recovery page is drawn.
  await expect(page.locator('h1')).toHaveText('Forgot your password?');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('An e-mail with a reset link has been sent to your inbox…')).toBeVisible();
  await expect.poll(() => lastMailTo(email)?.includes('reset-password')).toBe(true);
  await page.goto(linkIn(lastMailTo(email) as string, 'reset-password'));
  await expect(page).toHaveURL(/\/recover\/new-password\?token=/);
  const newPassword = 'another long enough password';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/signin\?reset=done$/);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await emailField.fill(email);
  await passwordField.fill(newPassword);
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenu).toBeVisible();
});
