import { type SQL, sql } from 'drizzle-orm';
import { type LiveSessionRow, liveSession, type SessionUser } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { isPublicTrip } from '../../db/public-trip.ts';
import { comment, rating, savedTrip, trip, user } from '../../db/schema/index.ts';

/**
 * What a signed-in reader did with a trip page: which of its trips (the trip and its cards) they
 * saved, their rating of the trip, and whether its comments may show otherwise than on a copy of
 * the page rendered for everyone at `since`: one of theirs our team hid (which only they see), or
 * any written, edited, deleted or hidden since. And whether the trip is still public and unchanged
 * since, so that such a copy still shows it as it is.
 */
export type ReaderStanding = {
  saved: string[];
  rating: number | null;
  commentsChanged: boolean;
  tripUnchanged: boolean;
};

type Page = { tripId: string; cardIds: readonly string[]; since: Date };
type StandingRow = { saved: string[] | null; rating: number | null; commentsChanged: boolean; tripUnchanged: boolean };

/** Servers' clocks and the database's may differ a little; a comment this close counts as new. */
const clockSkewMs = 5_000;

function standingColumns(userId: SQL, { tripId, cardIds, since }: Page): SQL {
  const changedAfter = new Date(since.getTime() - clockSkewMs).toISOString();
  const tripIds = sql.join(
    [tripId, ...cardIds].map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(SELECT array_agg(${savedTrip.tripId}) FROM ${savedTrip}
      WHERE ${savedTrip.userId} = ${userId} AND ${savedTrip.tripId} IN (${tripIds})) AS saved,
    (SELECT ${rating.value}::int FROM ${rating} WHERE ${rating.userId} = ${userId} AND ${rating.tripId} = ${tripId}) AS rating,
    EXISTS (SELECT 1 FROM ${comment} WHERE ${comment.tripId} = ${tripId}
      AND ((${comment.authorId} = ${userId} AND ${comment.hiddenAt} IS NOT NULL)
        OR GREATEST(${comment.createdAt}, ${comment.editedAt}, ${comment.deletedAt}, ${comment.hiddenAt})
          > ${changedAfter}::timestamptz)
    ) AS "commentsChanged",
    EXISTS (SELECT 1 FROM ${trip} WHERE ${trip.id} = ${tripId} AND ${isPublicTrip()}
      AND ${trip.updatedAt} < ${changedAfter}::timestamptz) AS "tripUnchanged"`;
}

const toStanding = (row: StandingRow | undefined): ReaderStanding => ({
  saved: row?.saved ?? [],
  rating: row?.rating ?? null,
  commentsChanged: row?.commentsChanged ?? false,
  tripUnchanged: row?.tripUnchanged ?? false,
});

/** A member's standing on a trip page. */
export async function readerStanding(db: Db, userId: string, page: Page): Promise<ReaderStanding> {
  const result = await db.execute<StandingRow>(sql`SELECT ${standingColumns(sql`${userId}`, page)}`);
  return toStanding(result.rows[0]);
}

/**
 * The reader of a session token and their standing on a trip page, in one query (raw SQL: the
 * query builder costs as much again), as the cached trip page asks it for every signed-in reader
 * (ADR 0039); null when the session is not live.
 */
export async function sessionStanding(
  db: Db,
  token: string,
  page: Page,
): Promise<{ user: SessionUser; standing: ReaderStanding } | null> {
  const result = await db.execute<LiveSessionRow & StandingRow>(sql`
    SELECT ${liveSession.columns}, ${standingColumns(sql`${user.id}`, page)}
    FROM ${liveSession.from} WHERE ${liveSession.where(token)}`);
  const [row] = result.rows;
  return row ? { user: liveSession.user(row), standing: toStanding(row) } : null;
}
