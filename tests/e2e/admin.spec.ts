import { expect, expectNoAxeViolations, press, test } from './fixtures.ts';
import { signedInNewUser } from './outbox.ts';

test('an admin hides a reported comment by keyboard; its writer sees why, others no longer see it', async ({
  page,
  browser,
  baseURL,
}) => {
  // Ten axe runs, over every admin page in both languages, on two shared cores.
  test.setTimeout(180_000);
  const origin = { origin: baseURL as string };
  await signedInNewUser(page, baseURL as string, 'Rex');
  await page.goto('/search?q=Lofoten');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Lofoten/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tripPath = new URL(page.url()).pathname;
  const tripId = await page.locator('input[name="trip"]').first().inputValue();
  const words = `Cheap flights at example dot com (${Date.now()})`;
  const written = await page.request.post('/api/comment/', {
    headers: origin,
    data: { commentOn: tripId, body: words },
  });
  const commentId = (await written.json())._id;

  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await signedInNewUser(reader, baseURL as string, 'Una');
  const reported = await reader.request.post(`/api/comment/report-abuse/${commentId}`, {
    headers: origin,
    data: { reason: 'spam', comment: 'Advert' },
  });
  expect(reported.status()).toBe(200);
  // Members are shown the 404 page at /admin.
  await reader.goto('/admin');
  await expect(reader).toHaveURL(/\/not-found$/);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signedInNewUser(admin, baseURL as string, 'Mo', 'moderator@example.org');
  await admin.goto('/admin');
  await expect(admin).toHaveURL(/\/admin\/reports$/);
  await expect(
    admin.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Reports' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(admin);
  const group = admin.getByRole('listitem').filter({ hasText: words });
  await expect(group).toContainText('Spam');
  await expect(group).toContainText('Advert');
  await press(admin, group.getByRole('button', { name: 'Hide' }));
  await expect(group.getByText('The note field is required')).toBeVisible();
  await group.getByRole('textbox', { name: 'Note' }).fill('Advertising');
  await press(admin, group.getByRole('button', { name: 'Hide' }));
  await expect(admin.getByTestId('alert')).toContainText('Hidden. Its writer now sees why.');
  await expect(admin.getByText(words)).toHaveCount(0);
  await admin.goto('/admin/reports?state=hidden');
  await expect(admin.getByRole('listitem').filter({ hasText: words })).toContainText('Hidden: Advertising');
  await expectNoAxeViolations(admin);

  // The writer's page was open all along: a reload shows the decision.
  await page.reload();
  await expect(page.getByText('only its writer and our team can see this comment. Reason: Advertising')).toBeVisible();
  await reader.goto(tripPath);
  await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reader.getByText(words)).toHaveCount(0);

  for (const path of [
    '/admin/users',
    '/de/admin/users',
    '/admin/trips',
    '/de/admin/trips',
    '/admin/audit',
    '/de/admin/audit',
    '/de/admin/reports',
  ]) {
    await admin.goto(path);
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(admin);
  }
  await expect(admin.getByRole('main')).toContainText('Ausgeblendet');
  await admin.goto('/de/admin/audit');
  await expect(admin.getByRole('row').filter({ hasText: 'Advertising' })).toContainText('Ausgeblendet');
  await adminContext.close();
  await readerContext.close();
});
