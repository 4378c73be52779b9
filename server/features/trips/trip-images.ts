import type { Locale } from '#domain/locale.ts';
import type { Db } from '../../db/client.ts';
import { assertOwnImages } from '../../media/image-ownership.ts';

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

/** The images `before` named and `after` no longer does. */
export const droppedImages = (before: WithImages, after: WithImages): string[] => {
  const kept = imageKeys(after);
  return [...imageKeys(before)].filter((key) => !kept.has(key));
};

/**
 * The picture rule for a trip's author: only their own uploads, or what the trip named already.
 * `field` names the one field that can hold a picture, or `image` when it may be any of them.
 */
export const assertTripImages = (
  db: Db,
  write: { authorId: string | null; before: WithImages | null; after: WithImages },
  refusal: { locale: Locale; field: 'image' | 'coverImage' },
) =>
  assertOwnImages(
    db,
    { writer: write.authorId, before: write.before ? imageKeys(write.before) : [], after: imageKeys(write.after) },
    refusal,
  );
