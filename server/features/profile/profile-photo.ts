import { eq } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { consumeAttempt } from '../../auth/account-throttle.ts';
import { throttledMessage } from '../../auth/throttled-message.ts';
import { user } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { ImageRejected } from '../../media/image-pipeline.ts';
import { type MediaDeps, removeMedia, storeImage } from '../../media/media.service.ts';
import { mediaError } from '../../media/media-error.ts';

/** Uploads cost CPU and storage: per user, counted in the database like every throttle. */
const uploadThrottle = { window: 60 * 60, max: 20 };

async function currentPhoto({ db }: MediaDeps, userId: string): Promise<string | null> {
  const [row] = await db.select({ image: user.image }).from(user).where(eq(user.id, userId));
  return row?.image ?? null;
}

/** Stores a new profile photo and drops the old one; refusals are translated and name the field. */
export async function setProfilePhoto(deps: MediaDeps, userId: string, bytes: Uint8Array, locale: Locale) {
  const wait = await consumeAttempt(deps.db, `photo-upload:${userId}`, uploadThrottle);
  if (wait !== null) throw new AppError('RATE_LIMITED', throttledMessage(locale, wait));
  let key: string;
  try {
    key = await storeImage(deps, { bytes, ownerId: userId, purpose: 'profile-photo' });
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    throw mediaError(error, locale, 'photo', getT(locale)('account-profile:edit.photo'));
  }
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
