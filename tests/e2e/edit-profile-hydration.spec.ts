import { expect, test } from './fixtures.ts';
import { signedInNewUser } from './outbox.ts';

/**
 * The profile editor lists every country by name. Names taken from each side's own ICU data differ
 * (Node and Chromium disagree on Hong Kong, Macao, Palestine and the Falklands), and React then
 * throws away the server's page (error #418); both sides read one list instead.
 */
test('the profile editor hydrates in English and German without a mismatch', async ({ page, baseURL }) => {
  await signedInNewUser(page, baseURL as string, 'Noor');
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));

  for (const [path, filter, hongKong] of [
    ['/account/edit-profile', 'Filter countries', 'Hong Kong SAR China'],
    ['/de/account/edit-profile', 'Länder filtern', 'Sonderverwaltungsregion Hongkong'],
  ] as const) {
    await page.goto(path);
    // The filter field appears once the page has hydrated.
    await expect(page.getByRole('searchbox', { name: filter }).first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: hongKong }).first()).toBeAttached();
  }
  expect(errors).toEqual([]);
});
