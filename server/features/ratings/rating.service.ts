import { and, eq, sql } from 'drizzle-orm';
import { type RatingState, ratingValueSchema } from '#domain/schemas/rating.ts';
import { getT } from '#locales/i18n.ts';
import { countAction, type Member, type MemberLimits } from '../../auth/member-limits.ts';
import type { Db } from '../../db/client.ts';
import { isPublicTrip } from '../../db/public-trip.ts';
import { rating, trip } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/** Rating and changing one's mind per hour: more than any reader does, too few to sway a trip. */
export const ratingLimits: MemberLimits = {
  member: { window: 60 * 60, max: 60 },
  address: { window: 60 * 60, max: 300 },
};

const mine = (userId: string, tripId: string) => and(eq(rating.userId, userId), eq(rating.tripId, tripId));

/** The member's rating and the trip's figures; 404 unless the trip is published. */
export async function ratingState(db: Db, userId: string, tripId: string): Promise<RatingState> {
  const [found] = await db
    .select({
      value: sql<number | null>`(SELECT ${rating.value} FROM ${rating} WHERE ${mine(userId, tripId)})`,
      average: trip.ratingAverage,
      count: trip.ratingCount,
    })
    .from(trip)
    .where(and(eq(trip.id, tripId), isPublicTrip()));
  if (!found) throw new AppError('NOT_FOUND', 'No published trip with this id.');
  return { value: found.value, average: Math.round(found.average * 100) / 100, count: found.count };
}

/**
 * Rates a published trip, or changes the member's rating; never one's own trip. The trip's
 * average and count follow by the database's trigger (migration 0015), whatever the door.
 */
export async function rateTrip(db: Db, rater: Member, tripId: string, value: number): Promise<RatingState> {
  if (!ratingValueSchema.safeParse(value).success) {
    const message = getT(rater.locale)('trip-page:rate.choose');
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'value', message }]);
  }
  await countAction(db, 'ratings', ratingLimits, rater);
  const [target] = await db
    .select({ authorId: trip.authorId })
    .from(trip)
    .where(and(eq(trip.id, tripId), isPublicTrip()));
  if (!target) throw new AppError('NOT_FOUND', 'No published trip with this id.');
  if (target.authorId === rater.userId) {
    throw new AppError('FORBIDDEN', getT(rater.locale)('trip-page:rate.ownTrip'));
  }
  await db
    .insert(rating)
    .values({ userId: rater.userId, tripId, value })
    .onConflictDoUpdate({ target: [rating.tripId, rating.userId], set: { value, ratedAt: new Date() } });
  return ratingState(db, rater.userId, tripId);
}

/** Takes the member's rating back; without one, nothing changes. */
export async function removeRating(db: Db, rater: Member, tripId: string): Promise<RatingState> {
  await countAction(db, 'ratings', ratingLimits, rater);
  await db.delete(rating).where(mine(rater.userId, tripId));
  return ratingState(db, rater.userId, tripId);
}
