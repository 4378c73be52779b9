import { and, type Column, count, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type CommentPage,
  commentLimits,
  type NewComment,
  newCommentSchema,
  type ReplyView,
} from '#domain/schemas/comment.ts';
import { paginatorOf } from '#domain/schemas/paginator.ts';
import { getT } from '#locales/i18n.ts';
import { countAction, type Member, type MemberLimits } from '../../auth/member-limits.ts';
import type { Db } from '../../db/client.ts';
import { jsonObject, timestampNames, withDates } from '../../db/json-rows.ts';
import { newId } from '../../db/new-id.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { isPublicTrip } from '../../db/public-trip.ts';
import { comment, trip, user, userProfile } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mayDeleteComment, mayEditComment } from '../../policies/comment.ts';
import { parseInput } from '../../validate.ts';
import { type CommentRow, presentReply, presentThreads } from './comment.presenter.ts';
import { deliverCommentMails, noticeComment } from './comment-mails.ts';

/** Writing and changing comments per hour: a lively discussion fits, a spam run does not. */
export const commentActionLimits: MemberLimits = {
  member: { window: 60 * 60, max: 30 },
  address: { window: 60 * 60, max: 120 },
};

/**
 * A new account's first comments show their web addresses as plain text, so an account made to
 * spread links gains nothing from them (issue 14 point 7).
 */
const linksAfter = { accountDays: 7, comments: 3 };

const rows = (db: Db, where: SQL | undefined) =>
  db
    .select({ comment, name: user.name, alias: userProfile.alias })
    .from(comment)
    .leftJoin(user, eq(user.id, comment.authorId))
    .leftJoin(userProfile, eq(userProfile.userId, comment.authorId))
    .where(where);

const noTrip = () => new AppError('NOT_FOUND', 'No published trip with this id.');
const noComment = () => new AppError('NOT_FOUND', 'No comment with this id.');

async function publishedTrip(db: Db, tripId: string) {
  const [found] = await db
    .select({ authorId: trip.authorId })
    .from(trip)
    .where(and(eq(trip.id, tripId), isPublicTrip()));
  if (!found) throw noTrip();
  return found;
}

/** Who reads comments: hidden ones are shown to their writer and to admins only (ADR 0038). */
export type CommentReader = { userId: string; admin: boolean } | null;

const reply = alias(comment, 'reply');

/** Comments the reader (`admin`, `userId`: the values of the query below) may see. */
const shown = (table: { hiddenAt: Column; authorId: Column }) =>
  sql`(${sql.placeholder('admin')}::boolean OR ${table.hiddenAt} IS NULL OR ${table.authorId} = ${sql.placeholder('userId')})`;

const commentTimestamps = timestampNames(getTableColumns(comment));

/** Comments with their writers, as one JSON array in `order`. */
const rowsAsJson = (where: SQL, order: SQL) =>
  sql`(SELECT coalesce(json_agg(${jsonObject({
    comment: jsonObject(getTableColumns(comment)),
    name: user.name,
    alias: userProfile.alias,
  })} ORDER BY ${order}), '[]')
    FROM ${comment}
    LEFT JOIN ${user} ON ${user.id} = ${comment.authorId}
    LEFT JOIN ${userProfile} ON ${userProfile.userId} = ${comment.authorId}
    WHERE ${where})`;

const tripParam = sql.placeholder('tripId');

/**
 * A page of threads in one query planned once (ADR 0045): whether the trip is public, how many
 * top-level comments the reader sees, those of the page newest first, and their replies oldest
 * first. A hidden comment others answered stays, as a placeholder, for everyone else.
 */
const threadsQuery = preparedQuery<{ threads: ThreadsJson }>(
  'comment_threads',
  sql`WITH top AS (
    SELECT ${comment.id} AS id, ${comment.createdAt} AS created_at FROM ${comment}
    WHERE ${comment.tripId} = ${tripParam} AND ${comment.rootId} IS NULL
      AND (${shown(comment)} OR EXISTS (SELECT 1 FROM ${comment} ${reply} WHERE ${reply.rootId} = ${comment.id} AND ${shown(reply)}))
  ), page AS (
    SELECT id FROM top ORDER BY created_at DESC, id DESC
    LIMIT ${sql.placeholder('limit')}::int OFFSET ${sql.placeholder('offset')}::int
  )
  SELECT ${jsonObject({
    published: sql`EXISTS (SELECT 1 FROM ${trip} WHERE ${trip.id} = ${tripParam} AND ${isPublicTrip()})`,
    total: sql`(SELECT count(*) FROM top)`,
    roots: rowsAsJson(sql`${comment.id} IN (SELECT id FROM page)`, sql`${comment.createdAt} DESC, ${comment.id} DESC`),
    replies: rowsAsJson(
      sql`${comment.rootId} IN (SELECT id FROM page) AND ${shown(comment)}`,
      sql`${comment.createdAt}, ${comment.id}`,
    ),
  })} AS threads`,
);

type JsonRow = { comment: Record<string, unknown>; name: string | null; alias: string | null };
type ThreadsJson = { published: boolean; total: number; roots: JsonRow[]; replies: JsonRow[] };

const toCommentRow = (row: JsonRow): CommentRow => ({
  ...row,
  comment: withDates<CommentRow['comment']>(row.comment, commentTimestamps),
});

/**
 * Top-level comments `offset` to `offset + limit`, newest first, with every reply of theirs, as
 * `reader` sees them: a hidden comment others answered stays as a placeholder for everyone else.
 */
export async function commentThreads(
  db: Db,
  tripId: string,
  offset: number,
  limit: number,
  reader: CommentReader,
): Promise<CommentPage> {
  const [row] = await threadsQuery(db, {
    tripId,
    // No account has an empty id: signed out, only comments nobody hid.
    userId: reader?.userId ?? '',
    admin: String(reader?.admin ?? false),
    limit: String(limit),
    offset: String(offset),
  });
  const threads = row?.threads;
  if (!threads?.published) throw noTrip();
  const perPage = commentLimits.perPage;
  const page = Math.floor((offset + limit) / perPage);
  return {
    docs: presentThreads(threads.roots.map(toCommentRow), threads.replies.map(toCommentRow), reader),
    paginator: paginatorOf(page, threads.total, perPage),
  };
}

/** `GET /api/comment/?commentOn&page`: one page; the page shows pages 1 to N at once. */
export const commentPage = (db: Db, tripId: string, page: number, reader: CommentReader) =>
  commentThreads(db, tripId, (page - 1) * commentLimits.perPage, commentLimits.perPage, reader);

/** The words of a comment, trimmed, or a translated refusal that names the field. */
function checkedBody(body: string, member: Member): string {
  const t = getT(member.locale);
  const words = body.trim();
  const problem =
    words.length === 0
      ? t('validation:required', { field: t('trip-page:comments.field') })
      : words.length > commentLimits.bodyMax
        ? t('validation:max_length', { length: commentLimits.bodyMax })
        : null;
  if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ field: 'body', message: problem }]);
  return words;
}

/** One comment as the API shows it, with the writer a reply answers. */
async function presentOne(db: Db, id: string, writer: Member): Promise<ReplyView> {
  const [row] = await rows(db, eq(comment.id, id));
  if (!row) throw noComment();
  const reader = { userId: writer.userId, admin: false };
  const answered = row.comment.replyToId;
  if (!answered || answered === row.comment.rootId) return presentReply(row, reader);
  const [other] = await rows(db, eq(comment.id, answered));
  return presentReply(row, reader, other?.name ?? null);
}

/** A comment that still has words, with the author of its trip; 404 otherwise. */
async function liveComment(db: Db, id: string) {
  const [found] = await db
    .select({ comment, tripAuthorId: trip.authorId })
    .from(comment)
    .innerJoin(trip, and(eq(trip.id, comment.tripId), isPublicTrip()))
    .where(and(eq(comment.id, id), isNull(comment.deletedAt)));
  if (!found) throw noComment();
  return { ...found.comment, tripAuthorId: found.tripAuthorId };
}

async function showsLinks(db: Db, userId: string): Promise<boolean> {
  const [writer] = await db.select({ since: user.createdAt }).from(user).where(eq(user.id, userId));
  const ageDays = (Date.now() - (writer?.since.getTime() ?? Date.now())) / 86_400_000;
  if (ageDays >= linksAfter.accountDays) return true;
  const [written] = await db.select({ value: count() }).from(comment).where(eq(comment.authorId, userId));
  return (written?.value ?? 0) >= linksAfter.comments;
}

/**
 * `POST /api/comment/`: a comment on a published trip, or a reply in the thread of the comment
 * it answers (`root` follows from `replyTo`; the writer is the caller).
 */
export async function addComment(db: Db, writer: Member, input: NewComment): Promise<ReplyView> {
  const body = checkedBody(input.body, writer);
  await countAction(db, 'comments', commentActionLimits, writer);
  await publishedTrip(db, input.commentOn);
  let thread: { rootId: string; replyToId: string } | null = null;
  if (input.replyTo) {
    const answered = await liveComment(db, input.replyTo);
    if (answered.tripId !== input.commentOn || answered.hiddenAt) throw noComment();
    thread = { rootId: answered.rootId ?? answered.id, replyToId: answered.id };
  }
  const id = newId();
  await db.insert(comment).values({
    id,
    tripId: input.commentOn,
    authorId: writer.userId,
    body,
    rootId: thread?.rootId ?? null,
    replyToId: thread?.replyToId ?? null,
    depth: thread ? 1 : 0,
    links: await showsLinks(db, writer.userId),
  });
  await noticeComment(db, {
    id,
    tripId: input.commentOn,
    authorId: writer.userId,
    replyToId: thread?.replyToId ?? null,
  });
  return presentOne(db, id, writer);
}

/** What a new comment's door needs to send its first mails promptly. */
export type CommentDeps = { db: Db; mailer: Mailer; env: Pick<Env, 'PUBLIC_URL' | 'AUTH_SECRET'> };

/** A new comment as it came through any door (the API's JSON, the trip page's form): checked here. */
export type CommentFields = { [K in keyof NewComment]?: unknown };

/**
 * The one way a member writes a comment, for the API and the trip page alike: the fields checked
 * against `newCommentSchema`, the comment added, and the mails it causes sent at once (the rest
 * wait for the minute's round, server/index.ts).
 */
export async function postComment({ db, mailer, env }: CommentDeps, writer: Member, fields: CommentFields) {
  const t = getT(writer.locale);
  const labels = {
    body: t('trip-page:comments.field'),
    commentOn: t('trip-page:comments.tripField'),
    replyTo: t('trip-page:comments.replyToField'),
  };
  const input = parseInput(newCommentSchema, fields, writer.locale, labels);
  const written = await addComment(db, writer, input);
  await deliverCommentMails(db, mailer, env, { tripId: written.commentOn });
  return written;
}

/** `PUT /api/comment/{id}`: new words, by the writer only. */
export async function editComment(db: Db, writer: Member, id: string, newBody: string): Promise<ReplyView> {
  const found = await liveComment(db, id);
  if (!mayEditComment(writer.userId, found)) {
    throw new AppError('FORBIDDEN', getT(writer.locale)('trip-page:comments.notYours'));
  }
  const body = checkedBody(newBody, writer);
  await countAction(db, 'comments', commentActionLimits, writer);
  await db.update(comment).set({ body, editedAt: new Date() }).where(eq(comment.id, id));
  return presentOne(db, id, writer);
}

/**
 * `DELETE /api/comment/{id}`: by the writer, the trip's author or an admin. A comment others
 * answered stays as a placeholder (the database's rule, migration 0016).
 */
export async function deleteComment(db: Db, actor: Member & { admin: boolean }, id: string): Promise<void> {
  const found = await liveComment(db, id);
  if (!mayDeleteComment(actor.userId, actor.admin, found)) {
    throw new AppError('FORBIDDEN', getT(actor.locale)('trip-page:comments.notYours'));
  }
  await db.delete(comment).where(eq(comment.id, id));
}
