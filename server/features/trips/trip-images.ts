import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { media } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { type MediaDeps, removeMedia } from '../../media/media.service.ts';

/** What a saved trip and a document sent by the wizard have in common: where images are named. */
type WithImages = {
  coverImage: string | null;
  places: {
    image: string | null;
    activities: { images: { key: string }[] }[];
    accommodation: { image: string | null } | null;
  }[];
};

/** Every image a trip names: cover, stations, activities and stays. */
export function imageKeys(trip: WithImages): Set<string> {
  const keys = [
    trip.coverImage,
    ...trip.places.flatMap((p) => [
      p.image,
      p.accommodation?.image ?? null,
      ...p.activities.flatMap((a) => a.images.map((entry) => entry.key)),
    ]),
  ];
  return new Set(keys.filter((key): key is string => key !== null));
}

/** A trip may name only images it already had or that its author uploaded. */
export async function assertOwnImages(
  { db }: MediaDeps,
  authorId: string,
  before: Set<string>,
  after: Set<string>,
  locale: Locale,
) {
  const added = [...after].filter((key) => !before.has(key));
  if (added.length === 0) return;
  const owned = await db
    .select({ key: media.key })
    .from(media)
    .where(and(inArray(media.key, added), eq(media.ownerId, authorId)));
  if (owned.length === added.length) return;
  const message = getT(locale)('trips:images.unknown');
  throw new AppError('VALIDATION_FAILED', message, [{ field: 'image', message }]);
}

/** Images a save or a deletion left unnamed are removed with their presets. */
export async function dropUnusedImages(deps: MediaDeps, before: Set<string>, after: Set<string>) {
  for (const key of before) if (!after.has(key)) await removeMedia(deps, key);
}
