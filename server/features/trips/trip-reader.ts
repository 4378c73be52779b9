import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type LiveSessionRow, liveSession, type SessionUser } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
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

const userId = sql.placeholder('userId');
const tripId = sql.placeholder('tripId');
const changedAfter = sql`${sql.placeholder('changedAfter')}::timestamptz`;

const standingColumns = (reader: SQL | Placeholder) => sql`(SELECT array_agg(${savedTrip.tripId}) FROM ${savedTrip}
    WHERE ${savedTrip.userId} = ${reader} AND ${savedTrip.tripId} = ANY(${sql.placeholder('tripIds')}::text[])) AS saved,
  (SELECT ${rating.value}::int FROM ${rating} WHERE ${rating.userId} = ${reader} AND ${rating.tripId} = ${tripId}) AS rating,
  EXISTS (SELECT 1 FROM ${comment} WHERE ${comment.tripId} = ${tripId}
    AND ((${comment.authorId} = ${reader} AND ${comment.hiddenAt} IS NOT NULL)
      OR GREATEST(${comment.createdAt}, ${comment.editedAt}, ${comment.deletedAt}, ${comment.hiddenAt}) > ${changedAfter})
  ) AS "commentsChanged",
  EXISTS (SELECT 1 FROM ${trip} WHERE ${trip.id} = ${tripId} AND ${isPublicTrip()}
    AND ${trip.updatedAt} < ${changedAfter}) AS "tripUnchanged"`;

const pageValues = ({ tripId, cardIds, since }: Page) => ({
  tripId,
  tripIds: [tripId, ...cardIds],
  changedAfter: new Date(since.getTime() - clockSkewMs),
});

const toStanding = (row: StandingRow | undefined): ReaderStanding => ({
  saved: row?.saved ?? [],
  rating: row?.rating ?? null,
  commentsChanged: row?.commentsChanged ?? false,
  tripUnchanged: row?.tripUnchanged ?? false,
});

const memberStanding = preparedQuery<StandingRow>('member_standing', sql`SELECT ${standingColumns(userId)}`);

/** A member's standing on a trip page. */
export async function readerStanding(db: Db, userId: string, page: Page): Promise<ReaderStanding> {
  const [row] = await memberStanding(db, { userId, ...pageValues(page) });
  return toStanding(row);
}

const liveSessionStanding = preparedQuery<LiveSessionRow & StandingRow>(
  'session_standing',
  sql`SELECT ${liveSession.columns}, ${standingColumns(sql`${user.id}`)}
    FROM ${liveSession.from} WHERE ${liveSession.where(sql.placeholder('token'))}`,
);

/**
 * The reader of a session token and their standing on a trip page, in one query planned once
 * (ADR 0039), as the cached trip page asks it for every signed-in reader; null when the session is
 * not live.
 */
export async function sessionStanding(
  db: Db,
  token: string,
  page: Page,
): Promise<{ user: SessionUser; standing: ReaderStanding } | null> {
  const [row] = await liveSessionStanding(db, { token, ...pageValues(page) });
  return row ? { user: liveSession.user(row), standing: toStanding(row) } : null;
}
