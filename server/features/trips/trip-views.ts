import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trip, tripView } from '../../db/schema/index.ts';
import { isPublic } from '../../policies/trip.ts';
import { tripAccess, tripNotFound } from './trip-record.ts';

export type Visitor = { userId: string | null; address: string; userAgent: string };

/**
 * Counts a view of a published trip (404 for any other) at most once per visitor and day, never the
 * author's own. Visitors are a keyed hash of the account, or of address and browser, so no address
 * is stored. Returns whether it counted. Reads only what it needs of the trip: views are frequent.
 */
export async function countView(
  db: Db,
  secret: string,
  tripId: string,
  visitor: Visitor,
  now = new Date(),
): Promise<boolean> {
  const subject = await tripAccess(db, { id: tripId });
  if (!subject || !isPublic(subject)) throw tripNotFound();
  if (visitor.userId !== null && visitor.userId === subject.authorId) return false;
  const who = visitor.userId ? `user:${visitor.userId}` : `anon:${visitor.address}:${visitor.userAgent}`;
  const hash = createHmac('sha256', secret).update(who).digest('base64url').slice(0, 22);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(tripView)
      .values({ tripId: subject.id, visitor: hash, day: now.toISOString().slice(0, 10) })
      .onConflictDoNothing()
      .returning({ tripId: tripView.tripId });
    if (inserted.length === 0) return false;
    await tx
      .update(trip)
      .set({ views: sql`${trip.views} + 1` })
      .where(eq(trip.id, subject.id));
    return true;
  });
}
