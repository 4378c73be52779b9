import { expect, expectNoAxeViolations, keepOffline, test } from './fixtures.ts';
import { signedInNewUser } from './outbox.ts';

test('a printed trip is a roadbook: no chrome or buttons, every tab, a station to a page, addresses written out', async ({
  page,
}) => {
  await page.goto('/search?q=Sahara');
  await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const hidden of [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('tablist'),
    page.getByRole('region', { name: 'Take it along' }),
    page.getByRole('region', { name: 'More trips like this' }),
  ])
    await expect(hidden).toBeHidden();
  for (const name of ['Overview', 'Day by Day', 'Summary'])
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
  const stations = page.locator('section[aria-labelledby^="station-"]');
  expect(await stations.count()).toBeGreaterThan(1);
  expect(await stations.nth(1).evaluate((element) => getComputedStyle(element).breakBefore)).toBe('page');
  // The trip's own address, for a reader of the paper.
  await expect(page.getByText(/^http:\/\/localhost:\d+\/trips\//)).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.byteLength).toBeGreaterThan(10_000);
});

test('a traveller copies a trip, edits the copy, takes the original along as GPX, calendar and PDF, and reads it offline', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signedInNewUser(page, baseURL as string, 'Copier');
  await page.goto('/search?q=Sahara');
  await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
  // The search page has a heading and no exports of its own: read neither before the trip is there.
  await expect(page).toHaveURL(/\/trips\/[^/]+$/);
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const tripPath = new URL(page.url()).pathname;

  const downloads = [] as string[];
  for (const name of ['PDF roadbook to print', 'GPX for GPS and map apps', 'Calendar (iCalendar)']) {
    const link = page.getByRole('link', { name });
    // Clicked again when no download began (see clickUntil in fixtures.ts): a click that did start
    // one is never repeated.
    let file = '';
    await expect(async () => {
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), link.click()]);
      file = download.suggestedFilename();
    }).toPass({ timeout: 60_000 });
    downloads.push(file);
  }
  const slug = tripPath.split('/').at(-1);
  expect(downloads).toEqual([`${slug}.pdf`, `${slug}.gpx`, `${slug}.ics`]);

  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Use this trip' }).click();
  await expect(page).toHaveURL(/\/trips\/[^/]+\/edit/);
  await expect(page.getByText('This is your own copy of the trip')).toBeVisible();
  const titleField = page.getByLabel('Title');
  await expect(titleField).toHaveValue(title);
  await titleField.fill(`${title} (my version)`);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('The trip has been saved');

  const copyPath = new URL(page.url()).pathname.replace(/\/edit$/, '');
  await page.goto(copyPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (my version)`);
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', tripPath);
  await expectNoAxeViolations(page);

  await page.goto(`/de${tripPath}`);
  await expect(
    page.getByText(/Person hat diese Reise für eine eigene übernommen|Personen haben diese Reise/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reise übernehmen' })).toBeVisible();
  await keepOffline(
    page,
    'Offline lesbar machen',
    'Auf diesem Gerät gespeichert: Du kannst die Reise ohne Verbindung lesen.',
  );
  await expectNoAxeViolations(page);
  const germanTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(germanTitle);
  await page.getByRole('tab', { name: 'Tag für Tag' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Tag für Tag' })).toBeVisible();
  await context.setOffline(false);
});
