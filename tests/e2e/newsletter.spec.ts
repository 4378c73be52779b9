import { expect, expectNoAxeViolations, type Page, test } from './fixtures.ts';
import { lastMailTo, linkIn } from './outbox.ts';

const newAddress = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** The confirmation mail to `email`, once the server has written it. */
async function mailTo(email: string): Promise<string> {
  await expect.poll(() => lastMailTo(email), { timeout: 10_000 }).toBeTruthy();
  return lastMailTo(email) ?? '';
}

/** The modal's captcha: it starts its proof of work once the form has the focus, and fills its field when done. */
async function solveCaptcha(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('input[name="altcha"]')).toHaveValue(/.+/, { timeout: 30_000 });
}

/** The mail's two links, confirmed and then left, each by its page's button. */
async function confirmAndLeave(page: Page, mail: string, texts: Record<string, string>) {
  await page.goto(linkIn(mail, 'confirmation-newsletter'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.confirmTitle as string);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: texts.confirm }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(texts.confirmed as string);
  await expectNoAxeViolations(page);

  await page.goto(linkIn(mail, 'unsubscribe/newsletter'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.leaveTitle as string);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: texts.leave, exact: true }).click();
  await expect(page.getByRole('status')).toContainText(texts.left as string);
  await expectNoAxeViolations(page);
}

test('a reader subscribes from the footer by keyboard, confirms by the mail and leaves by its link', async ({
  page,
}) => {
  const email = newAddress('ada');
  await page.goto('/trips');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);

  const opener = page.getByRole('button', { name: 'Newsletter', exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Subscribe to the newsletter' });
  await expect(dialog).toBeVisible();
  const address = dialog.getByRole('textbox', { name: 'Your e-mail' });
  await expect(address).toBeFocused();
  await expectNoAxeViolations(page);

  // Sent empty: the error is at its field, announced with it, and the field takes the focus.
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('This field must not be empty.').first()).toBeVisible();
  await expect(address).toBeFocused();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // A wrong address: the typed text stays.
  await page.keyboard.type('ada-at-example.org');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await solveCaptcha(page);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('The information entered is not valid.')).toBeVisible();
  await expect(address).toHaveValue('ada-at-example.org');
  await expect(address).toBeFocused();

  await address.fill(email);
  await dialog.getByRole('button', { name: 'Subscribe' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/registration-newsletter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your inbox');
  await expect(page.getByRole('status')).toContainText('Your registration was successful');
  await expectNoAxeViolations(page);

  const mail = await mailTo(email);
  expect(mail).toContain('Subject: Please confirm your subscription to the Itinera newsletter');
  await confirmAndLeave(page, mail, {
    confirmTitle: 'Confirm your subscription',
    confirm: 'Confirm my subscription',
    confirmed: 'Your subscription is confirmed',
    leaveTitle: 'Unsubscribe from the newsletter',
    leave: 'Unsubscribe',
    left: 'You have been unsubscribed',
  });
});

test('on a German magazine page served without React, the call to subscribe opens the same modal', async ({ page }) => {
  const email = newAddress('bea');
  await page.goto('/de/magazine');
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect((await scripts()).some((name) => /altcha/i.test(name))).toBe(false);

  await page.getByRole('button', { name: 'Newsletter abonnieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Newsletter abonnieren' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Deine E-Mail' })).toBeFocused();
  await page.keyboard.type(email);
  await dialog.getByRole('checkbox', { name: /Ja, ich möchte/ }).check();
  await solveCaptcha(page);
  await expect(dialog.locator('altcha-widget')).toContainText('Überprüft');
  await expectNoAxeViolations(page);

  // Escape closes it, and it opens again with what was typed.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Newsletter', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Deine E-Mail' })).toHaveValue(email);

  await dialog.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(page).toHaveURL(/\/de\/registration-newsletter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitte sieh in dein Postfach');
  await expectNoAxeViolations(page);

  const mail = await mailTo(email);
  expect(mail).toContain('Subject: =?UTF-8?Q?Bitte_best=C3=A4tige');
  await confirmAndLeave(page, mail, {
    confirmTitle: 'Abonnement bestätigen',
    confirm: 'Abonnement bestätigen',
    confirmed: 'Dein Abonnement ist bestätigt',
    leaveTitle: 'Newsletter abbestellen',
    leave: 'Abbestellen',
    left: 'Du hast den Newsletter abbestellt',
  });
});
