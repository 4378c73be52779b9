import { expect, expectNoAxeViolations, press, test } from './fixtures.ts';
import { signedInNewUser } from './outbox.ts';

test('an admin finds a member and blocks them by keyboard; they are signed out and told why at sign-in', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const member = await signedInNewUser(page, baseURL as string, 'Vic');
  await page.goto('/account/my-trips');
  await expect(page).toHaveURL(/\/account\/my-trips$/);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  // An operator's admin address of the e2e server (serve.ts), registered by this test alone.
  await signedInNewUser(admin, baseURL as string, 'Ada', 'users-admin@example.org');
  await admin.goto('/admin/users');
  await expect(
    admin.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Users' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(admin);

  await expect(admin.getByRole('heading', { level: 2, name: 'Ada' })).toHaveCount(1);
  const search = admin.getByRole('searchbox', { name: 'Search names, e-mail addresses and aliases' });
  await search.focus();
  await admin.keyboard.type(member.email);
  await admin.keyboard.press('Enter');
  await expect(admin).toHaveURL(/\?q=/);
  const row = admin.getByRole('listitem').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await expect(admin.getByRole('heading', { level: 2, name: 'Ada' })).toHaveCount(0);

  // Without a reason the block is refused at the field.
  await press(admin, row.getByRole('button', { name: 'Block' }));
  await expect(row.getByText('The reason field is required')).toBeVisible();
  await expectNoAxeViolations(admin);
  const reason = row.getByRole('textbox', { name: 'Reason for blocking (Vic)' });
  await reason.focus();
  await admin.keyboard.type('Spam in every comment.');
  await admin.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: 'Block' })).toBeFocused();
  await admin.keyboard.press('Enter');
  await expect(admin.getByTestId('alert')).toContainText('Blocked and signed out everywhere.');
  await expect(row).toContainText('Blocked: Spam in every comment.');
  await expect(row.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.goto(`/de/admin/users?q=${encodeURIComponent(member.email)}`);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Mitglieder');
  await expect(admin.getByRole('listitem').filter({ hasText: member.email })).toContainText('Gesperrt');
  await expectNoAxeViolations(admin);

  // The member's open page: the next step finds them signed out.
  await page.reload();
  await expect(page).toHaveURL(/\/signin\?relay=/);
  await page.getByRole('textbox', { name: 'E-mail address' }).focus();
  await page.keyboard.type(member.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
  const refusal = page.getByRole('alert').filter({ hasText: 'An admin has blocked this account.' });
  await expect(refusal).toContainText('The reason: Spam in every comment.');
  await expect(refusal.getByRole('link', { name: 'write to us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(member.email);
  await expectNoAxeViolations(page);
  await adminContext.close();
});
