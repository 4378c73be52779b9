import { and, count, desc, eq } from 'drizzle-orm';
import { paginatorOf } from '#domain/schemas/paginator.ts';
import { savedTripsPageSize } from '#domain/schemas/saved-trips.ts';
import { countAction, type Member, type MemberLimits } from '../../auth/member-limits.ts';
import type { Db } from '../../db/client.ts';
import { isPublicTrip } from '../../db/public-trip.ts';
import { savedTrip, trip } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { cardQuery, toCard } from '../../presenters/trip-card.ts';

/**
 * Saving and unsaving per hour: far more than a reader clicks, too few to flood. A network many
 * readers share gets more.
 */
export const saveLimits: MemberLimits = {
  member: { window: 60 * 60, max: 120 },
  address: { window: 60 * 60, max: 600 },
};

const ofMember = (userId: string, tripId: string) => and(eq(savedTrip.userId, userId), eq(savedTrip.tripId, tripId));

/** Keeps a published trip for the member; saving it again changes nothing. */
export async function addSavedTrip(db: Db, saver: Member, tripId: string): Promise<void> {
  await countAction(db, 'saved-trips', saveLimits, saver);
  const [published] = await db
    .select({ id: trip.id })
    .from(trip)
    .where(and(eq(trip.id, tripId), isPublicTrip()));
  if (!published) throw new AppError('NOT_FOUND', 'No published trip with this id.');
  await db.insert(savedTrip).values({ userId: saver.userId, tripId }).onConflictDoNothing();
}

/** Lets the trip go from the member's list; a trip not saved stays not saved. */
export async function removeSavedTrip(db: Db, saver: Member, tripId: string): Promise<void> {
  await countAction(db, 'saved-trips', saveLimits, saver);
  await db.delete(savedTrip).where(ofMember(saver.userId, tripId));
}

/** How many saved trips the cards of a page mark as saved: the newest saved, far more than anyone keeps. */
export const markedSavesMax = 1000;

/** The ids of the member's newest saved trips, for the Save buttons on cards. */
export async function savedTripIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ tripId: savedTrip.tripId })
    .from(savedTrip)
    .where(eq(savedTrip.userId, userId))
    .orderBy(desc(savedTrip.savedAt))
    .limit(markedSavesMax);
  return rows.map((row) => row.tripId);
}

/** One page of the member's saved trips that are still published, newest saved first. */
export async function savedTrips(db: Db, userId: string, page: number, language: string) {
  const mine = and(eq(savedTrip.userId, userId), isPublicTrip());
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(savedTrip)
    .innerJoin(trip, eq(trip.id, savedTrip.tripId))
    .where(mine);
  const rows = await cardQuery(db)
    .innerJoin(savedTrip, eq(savedTrip.tripId, trip.id))
    .where(mine)
    .orderBy(desc(savedTrip.savedAt), desc(trip.id))
    .limit(savedTripsPageSize)
    .offset((page - 1) * savedTripsPageSize);
  return { docs: rows.map(toCard(language)), paginator: paginatorOf(page, total, savedTripsPageSize) };
}
