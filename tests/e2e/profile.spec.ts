import sharp from 'sharp';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { signedInNewUser } from './outbox.ts';

test('a traveller edits the profile with a live alias check and is found at the vanity link', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signedInNewUser(page, baseURL as string, 'Lina');
  const alias = `lina-${Date.now()}`;

  await page.goto('/account/edit-profile');
  await expectNoAxeViolations(page);
  const aliasField = page.getByRole('textbox', { name: 'Alias for your vanity link' });
  await aliasField.fill('signin');
  await expect(page.getByRole('status').filter({ hasText: 'reserved' })).toBeVisible();
  await aliasField.fill(alias);
  await expect(page.getByRole('status').filter({ hasText: 'This alias is available.' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Location' }).fill('Lisbon');
  await page.getByRole('textbox', { name: 'About me' }).fill('Slow travel by train.');
  const traveled = page.getByRole('group', { name: /Traveled countries/ });
  await traveled.getByRole('searchbox').fill('portu');
  await traveled.getByRole('checkbox', { name: 'Portugal' }).check();
  await page.getByRole('textbox', { name: 'Instagram' }).fill('https://www.instagram.com/lina');
  await page.getByRole('button', { name: 'Save profile' }).click();

  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lina');
  await expect(page.getByText('Portugal')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /View my public profile/ }).click();
  await expect(page).toHaveURL(new RegExp(`/${alias}$`));
  await expect(page.getByText('Slow travel by train.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/lina',
  );
  await expectNoAxeViolations(page);

  await page.goto(`/de/${alias.toUpperCase()}`);
  await expect(page).toHaveURL(new RegExp(`/de/${alias}$`));
  await expect(page.getByText('Portugal')).toBeVisible();
  await expectNoAxeViolations(page);
  for (const path of ['/de/account/profile', '/de/account/edit-profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('a profile photo: uploaded by keyboard, shown in the menu, a wrong file refused at its field', async ({
  page,
  baseURL,
}) => {
  await signedInNewUser(page, baseURL as string, 'Ana');
  await page.goto('/account/edit-profile');
  await expect(page.getByRole('searchbox').first()).toBeVisible();
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#16a34a' } })
    .jpeg()
    .toBuffer();

  const field = page.getByLabel('Choose an image file');
  await field.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'must be a JPEG, PNG, WebP, GIF or AVIF image' }),
  ).toBeVisible();

  await field.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await field.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Upload photo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your photo has been saved.')).toBeVisible();

  const photo = page.getByRole('img', { name: 'Profile photo of Ana' });
  await expect(photo).toHaveAttribute('src', /^\/media\/avatar-lg\/[\w-]{22}\.webp$/);
  // The attribute is set before the picture has loaded; its width is known once it has.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(230);
  const menuPhoto = page.getByRole('banner').locator('img[src^="/media/avatar-xs/"]');
  await expect(menuPhoto).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('a bad social link is named at its field and the form keeps what was typed', async ({ page, baseURL }) => {
  await signedInNewUser(page, baseURL as string, 'Tariq');
  await page.goto('/de/account/edit-profile');
  // The country filters appear once React has hydrated; typing before that could be reset.
  await expect(page.getByRole('searchbox').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Wohnort' }).fill('Amman');
  const facebook = page.getByRole('textbox', { name: 'Facebook' });
  await facebook.fill('https://example.org/tariq');
  await page.getByRole('button', { name: 'Profil speichern' }).click();
  await expect(facebook).toBeFocused();
  await expect(facebook).toHaveAccessibleDescription(/Facebook/);
  await expect(page.getByRole('textbox', { name: 'Wohnort' })).toHaveValue('Amman');
  await expectNoAxeViolations(page);
});

test('a demo traveller’s profile shows a portrait, a join date before the trips and the visited countries, in both languages', async ({
  page,
}) => {
  for (const [path, joined, visited, photo, map] of [
    [
      '/lena',
      /Joined November 2021/,
      'Visited countries',
      'Profile photo of Lena Hoffmann',
      /^Map of the (\d+) countries Lena Hoffmann has visited$/,
    ],
    [
      '/de/lena',
      /Dabei seit November 2021/,
      'Besuchte Länder',
      'Profilfoto von Lena Hoffmann',
      /^Karte der (\d+) Länder, die Lena Hoffmann besucht hat$/,
    ],
  ] as const) {
    await page.goto(path);
    const portrait = page.getByRole('img', { name: photo });
    await expect(portrait).toBeVisible();
    await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText(joined)).toBeVisible();
    // The figure, the map and the list under the heading name one set of countries (ADR 0077).
    const figure = Number(
      await page.locator('dt', { hasText: visited }).locator('xpath=following-sibling::dd').textContent(),
    );
    const worldMap = page.getByRole('img', { name: map });
    await expect(worldMap).toBeVisible();
    expect(Number(map.exec((await worldMap.getAttribute('aria-label')) ?? '')?.[1])).toBe(figure);
    const section = page.getByRole('region', { name: visited });
    await expect(section.getByRole('listitem')).toHaveCount(figure);
    expect(
      new Set(
        await worldMap
          .locator('[data-country]')
          .evaluateAll((shapes) => shapes.map((shape) => shape.getAttribute('data-country'))),
      ).size,
    ).toBe(figure);
    await expectNoAxeViolations(page);
  }
});
