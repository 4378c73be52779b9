import { and, eq, isNull, sql } from 'drizzle-orm';
import { type ReportInput, type ReportReason, reportSchema } from '#domain/schemas/report.ts';
import { getT } from '#locales/i18n.ts';
import { countAction, type Member, type MemberLimits } from '../../auth/member-limits.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/new-id.ts';
import { isPublicTrip } from '../../db/public-trip.ts';
import { abuseReport, comment, trip } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../validate.ts';
import { reportLabels } from './report-labels.ts';

/** Reports per hour: enough for a member who finds a spam run, too few to flood the queue. */
export const reportActionLimits: MemberLimits = {
  member: { window: 60 * 60, max: 20 },
  address: { window: 60 * 60, max: 60 },
};

type Target = { tripId: string; commentId: string | null; authorId: string | null };

/** A report as it came through any door (the API's JSON, the trip page's form): checked here. */
export type ReportFields = { [K in keyof ReportInput]?: unknown };

const checked = (input: ReportFields, reporter: Member) =>
  parseInput(reportSchema, input, reporter.locale, reportLabels(reporter.locale));

/**
 * The one report of `reporter` on a target, given again: the newer reason and words replace the
 * older, so the queue counts members, not clicks. Nobody reports what they wrote themselves.
 */
async function report(db: Db, reporter: Member, target: Target | undefined, input: ReportFields) {
  const { reason, comment: words } = checked(input, reporter);
  await countAction(db, 'reports', reportActionLimits, reporter);
  if (!target) throw new AppError('NOT_FOUND', 'Nothing to report with this id.');
  if (target.authorId === reporter.userId) {
    throw new AppError('FORBIDDEN', getT(reporter.locale)('trip-page:report.own'));
  }
  const mine = and(
    eq(abuseReport.reporterId, reporter.userId),
    eq(abuseReport.tripId, target.tripId),
    target.commentId ? eq(abuseReport.commentId, target.commentId) : isNull(abuseReport.commentId),
  );
  const changed = await db
    .update(abuseReport)
    .set({ reason, comment: words, reportedAt: new Date() })
    .where(mine)
    .returning({ id: abuseReport.id });
  if (changed.length === 0) {
    // Two first reports at once: the unique index keeps one.
    await db
      .insert(abuseReport)
      .values({
        id: newId(),
        tripId: target.tripId,
        commentId: target.commentId,
        reporterId: reporter.userId,
        reason,
        comment: words,
      })
      .onConflictDoNothing();
  }
  return { reported: true as const, reason: reason as ReportReason };
}

/** `POST /api/trip/report-abuse/{id}`: a published trip. */
export async function reportTrip(db: Db, reporter: Member, tripId: string, input: ReportFields) {
  const [target] = await db
    .select({ tripId: trip.id, commentId: sql<null>`null`, authorId: trip.authorId })
    .from(trip)
    .where(and(eq(trip.id, tripId), isPublicTrip()));
  return report(db, reporter, target, input);
}

/** `POST /api/comment/report-abuse/{id}`: a comment with words, on a published trip. */
export async function reportComment(db: Db, reporter: Member, commentId: string, input: ReportFields) {
  const [target] = await db
    .select({ tripId: comment.tripId, commentId: comment.id, authorId: comment.authorId })
    .from(comment)
    .innerJoin(trip, and(eq(trip.id, comment.tripId), isPublicTrip()))
    .where(and(eq(comment.id, commentId), isNull(comment.deletedAt)));
  return report(db, reporter, target, input);
}
