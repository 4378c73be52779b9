import sharp from 'sharp';
import { expect, expectNoAxeViolations, type Page, test } from './fixtures.ts';
import { signedInNewUser } from './outbox.ts';

async function chooseLanguage(page: Page, language: 'English' | 'Deutsch' | 'German') {
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: language }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

const picture = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 420, channels: 3, background } })
    .png()
    .toBuffer(),
});

async function addStation(page: Page, search: string, option: RegExp) {
  const field = page.getByRole('combobox', { name: 'Add a station' });
  await field.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

test('the wizard asks the language first and refuses to save or go on with invalid data, in both languages', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signedInNewUser(page, baseURL as string, 'Vera');
  await page.goto('/trips/create');
  await expect(
    page.getByRole('dialog', { name: 'In which language would you like to enter your trip?' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseLanguage(page, 'English');
  await expect(page).toHaveURL(/language=en/);

  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Please fill the required trip data before saving');
  await expect(page.getByLabel('Title')).toBeFocused();
  await expect(page.getByText('The Title field is required')).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('alert')).toContainText('Please check all the fields before moving to the next step');
  // The refusal puts the focus on the first failing field; typing goes on from there.
  await expect(page.getByLabel('Title')).toBeFocused();

  await page.getByLabel('Description').fill('x'.repeat(5001));
  await expect(page.getByText('No more than 5000 characters can be entered here')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/de/trips/create?language=de');
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByTestId('alert')).toContainText(
    'Bitte fülle die erforderlichen Reisedaten aus, bevor du speicherst',
  );
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByTestId('alert')).toContainText('Bitte prüf alle Felder, bevor du zum nächsten Schritt gehst');
});

test('someone else opening the edit page of a trip is sent to the 404 page', async ({ page, baseURL }) => {
  await signedInNewUser(page, baseURL as string, 'Otto');
  const demo = await page.request.get('/trips');
  const id = /href="\/trips\/([^"?]+)"/.exec(await demo.text())?.[1];
  await page.goto(`/trips/${id}/edit?language=en`);
  await expect(page).toHaveURL(/\/not-found$/);
});

test('a save that fails keeps everything in the browser and the wizard saves it later', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signedInNewUser(page, baseURL as string, 'Fay');
  await page.goto('/trips/create?language=en');
  await page.getByLabel('Title').fill('Faroe Islands by ferry');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('The trip has been saved');
  await expect(page).toHaveURL(/\/trips\/[\w-]+\/edit\?language=en&step=main$/);

  await page.route('**/api/trip/*', (route) => (route.request().method() === 'PUT' ? route.abort() : route.continue()));
  await page.getByLabel('Description').fill('Puffins, grass roofs and a lot of wind.');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('An error occurred while saving, please try again.');
  await expect(page.getByTestId('save-status')).toContainText('Not saved yet');

  // The tab closes and opens again with the server still unreachable: nothing is lost.
  page.on('dialog', (dialog) => dialog.accept());
  await page.reload();
  await expect(page.getByLabel('Description')).toHaveValue('Puffins, grass roofs and a lot of wind.');
  await expect(page.getByTestId('alert')).toContainText('Your unsaved changes from this browser were restored.');

  await page.unroute('**/api/trip/*');
  await expect(page.getByTestId('save-status')).toHaveText('The trip has been saved', { timeout: 15_000 });
  page.removeAllListeners('dialog');
  await page.reload();
  await expect(page.getByLabel('Description')).toHaveValue('Puffins, grass roofs and a lot of wind.');
});

test('a first save that takes its time leaves no copy in the browser and saves once', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signedInNewUser(page, baseURL as string, 'Ida');
  await page.goto('/trips/create?language=en');
  await page.getByLabel('Title').fill('Slow lines to Svalbard');
  let puts = 0;
  await page.route('**/api/trip/*', async (route) => {
    if (route.request().method() === 'PUT') {
      puts += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('The trip has been saved');
  await expect(page).toHaveURL(/\/edit\?language=en&step=main$/);
  const kept = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('itinera:trip-draft:')));
  expect(await kept()).toEqual([]);
  // Longer than the quiet save's pause: nothing was left to save.
  await page.waitForTimeout(3500);
  expect(puts).toBe(1);
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue('Slow lines to Svalbard');
  await expect(page.getByText('Your unsaved changes from this browser were restored.')).toHaveCount(0);
});

test('a trip saved in another tab is not overwritten: the author chooses', async ({ page, baseURL, context }) => {
  test.setTimeout(120_000);
  await signedInNewUser(page, baseURL as string, 'Tom');
  await page.goto('/trips/create?language=en');
  await page.getByLabel('Title').fill('Two tabs in Tallinn');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/edit\?/);
  const other = await context.newPage();
  await other.goto(page.url());
  await other.getByLabel('Description').fill('Written in the second tab.');
  await other.getByRole('button', { name: 'Save Draft' }).click();
  await expect(other.getByTestId('alert')).toContainText('The trip has been saved');

  await page.getByLabel('Description').fill('Written in the first tab.');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'This trip was changed elsewhere' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep my version' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('The trip has been saved', { timeout: 15_000 });

  await other.reload();
  await expect(other.getByLabel('Description')).toHaveValue('Written in the first tab.');
});

const station = (page: Page, number: number, name: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^Station ${number}: ${name}`) }) });

async function dragOnto(page: Page, handle: ReturnType<Page['getByRole']>, target: ReturnType<Page['getByText']>) {
  // Both ends on the screen at once, as a person dragging would have them.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag or nowhere to drop');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
}

test('an author writes a trip with three stations, plans the days by mouse and keyboard, publishes and translates it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signedInNewUser(page, baseURL as string, 'Lina');
  await page.goto('/trips/create');
  await chooseLanguage(page, 'English');

  await page.getByLabel('Title').fill('Portugal slowly: Lisbon, Coimbra and Porto');
  await page.getByLabel('Description').fill('Ten days by train with pastries, trams and port cellars.');
  await page.getByRole('button', { name: 'Train journey' }).click();
  await expect(page.getByRole('button', { name: 'Train journey' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Budget').selectOption({ label: '$$' });
  await page.getByLabel('Tags').fill('rail');
  await page.getByLabel('Tags').press('Enter');
  // The first picture saves the new trip, so the wizard moves to its address: nothing typed is lost.
  await page.getByLabel('Choose a cover image').setInputFiles(await picture('tram.png', '#f59e0b'));
  await expect(page.getByText('On the trip page', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/trips\/[\w-]+\/edit\?language=en&step=main$/);
  await expect(page.getByLabel('Description')).toHaveValue('Ten days by train with pastries, trams and port cellars.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=stations/);
  // The new step is announced by its heading; the browser's back button returns to the last one.
  await expect(page.getByRole('heading', { level: 2, name: /^Stations/ })).toBeFocused();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: /^Main/ })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Portugal slowly: Lisbon, Coimbra and Porto');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 2, name: /^Stations/ })).toBeVisible();

  await addStation(page, 'Lisbon', /^Lisbon, Portugal/);
  await addStation(page, 'Porto', /^Porto, Portugal/);
  await addStation(page, 'Coimbra', /^Coimbra, Portugal/);
  await expect(station(page, 3, 'Coimbra')).toBeVisible();
  await station(page, 3, 'Coimbra').getByRole('button', { name: 'Move Coimbra up' }).click();
  await expect(station(page, 2, 'Coimbra')).toBeVisible();
  await addStation(page, 'Faro', /^Faro, Portugal/);
  await station(page, 4, 'Faro').getByRole('button', { name: 'Delete Faro' }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete this station?' });
  await expect(deleting).toContainText('Faro will be removed');
  await deleting.getByRole('button', { name: 'Keep it' }).click();
  await expect(station(page, 4, 'Faro')).toBeVisible();
  await station(page, 4, 'Faro').getByRole('button', { name: 'Delete Faro' }).click();
  await deleting.getByRole('button', { name: 'Delete station' }).click();
  await expect(station(page, 4, 'Faro')).toHaveCount(0);

  const lisbon = station(page, 1, 'Lisbon');
  await lisbon.getByLabel('Duration (nights)').fill('2');
  for (const name of ['Tram 28', 'Alfama walk', 'Time Out Market']) {
    await lisbon.getByRole('button', { name: 'Add activity' }).click();
    await lisbon.getByRole('textbox', { name: 'Name' }).last().fill(name);
  }
  const tram = lisbon.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Activity 1' }) });
  await tram.getByLabel('Add a picture').setInputFiles(await picture('tram-1.png', '#eab308'));
  await expect(tram.getByRole('img', { name: 'Picture 1 of Tram 28' })).toBeVisible();
  await tram.getByLabel('Add a picture').setInputFiles(await picture('tram-2.png', '#0ea5e9'));
  await expect(tram.getByRole('img', { name: 'Picture 2 of Tram 28' })).toBeVisible();
  const highlights = tram.getByRole('radio', { name: 'Highlight picture' });
  await expect(highlights.first()).toBeChecked();
  await highlights.last().check();
  await expect(highlights.first()).not.toBeChecked();
  await lisbon.getByLabel('Means of transport').first().selectOption({ label: 'Train' });
  await lisbon.getByLabel('Hours').first().fill('2');
  await lisbon.getByLabel('Tips').last().fill('Sit on the left for the river views.');
  const coimbra = station(page, 2, 'Coimbra');
  await coimbra.getByRole('button', { name: 'Add activity' }).click();
  await coimbra.getByRole('textbox', { name: 'Name' }).last().fill('Joanina Library');
  await coimbra.getByRole('button', { name: 'Add accommodation' }).click();
  await coimbra.getByRole('textbox', { name: 'Name' }).last().fill('Casa da Sé');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=days/);

  // By keyboard only: choose the day and add, then move within the day.
  await page.getByLabel('Day for Tram 28').focus();
  await page.getByLabel('Day for Tram 28').selectOption({ label: 'Day 2' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add to day: Tram 28' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByLabel('Day for Time Out Market').selectOption({ label: 'Day 2' });
  await page.getByRole('button', { name: 'Add to day: Time Out Market' }).press('Enter');
  await page.getByRole('button', { name: 'Move up: Time Out Market' }).press('Enter');
  // By mouse: drag onto the first day.
  await dragOnto(
    page,
    page.getByRole('button', { name: 'Drag Alfama walk' }),
    page.getByText(/^No activities on this day yet/).first(),
  );
  await expect(page.getByRole('button', { name: 'Remove from day: Alfama walk' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('The trip has been saved');
  await expect(page).toHaveURL(/\/trips\/[\w-]+\/edit\?language=en&step=days$/);
  const editPath = new URL(page.url()).pathname;
  await page.reload();
  const day2 = page.getByRole('heading', { name: /^Day 2/ });
  await expect(day2).toBeVisible();
  const planned = page.getByRole('button', { name: /^Remove from day: / });
  await expect(planned).toHaveCount(3);
  await expect(planned.nth(0)).toHaveAccessibleName('Remove from day: Alfama walk');
  await expect(planned.nth(1)).toHaveAccessibleName('Remove from day: Time Out Market');
  await expect(planned.nth(2)).toHaveAccessibleName('Remove from day: Tram 28');

  await page.getByRole('button', { name: 'Summary' }).click();
  await page.getByRole('textbox', { name: 'Summary' }).fill('Go slowly; the trains are cheap and on time.');
  await page.getByLabel('Useful apps').fill('CP Comboios');
  await page.getByRole('button', { name: 'Add app' }).click();
  // The preview frame holds the trip page, with its own header and footer, axe-checked on its own.
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText(
    'Portugal slowly: Lisbon, Coimbra and Porto',
  );
  await expectNoAxeViolations(page, 'iframe');
  await page.getByRole('button', { name: 'Publish' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you for sharing your trip!' });
  await expect(thanks).toBeVisible();
  await expectNoAxeViolations(page, 'iframe');
  await thanks.getByRole('button', { name: 'Translate now' }).click();
  await expect(page).toHaveURL(/language=de&step=main/);
  // The e2e server's translation service is a local stand-in that marks what it translated.
  await expect(page.getByRole('note')).toContainText('The text below was translated by machine from English');
  await expect(page.getByLabel('Title')).toHaveValue('[de] Portugal slowly: Lisbon, Coimbra and Porto');
  await expect(page.getByLabel('Description')).toHaveValue(
    '[de] Ten days by train with pastries, trams and port cellars.',
  );
  await page.getByLabel('Title').fill('Portugal langsam: Lissabon, Coimbra und Porto');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('The trip has been saved');

  await page.goto('/trips');
  await page.getByRole('link', { name: 'Portugal slowly: Lisbon, Coimbra and Porto' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portugal slowly: Lisbon, Coimbra and Porto');
  await page.goto('/de/trips');
  await expect(page.getByRole('link', { name: 'Portugal langsam: Lissabon, Coimbra und Porto' })).toBeVisible();

  await page.goto(`${editPath}?language=en&step=main`);
  await page.getByRole('button', { name: 'Move to draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Your trip is a draft again');
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this trip for good? This cannot be undone.' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page).toHaveURL(/\/trips$/);
  await expect(page.getByTestId('alert')).toContainText('Your trip was deleted.');
  await expect(page.getByRole('link', { name: 'Portugal slowly: Lisbon, Coimbra and Porto' })).toHaveCount(0);
});

test('leaving with unsaved changes asks first', async ({ page, baseURL }) => {
  await signedInNewUser(page, baseURL as string, 'Ugo');
  await page.goto('/trips/create?language=en');
  await page.getByLabel('Description').fill('Not saved: there is no title yet.');
  await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByLabel('Description')).toHaveValue('Not saved: there is no title yet.');
  await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/about$/);
});
