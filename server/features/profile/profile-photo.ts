import { eq } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { user } from '../../db/schema/index.ts';
import { acceptImage } from '../../media/accept-upload.ts';
import { type MediaDeps, removeMedia } from '../../media/media.service.ts';

export const photoField = {
  name: 'photo',
  label: (locale: Locale) => getT(locale)('account-profile:edit.photo'),
};

async function currentPhoto({ db }: MediaDeps, userId: string): Promise<string | null> {
  const [row] = await db.select({ image: user.image }).from(user).where(eq(user.id, userId));
  return row?.image ?? null;
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
  const previous = await currentPhoto(deps, userId);
  await deps.db.update(user).set({ image: key, updatedAt: new Date() }).where(eq(user.id, userId));
  if (previous) await removeMedia(deps, previous);
  return key;
}

export async function removeProfilePhoto(deps: MediaDeps, userId: string) {
  const previous = await currentPhoto(deps, userId);
  await deps.db.update(user).set({ image: null, updatedAt: new Date() }).where(eq(user.id, userId));
  if (previous) await removeMedia(deps, previous);
}
