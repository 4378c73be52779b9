import { expect, expectNoAxeViolations, type Page, test } from './fixtures.ts';
import { signedInNewUser } from './outbox.ts';

const itemOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test('an author opens My Trips from the user menu, publishes, moves to draft and deletes', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signedInNewUser(page, baseURL as string, 'Mara');
  const headers = { origin: baseURL as string };
  const created = await (
    await page.request.post('/api/trip/create', { headers, data: { language: 'en', title: 'Azores in a week' } })
  ).json();
  const saved = await page.request.put(`/api/trip/${created._id}`, {
    headers,
    data: {
      version: created.version,
      language: 'en',
      title: 'Azores in a week',
      description: 'Hot springs, whales and crater lakes.',
      travelTypes: ['nature'],
      places: [{ isNew: true, name: 'Ponta Delgada', country: 'PT', latitude: 37.74, longitude: -25.67, duration: 6 }],
    },
  });
  expect(saved.status()).toBe(200);
  await page.request.post('/api/trip/create', { headers, data: { language: 'en', title: 'Madeira sketch' } });

  await page.goto('/about');
  await page.getByRole('banner').getByRole('button', { name: /Mara/ }).click();
  await page.getByRole('banner').getByRole('link', { name: 'My Trips' }).click();
  await expect(page).toHaveURL(/\/account\/my-trips$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Trips');
  await expectNoAxeViolations(page);

  const azores = itemOf(page, 'Azores in a week');
  await expect(azores.getByText('Draft', { exact: true })).toBeVisible();
  await expect(azores.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/trips/${created._id}/edit`);
  await azores.getByRole('button', { name: 'Publish' }).click();
  await expect(azores.getByText('Your trip is published.')).toBeVisible();
  await expect(azores.getByText('Published', { exact: true })).toBeVisible();
  await azores.getByRole('button', { name: 'Move to draft' }).click();
  await expect(azores.getByText('Your trip is a draft again')).toBeVisible();

  const madeira = itemOf(page, 'Madeira sketch');
  await madeira.getByRole('button', { name: 'Publish' }).click();
  await expect(madeira.getByRole('alert')).toContainText('Please fill the required trip data before publishing');
  await expect(madeira.getByRole('alert')).toContainText('Description');
  await expectNoAxeViolations(page);

  await madeira.getByText('Delete', { exact: true }).click();
  await madeira.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText('Your trip was deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/my-trips$/);
  await expect(itemOf(page, 'Madeira sketch')).toHaveCount(0);
  await expect(itemOf(page, 'Azores in a week')).toHaveCount(1);

  await page.goto('/de/account/my-trips');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meine Reisen');
  await expect(itemOf(page, 'Azores in a week').getByText('Entwurf', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
