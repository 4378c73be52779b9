import { expect, expectNoAxeViolations, type Page, press, test } from './fixtures.ts';
import { lastMailTo, linkIn, signedInNewUser } from './outbox.ts';

/** A demo trip of its own, so tests running alongside do not change its comments. */
async function openTrip(page: Page) {
  await page.goto('/search?q=Slovenia');
  const link = page.locator('main').getByRole('article').first().getByRole('heading').getByRole('link');
  const title = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  return new URL(page.url()).pathname;
}

const comments = (page: Page) => page.getByRole('region', { name: /^(Comments|Kommentare)/ });

test('members comment, reply, edit and delete by keyboard, and a signed-out reader is sent to sign in and back', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tripPath = await openTrip(page);
  await expect(comments(page).getByText('Please log in to leave a comment')).toBeVisible();
  await expect(comments(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/signin?relay=${encodeURIComponent(`${tripPath}#new-comment`)}`,
  );

  const mia = await signedInNewUser(page, baseURL as string, 'Mia');
  await page.goto(tripPath);
  const stamp = Date.now();
  const question = `Was the ferry to Piran running in January? (${stamp})`;
  const answer = `It was, twice a day. (${stamp})`;
  // Refused: the message is at the field and what was typed stays.
  await comments(page).getByRole('textbox', { name: 'Your comment' }).fill('   ');
  await press(page, comments(page).getByRole('button', { name: 'Post comment' }));
  await expect(comments(page).getByText('The comment field is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await comments(page).getByRole('textbox', { name: 'Your comment' }).fill(question);
  await press(page, comments(page).getByRole('button', { name: 'Post comment' }));
  await expect(page.getByTestId('alert')).toContainText('Your comment is posted.');
  await expect(page).toHaveURL(/#comment-[\w-]{16}$/);
  const mine = comments(page).getByRole('article').filter({ hasText: question });
  await expect(mine).toBeVisible();

  // Another member answers in the thread.
  const other = await browser.newContext();
  const leo = await other.newPage();
  await signedInNewUser(leo, baseURL as string, 'Leo');
  await leo.goto(tripPath);
  const thread = comments(leo).getByRole('article').filter({ hasText: question });
  await press(leo, thread.locator('summary', { hasText: 'Reply' }));
  await thread.getByRole('textbox', { name: 'Your reply to Mia' }).fill(answer);
  await press(leo, thread.getByRole('button', { name: 'Post reply' }));
  await expect(leo.getByTestId('alert')).toContainText('Your comment is posted.');
  await expect(comments(leo).locator('p', { hasText: answer })).toBeVisible();
  // Leo reports Mia's comment by keyboard; the open form has no axe violations.
  await press(leo, thread.locator('summary', { hasText: 'Report' }));
  await thread.getByRole('radio', { name: 'Spam' }).focus();
  await leo.keyboard.press('Space');
  await thread.getByRole('textbox', { name: 'Anything our team should know? (optional)' }).fill('Just testing.');
  await expectNoAxeViolations(leo);
  await press(leo, thread.getByRole('button', { name: 'Send report' }));
  await expect(leo.getByTestId('alert')).toContainText('Thank you. Our team will look at it.');
  await expectNoAxeViolations(leo);

  // Mia hears of the response by mail; its link stops these mails after one more press.
  const mail = lastMailTo(mia.email) ?? '';
  expect(mail).toContain('Leo answered your comment on');
  await leo.goto(linkIn(mail, 'unsubscribe/comments'));
  await expect(leo.getByRole('heading', { level: 1 })).toHaveText('Mails about comments');
  await expectNoAxeViolations(leo);
  await press(leo, leo.getByRole('button', { name: 'Stop these mails' }));
  await expect(leo.getByText('Done: you will get no more mails about comments.')).toBeVisible();
  await other.close();

  // The writer changes the words, then deletes the comment; the reply keeps its thread.
  await page.goto(tripPath);
  await press(page, mine.locator('summary', { hasText: 'Edit' }));
  await mine.getByRole('textbox', { name: 'Change your comment' }).fill(`${question} Thanks!`);
  await press(page, mine.getByRole('button', { name: 'Save changes' }));
  await expect(page.getByTestId('alert')).toContainText('Your comment was changed.');
  const changed = comments(page)
    .getByRole('article')
    .filter({ hasText: `${question} Thanks!` });
  await expect(changed).toContainText('(edited)');
  await press(page, changed.locator('summary', { hasText: 'Delete' }));
  await press(page, changed.getByRole('button', { name: 'Yes, delete it' }));
  await expect(page.getByTestId('alert')).toContainText('The comment was deleted.');
  await expect(comments(page).getByText(question)).toHaveCount(0);
  const kept = comments(page).locator('li').filter({ hasText: 'Comment deleted' }).filter({ hasText: answer });
  const replies = kept.locator('summary', { hasText: 'Show 1 reply' });
  await press(page, replies);
  await expect(kept.locator('p', { hasText: answer })).toBeVisible();
  await expect(kept.locator('summary', { hasText: 'Hide replies' })).toBeVisible();

  await page.goto(`/de${tripPath}`);
  await expect(comments(page).getByText('Kommentar gelöscht').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
