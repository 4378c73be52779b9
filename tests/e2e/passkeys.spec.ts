import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { signedInNewUser } from './outbox.ts';

test('a member adds, renames and removes a passkey in the settings and signs in with it', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Chromium's virtual authenticator: a platform passkey store whose user verification always succeeds.
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const { password } = await signedInNewUser(page, baseURL as string, 'Paula');

  await page.goto('/account/setting');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await section.getByLabel('Name of the passkey').fill('Laptop');
  await section.getByLabel('Your current password', { exact: true }).fill('not my password');
  await section.getByRole('button', { name: 'Add passkey' }).click();
  await expect(section.getByText('The password is not correct.')).toBeVisible();
  await section.getByLabel('Your current password', { exact: true }).fill(password);
  await section.getByRole('button', { name: 'Add passkey' }).click();
  await expect(section.getByText('The passkey “Laptop” is added.', { exact: false })).toBeVisible();
  await expect(section.getByText('Laptop', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Renamed with the keyboard, from the form that works without scripts.
  await section.getByText('Rename').click();
  await section.getByLabel('New name for “Laptop”').fill('Work laptop');
  await section.getByLabel('New name for “Laptop”').press('Enter');
  await expect(page.getByText('The passkey is renamed.')).toBeVisible();
  await expect(section.getByText('Work laptop', { exact: true })).toBeVisible();

  // Signed out, back in with the passkey: the browser offers it on the e-mail field (the virtual
  // authenticator picks it at once), so no address and no password are typed.
  await context.clearCookies({ name: /^itinera\./ });
  await page.goto('/de/signin');
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Paula/ })).toBeVisible();
  await page.goto('/de/account/setting');
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText(/zuletzt benutzt am/)).toBeVisible();
  await expectNoAxeViolations(page);

  // A browser without that autofill: the button asks for the passkey.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  await context.clearCookies({ name: /^itinera\./ });
  await page.goto('/signin?relay=%2Faccount%2Fsetting');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/account\/setting$/);
  await section.getByRole('button', { name: 'Remove the passkey “Work laptop”' }).click();
  await expect(page.getByText('The passkey is removed.', { exact: false })).toBeVisible();
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();

  // The device still holds it, but the site no longer knows it.
  await context.clearCookies({ name: /^itinera\./ });
  await page.goto('/de/signin');
  await page.getByRole('button', { name: 'Mit einem Passkey anmelden' }).click();
  await expect(page.getByText('Dieser Passkey gehört zu keinem Konto hier.', { exact: false })).toBeVisible();
});
