import { and, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import type { Db } from '../db/client.ts';
import { accommodation, activity, media, place, post, trip, user } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { type MediaDeps, removeMedia } from './media.service.ts';

/**
 * What a write that names pictures changes: who writes (null for content whose author is gone,
 * which may keep its pictures but name no new ones), what the record named before and after.
 */
export type ImageChange = { writer: string | null; before: Iterable<string>; after: Iterable<string> };

/**
 * The one rule for every write that names stored pictures (trip create, save and patch, the profile
 * photo, the seed). Keys are public in every page's HTML, so a write may name only pictures its
 * writer uploaded, or pictures the record already named. `field` is where the refusal points.
 */
export async function assertOwnImages(db: Db, change: ImageChange, refusal: { locale: Locale; field: string }) {
  const before = new Set(change.before);
  const added = [...new Set(change.after)].filter((key) => !before.has(key));
  if (added.length === 0) return;
  const owned =
    change.writer === null
      ? []
      : await db
          .select({ key: media.key })
          .from(media)
          .where(and(inArray(media.key, added), eq(media.ownerId, change.writer)));
  if (owned.length === added.length) return;
  const message = getT(refusal.locale)('validation:image_notOwn');
  throw new AppError('VALIDATION_FAILED', message, [{ field: refusal.field, message }]);
}

/**
 * The trips whose use keeps a picture: its owner's, and copies (ADR 0073). A deleted owner's
 * pictures and trips both lose the owner (published trips stay, spec 6), so ownerless pictures are
 * named by ownerless trips. A copy may name another's pictures only as copied (the rule above), so
 * its use counts whoever wrote it: deleting the original, or its pictures, never breaks a copy.
 */
const usingTrip = or(
  eq(trip.authorId, media.ownerId),
  and(isNull(trip.authorId), isNull(media.ownerId)),
  isNotNull(trip.basedOnTitle),
) as SQL;

/** Each place a picture is named, as a subquery that finds it in content that keeps it. */
const references = (db: Db) => [
  db
    .select({ one: sql`1` })
    .from(user)
    .where(and(eq(user.id, media.ownerId), eq(user.image, media.key))),
  db
    .select({ one: sql`1` })
    .from(trip)
    .where(and(usingTrip, eq(trip.coverImage, media.key))),
  db
    .select({ one: sql`1` })
    .from(place)
    .innerJoin(trip, eq(trip.id, place.tripId))
    .where(and(usingTrip, eq(place.image, media.key))),
  db
    .select({ one: sql`1` })
    .from(accommodation)
    .innerJoin(place, eq(place.id, accommodation.placeId))
    .innerJoin(trip, eq(trip.id, place.tripId))
    .where(and(usingTrip, eq(accommodation.image, media.key))),
  db
    .select({ one: sql`1` })
    .from(activity)
    .innerJoin(place, eq(place.id, activity.placeId))
    .innerJoin(trip, eq(trip.id, place.tripId))
    .where(and(usingTrip, sql`${activity.images} @> jsonb_build_array(jsonb_build_object('key', ${media.key}))`)),
  // Magazine posts are the team's: a picture stays while any post shows it, whoever uploaded it.
  db
    .select({ one: sql`1` })
    .from(post)
    .where(
      or(
        eq(post.coverImage, media.key),
        sql`${post.body} -> 'content' @> jsonb_build_array(jsonb_build_object('type', 'figure', 'attrs', jsonb_build_object('key', ${media.key})))`,
      ),
    ),
];

/**
 * Removes those of `keys` that no content of their owner, and no copy, names any more, with their
 * presets: a picture used twice (in two trips, as photo and cover, or in a copy) stays until its
 * last use goes.
 */
export async function releaseImages(deps: MediaDeps, keys: Iterable<string>): Promise<void> {
  const candidates = [...new Set(keys)];
  if (candidates.length === 0) return;
  const named = or(...references(deps.db).map((query) => sql`exists (${query})`)) as SQL;
  const unused = await deps.db
    .select({ key: media.key })
    .from(media)
    .where(and(inArray(media.key, candidates), sql`not (${named})`));
  for (const { key } of unused) await removeMedia(deps, key);
}
