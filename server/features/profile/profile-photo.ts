import { eq } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { user } from '../../db/schema/index.ts';
import { acceptImage } from '../../media/accept-upload.ts';
import { assertOwnImages, releaseImages } from '../../media/image-ownership.ts';
import type { MediaDeps } from '../../media/media.service.ts';

export const photoField = {
  name: 'photo',
  label: (locale: Locale) => getT(locale)('account-profile:edit.photo'),
};

async function currentPhoto({ db }: MediaDeps, userId: string): Promise<string | null> {
  const [row] = await db.select({ image: user.image }).from(user).where(eq(user.id, userId));
  return row?.image ?? null;
}

/**
 * Makes `key` the user's photo (null: none) under the picture rule: their own upload, or the
 * photo they have. The previous photo goes unless one of their trips still shows it.
 */
export async function setPhotoKey(deps: MediaDeps, userId: string, key: string | null, locale: Locale) {
  const previous = await currentPhoto(deps, userId);
  const change = { writer: userId, before: previous ? [previous] : [], after: key ? [key] : [] };
  await assertOwnImages(deps.db, change, { locale, field: photoField.name });
  await deps.db.update(user).set({ image: key, updatedAt: new Date() }).where(eq(user.id, userId));
  if (previous && previous !== key) await releaseImages(deps, [previous]);
}

/** Stores a new profile photo and drops the old one; refusals are translated and name the field. */
export async function setProfilePhoto(deps: MediaDeps, userId: string, bytes: Uint8Array, locale: Locale) {
  const key = await acceptImage(deps, {
    bytes,
    ownerId: userId,
    purpose: 'profile-photo',
    locale,
    field: photoField,
    throttle: { key: `photo-upload:${userId}`, window: 60 * 60, max: 20 },
  });
  await setPhotoKey(deps, userId, key, locale);
  return key;
}

// Removing names no picture, so nothing is refused and no message needs a language.
export const removeProfilePhoto = (deps: MediaDeps, userId: string) => setPhotoKey(deps, userId, null, 'en');
