import { and, asc, eq, inArray, isNotNull, isNull, min, sql } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import { auditLimits, type Moderation, type ReportGroup, type ReportQueue } from '#domain/schemas/admin.ts';
import { paginatorOf } from '#domain/schemas/paginator.ts';
import { getT } from '#locales/i18n.ts';
import type { Db } from '../../db/client.ts';
import { abuseReport, comment, trip, user } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { presentHidden } from '../../presenters/hidden.ts';
import { type Admin, recordAudit } from './audit.ts';

type Kind = 'trip' | 'comment';
type Target = { kind: Kind; id: string };

const titleOf = (row: { text: Record<string, { title?: string } | undefined>; language: string }) =>
  row.text[row.language]?.title ?? '';

const excerpt = (body: string) => (body.length > 80 ? `${body.slice(0, 79)}…` : body);

/** The targets on one page of the queue: with open reports, oldest first, or hidden, newest first. */
async function queueTargets(db: Db, state: 'open' | 'hidden', offset: number, limit: number) {
  if (state === 'open') {
    const groups = db
      .select({
        tripId: abuseReport.tripId,
        commentId: abuseReport.commentId,
        first: min(abuseReport.reportedAt).as('first'),
      })
      .from(abuseReport)
      .where(isNull(abuseReport.closedAt))
      .groupBy(abuseReport.tripId, abuseReport.commentId)
      .as('groups');
    const [rows, [total]] = await Promise.all([
      db.select().from(groups).orderBy(asc(groups.first), groups.tripId).limit(limit).offset(offset),
      db.select({ value: sql<number>`count(*)::int` }).from(groups),
    ]);
    return {
      targets: rows.map((row): Target & { tripId: string } =>
        row.commentId
          ? { kind: 'comment', id: row.commentId, tripId: row.tripId }
          : { kind: 'trip', id: row.tripId, tripId: row.tripId },
      ),
      total: total?.value ?? 0,
    };
  }
  const hidden = sql`(SELECT 'trip' AS kind, ${trip.id} AS id, ${trip.id} AS trip_id, ${trip.hiddenAt} AS at FROM ${trip} WHERE ${isNotNull(trip.hiddenAt)}
    UNION ALL SELECT 'comment', ${comment.id}, ${comment.tripId}, ${comment.hiddenAt} FROM ${comment} WHERE ${isNotNull(comment.hiddenAt)})`;
  const [rows, counted] = await Promise.all([
    db.execute<{ kind: Kind; id: string; trip_id: string }>(
      sql`SELECT kind, id, trip_id FROM ${hidden} AS hidden ORDER BY at DESC, id LIMIT ${limit} OFFSET ${offset}`,
    ),
    db.execute<{ value: number }>(sql`SELECT count(*)::int AS value FROM ${hidden} AS hidden`),
  ]);
  return {
    targets: rows.rows.map((row) => ({ kind: row.kind, id: row.id, tripId: row.trip_id })),
    total: Number(counted.rows[0]?.value ?? 0),
  };
}

/** Each target with its trip, its words and every report of it (open ones for the open queue). */
async function presentGroups(
  db: Db,
  targets: (Target & { tripId: string })[],
  state: 'open' | 'hidden',
): Promise<ReportGroup[]> {
  if (targets.length === 0) return [];
  const tripIds = [...new Set(targets.map((target) => target.tripId))];
  const commentIds = targets.filter((target) => target.kind === 'comment').map((target) => target.id);
  const [trips, comments, reports] = await Promise.all([
    db
      .select({
        id: trip.id,
        slug: trip.slug,
        text: trip.text,
        language: trip.language,
        hiddenAt: trip.hiddenAt,
        hiddenReason: trip.hiddenReason,
      })
      .from(trip)
      .where(inArray(trip.id, tripIds)),
    commentIds.length === 0
      ? []
      : db
          .select({
            id: comment.id,
            body: comment.body,
            author: user.name,
            hiddenAt: comment.hiddenAt,
            hiddenReason: comment.hiddenReason,
          })
          .from(comment)
          .leftJoin(user, eq(user.id, comment.authorId))
          .where(inArray(comment.id, commentIds)),
    db
      .select({ report: abuseReport, reporter: user.name })
      .from(abuseReport)
      .innerJoin(user, eq(user.id, abuseReport.reporterId))
      .where(and(inArray(abuseReport.tripId, tripIds), state === 'open' ? isNull(abuseReport.closedAt) : undefined))
      .orderBy(asc(abuseReport.reportedAt)),
  ]);
  const tripById = new Map(trips.map((row) => [row.id, row]));
  const commentById = new Map(comments.map((row) => [row.id, row]));
  return targets.flatMap((target) => {
    const onTrip = tripById.get(target.tripId);
    const onComment = target.kind === 'comment' ? commentById.get(target.id) : undefined;
    if (!onTrip || (target.kind === 'comment' && !onComment)) return [];
    const mine = reports.filter(
      ({ report }) => report.tripId === target.tripId && report.commentId === (onComment ? target.id : null),
    );
    return [
      {
        targetKind: target.kind,
        targetId: target.id,
        trip: { _id: onTrip.id, slug: onTrip.slug, title: titleOf(onTrip) },
        comment: onComment ? { body: onComment.body, author: onComment.author } : null,
        hidden: presentHidden(onComment ?? onTrip),
        reports: mine.map(({ report, reporter }) => ({
          reason: report.reason as 'spam' | 'copyright' | 'offensive',
          comment: report.comment,
          reporter,
          reportedAt: report.reportedAt.toISOString(),
          open: report.closedAt === null,
        })),
      },
    ];
  });
}

/** `GET /api/admin/reports`: one page of the moderation queue, reports grouped by their target. */
export async function reportQueue(db: Db, state: 'open' | 'hidden', page: number): Promise<ReportQueue> {
  const perPage = auditLimits.perPage;
  const { targets, total } = await queueTargets(db, state, (page - 1) * perPage, perPage);
  return { docs: await presentGroups(db, targets, state), paginator: paginatorOf(page, total, perPage) };
}

/** The trip or comment and what the log calls it; 404 when it is gone. */
async function targetLabel(db: Db, { kind, id }: Target): Promise<string> {
  if (kind === 'trip') {
    const [found] = await db.select({ text: trip.text, language: trip.language }).from(trip).where(eq(trip.id, id));
    if (found) return titleOf(found);
  } else {
    const [found] = await db.select({ body: comment.body }).from(comment).where(eq(comment.id, id));
    if (found) return excerpt(found.body);
  }
  throw new AppError('NOT_FOUND', `No ${kind} with this id.`);
}

/**
 * Hide, restore or dismiss: hiding needs the reason its writer will read; each closes the
 * target's open reports and writes the audit log.
 */
export async function moderate(db: Db, admin: Admin & { locale: Locale }, target: Target, input: Moderation) {
  const note = input.note.trim();
  if (input.action === 'hide' && !note) {
    const t = getT(admin.locale);
    const message = t('validation:required', { field: t('admin:reports.note') });
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'note', message }]);
  }
  const label = await targetLabel(db, target);
  const hidden =
    input.action === 'hide' ? { hiddenAt: new Date(), hiddenReason: note } : { hiddenAt: null, hiddenReason: null };
  await db.transaction(async (tx) => {
    if (input.action !== 'dismiss') {
      if (target.kind === 'trip') await tx.update(trip).set(hidden).where(eq(trip.id, target.id));
      else await tx.update(comment).set(hidden).where(eq(comment.id, target.id));
    }
    const reports =
      target.kind === 'trip'
        ? and(eq(abuseReport.tripId, target.id), isNull(abuseReport.commentId))
        : eq(abuseReport.commentId, target.id);
    await tx
      .update(abuseReport)
      .set({ closedAt: new Date() })
      .where(and(reports, isNull(abuseReport.closedAt)));
    await recordAudit(tx as unknown as Db, admin, {
      action: input.action,
      targetKind: target.kind,
      targetId: target.id,
      targetLabel: label,
      note,
    });
  });
}
