import { idPattern } from '#domain/ids.ts';
import { type CommentPage, commentLimits, type ReplyView } from '#domain/schemas/comment.ts';
import type { Member } from '#server/auth/member-limits.ts';
import type { SessionUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import {
  type CommentDeps,
  commentThreads,
  deleteComment,
  editComment,
  postComment,
} from '#server/features/comments/comment.service.ts';
import { reportComment, reportTrip } from '#server/features/reports/report.service.ts';
import { isAdmin } from '#server/policies/user.ts';

/** Who reads the comments, as their buttons need it; null signed out. */
export type Commenter = { id: string; admin: boolean; tripAuthor: boolean };

/** The comments on the page: pages 1 to `shown` at once ("Show more comments" appends one). */
export type TripComments = CommentPage & { shown: number; commenter: Commenter | null; tripAuthorId: string | null };

/**
 * A comment or report form refused: which form (`new`, `reply-{id}`, `edit-{id}`,
 * `report-{id}`), what was typed and chosen, why.
 */
export type CommentFormResult = { form: string; body: string; choice?: string; message: string };

const mostPages = 50;

/** The first `?comments=N` pages of a published trip's comments, with the reader's standing. */
export async function tripComments(
  db: Db,
  trip: { id: string; authorId: string | null },
  url: URL,
  viewer: SessionUser | null,
  env: Pick<Env, 'ADMIN_EMAILS'>,
  tripAuthor: boolean,
): Promise<TripComments> {
  const asked = Number.parseInt(url.searchParams.get('comments') ?? '1', 10);
  const shown = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), mostPages) : 1;
  const commenter = viewer ? { id: viewer.id, admin: isAdmin(viewer, env), tripAuthor } : null;
  const reader = commenter && { userId: commenter.id, admin: commenter.admin };
  const threads = await commentThreads(db, trip.id, 0, shown * commentLimits.perPage, reader);
  return { ...threads, shown, commenter, tripAuthorId: trip.authorId };
}

type CommentAction = {
  run: (db: Db, member: Member) => Promise<unknown>;
  done: string;
  anchor?: (done: unknown) => string;
  form: string;
};

const idOrNone = (value: FormDataEntryValue | null) => {
  const text = String(value ?? '');
  return idPattern.test(text) ? text : null;
};

/**
 * The comment and report forms by their `intent`: the API's own functions, which check the fields
 * with the API's schemas, with the notice each leaves. A report's words come in `body`, like a
 * comment's.
 */
export function commentActions(
  form: FormData,
  admin: boolean,
  mails: Omit<CommentDeps, 'db'>,
): Record<string, CommentAction> {
  const body = String(form.get('body') ?? '');
  const tripId = idOrNone(form.get('trip')) ?? '';
  const replyTo = idOrNone(form.get('replyTo'));
  const commentId = idOrNone(form.get('comment')) ?? '';
  const toComment = (done: unknown) => `comment-${(done as ReplyView)._id}`;
  const report = { reason: form.get('reason'), comment: body };
  return {
    comment: {
      run: (db, member) =>
        postComment({ db, ...mails }, member, {
          commentOn: form.get('trip'),
          body,
          replyTo: form.get('replyTo') || null,
        }),
      done: 'trip-page:comments.posted',
      anchor: toComment,
      form: replyTo ? `reply-${replyTo}` : 'new',
    },
    'edit-comment': {
      run: (db, member) => editComment(db, member, commentId, body),
      done: 'trip-page:comments.updated',
      anchor: toComment,
      form: `edit-${commentId}`,
    },
    'delete-comment': {
      run: (db, member) => deleteComment(db, { ...member, admin }, commentId),
      done: 'trip-page:comments.removed',
      anchor: () => 'comments',
      form: `delete-${commentId}`,
    },
    'report-trip': {
      run: (db, member) => reportTrip(db, member, tripId, report),
      done: 'trip-page:report.sent',
      form: `report-${tripId}`,
    },
    'report-comment': {
      run: (db, member) => reportComment(db, member, commentId, report),
      done: 'trip-page:report.sent',
      anchor: () => `comment-${commentId}`,
      form: `report-${commentId}`,
    },
  };
}
