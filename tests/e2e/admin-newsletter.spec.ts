import { expect, expectNoAxeViolations, press, test } from './fixtures.ts';
import { lastMailTo, signedInNewUser } from './outbox.ts';

test('an admin composes an issue by keyboard, previews it, sends a test to themselves and sends it', async ({
  page,
  browser,
  baseURL,
}) => {
  // Eight axe runs on two shared cores.
  test.setTimeout(150_000);
  const email = 'newsletter-admin@example.org';
  await signedInNewUser(page, baseURL as string, 'Nell', email);
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: 'Admin area' });
  await press(page, sidebar.getByRole('link', { name: 'Newsletter' }));
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  await expectNoAxeViolations(page);

  await press(page, page.getByRole('main').getByRole('link', { name: 'New issue' }));
  await expect(page.getByRole('heading', { level: 1, name: 'New issue' })).toBeVisible();
  await expectNoAxeViolations(page);
  const subject = `Autumn journeys ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Subject' }).focus();
  await page.keyboard.type(subject);
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Introduction' }).focus();
  await page.keyboard.type('Dear readers,');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('three ideas for the cooler days.');
  const posts = page.getByRole('group', { name: 'Magazine posts' });
  const post = posts.getByRole('checkbox', { name: /\(English\)$/ }).first();
  const label = await posts.locator(`label[for="${await post.getAttribute('id')}"]`).textContent();
  const postTitle = (label ?? '').replace(/ \(English\)$/, '');
  await post.focus();
  await page.keyboard.press('Space');
  await expect(post).toBeChecked();
  const trip = page.getByRole('group', { name: 'Trips' }).getByRole('checkbox').first();
  await trip.focus();
  await page.keyboard.press('Space');
  await press(page, page.getByRole('button', { name: 'Save draft' }));
  await expect(page.getByTestId('alert')).toContainText('The draft is saved.');
  await expect(page).toHaveURL(/\/admin\/newsletter$/);

  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
  await expect(row).toContainText('Draft');
  await press(page, row.getByRole('link', { name: 'Preview' }));
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Preview: this issue has not been sent.');
  await expect(page.getByText('three ideas for the cooler days.')).toBeVisible();
  await expect(page.getByRole('link', { name: postTitle })).toBeVisible();
  const webPath = new URL(page.url()).pathname;
  await expectNoAxeViolations(page);
  await page.goBack();

  await press(page, row.getByRole('button', { name: 'Send a test to me' }));
  await expect(page.getByTestId('alert')).toContainText('The test mail is on its way to your address.');
  await expect.poll(() => lastMailTo(email)).toContain(`Subject: [Test] ${subject}`);
  expect(lastMailTo(email)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

  await press(page, row.getByText(/^Send to \d+ confirmed readers in English$/));
  await expect(row.getByText('The issue goes out once')).toBeVisible();
  await press(page, row.getByRole('button', { name: 'Yes, send now' }));
  await expect(page.getByTestId('alert')).toContainText('The send has started');
  const sending = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
  await expect(sending).toContainText(/Sending|Sent/);
  await expect(sending.getByRole('progressbar', { name: 'Progress of the send' })).toBeVisible();
  await expect(sending.getByRole('link', { name: 'Web version' })).toHaveAttribute('href', webPath);

  // The web version is public now, for any reader.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto(webPath);
  await expect(reader.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(reader.getByRole('note')).toHaveCount(0);
  await expectNoAxeViolations(reader);

  // The same in German: the admin pages and a German issue's web version.
  await page.goto('/de/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/de/admin/newsletter/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Neue Ausgabe' })).toBeVisible();
  await expectNoAxeViolations(page);
  const origin = { origin: baseURL as string };
  const created = await page.request.post('/api/admin/newsletter/issues', {
    headers: origin,
    data: { locale: 'de', subject: `Herbstreisen ${Date.now()}`, intro: 'Liebe Leserinnen und Leser,\n\nviel Freude.' },
  });
  expect(created.status()).toBe(201);
  const german = await created.json();
  const sent = await page.request.post(`/api/admin/newsletter/issues/${german._id}/send`, {
    headers: origin,
    data: {},
  });
  expect(sent.status()).toBe(200);
  await reader.goto(`/de/newsletter/${german._id}`);
  await expect(reader.getByRole('heading', { level: 1, name: german.subject })).toBeVisible();
  await expect(reader.locator('html')).toHaveAttribute('lang', 'de');
  await expectNoAxeViolations(reader);
  await page.goto(`/de/admin/newsletter/${german._id}/edit`);
  await expect(page.getByText('kann nicht mehr geändert werden')).toBeVisible();
  await expectNoAxeViolations(page);
  await readerContext.close();
});
