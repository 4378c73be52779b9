import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { lastMailTo } from './outbox.ts';

/** The operator's address when OPERATOR_EMAIL is not set, as on the e2e server. */
const operator = 'hello@itinera.travel';

test('a reader writes to the team by keyboard; the captcha solves itself; the page confirms', async ({ page }) => {
  const email = `grace-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const words = `Could you add night trains to the search? ${email}`;
  await page.goto('/contact?topic=press');
  const form = page.getByRole('region', { name: 'Write to us' });
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue('press');
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Name', exact: true }).focus();
  await page.keyboard.type('Grace Hopper');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Topic' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await page.keyboard.type(words);
  // The widget began its proof of work when the form took the focus; it fills its field when done.
  await expect(form.locator('input[name="altcha"]')).toHaveValue(/.+/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Send message' }).focus();
  await page.keyboard.press('Enter');

  const confirmation = page.getByRole('heading', { name: 'Thank you, your message has been sent' });
  await expect(confirmation).toBeFocused();
  await expect(page.getByRole('status')).toContainText(email);
  await expectNoAxeViolations(page);

  expect(lastMailTo(email)).toContain('Subject: We have received your message');
  expect(lastMailTo(email)).not.toContain('night trains');
  const toOperator = lastMailTo(operator);
  expect(toOperator).toContain(words);
  expect(toOperator).toContain(`Reply-To: Grace Hopper <${email}>`);
  expect(toOperator).toContain('Subject: Contact form: Advertising and partnerships, from Grace Hopper');
});

test('the German contact form is in German, its captcha too, and axe finds nothing', async ({ page }) => {
  await page.goto('/de/contact');
  const form = page.getByRole('region', { name: 'Schreib uns' });
  await form.getByRole('textbox', { name: 'Nachricht' }).focus();
  await expect(form.locator('input[name="altcha"]')).toHaveValue(/.+/, { timeout: 30_000 });
  await expect(form.locator('altcha-widget')).toContainText('Überprüft');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Name ist ein Pflichtfeld')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
});
