import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import { ConfirmDelete } from '#app/components/confirm-delete.tsx';
import { HiddenNotice } from '#app/components/hidden-notice.tsx';
import { PersonalSlot } from '#app/components/personal-slot.tsx';
import { outlineButton, solidButton } from '#app/components/ui/action-buttons.ts';
import { TextAreaField } from '#app/components/ui/form-fields.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import { commentLimits, type ReplyView } from '#domain/schemas/comment.ts';
import { CommentBody } from './comment-body.tsx';
import { disclosureSummary, ReportForm } from './report-form.tsx';
import type { CommentFormResult, TripComments as Comments } from './trip-comments.server.ts';
import { useTripFormat } from './use-trip-format.ts';

const linkClass = 'font-semibold text-teal-800 underline decoration-teal-800/40 underline-offset-2 hover:text-teal-900';

type Shared = { tripId: string; comments: Comments; result: CommentFormResult | undefined };

/** One comment form: new, a reply or an edit; refused, it shows why and keeps what was typed. */
function CommentForm({
  tripId,
  formKey,
  intent,
  hidden,
  label,
  submit,
  initial = '',
  result,
}: {
  tripId: string;
  formKey: string;
  intent: string;
  hidden?: Record<string, string>;
  label: string;
  submit: string;
  initial?: string;
  result: CommentFormResult | undefined;
}) {
  const { t } = useTranslation('trip-page');
  const refused = result?.form === formKey ? result : undefined;
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="trip" value={tripId} />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TextAreaField
        id={`${formKey}-body`}
        name="body"
        label={label}
        hint={t('comments.hint', { max: commentLimits.bodyMax })}
        error={refused?.message}
        defaultValue={refused?.body ?? initial}
        maxLength={commentLimits.bodyMax}
        rows={3}
        required
      />
      <button type="submit" className={solidButton}>
        {submit}
      </button>
    </Form>
  );
}

/** Writer, date and, for a reply to a reply, whom it answers. */
function CommentHeader({ comment, tripAuthorId }: { comment: ReplyView; tripAuthorId: string | null }) {
  const { t } = useTranslation('trip-page');
  const { date } = useTripFormat();
  const author = comment.author;
  return (
    <p id={`comment-${comment._id}-by`} className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-700">
      {author?.alias ? (
        <LocalLink to={`/${author.alias}`} className={linkClass}>
          {author.name}
        </LocalLink>
      ) : (
        <span className="font-semibold text-slate-900">{author?.name ?? t('comments.formerMember')}</span>
      )}
      {author && author._id === tripAuthorId && (
        <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-900">
          {t('comments.tripAuthor')}
        </span>
      )}
      {comment.repliesTo && <span>{t('comments.inReplyTo', { name: comment.repliesTo })}</span>}
      <time dateTime={comment.createdAt}>{date(comment.createdAt.slice(0, 10))}</time>
      {comment.editedAt && <span>({t('comments.edited')})</span>}
    </p>
  );
}

/** Reply, Edit and Delete as disclosures: each opens its form, with or without script. */
function CommentActions({ comment, tripId, comments, result }: Shared & { comment: ReplyView }) {
  const { t } = useTranslation('trip-page');
  const viewer = comments.commenter;
  if (!viewer || comment.deleted) return null;
  const by = `comment-${comment._id}-by`;
  const own = comment.author?._id === viewer.id;
  const name = comment.author?.name ?? t('comments.formerMember');
  const open = (key: string) => result?.form === `${key}-${comment._id}`;
  return (
    <div className="mt-2 flex flex-wrap items-start gap-x-4 gap-y-2">
      <details className="w-full max-w-xl" open={open('reply')}>
        <summary className={disclosureSummary} aria-describedby={by}>
          {t('comments.reply')}
        </summary>
        <div className="mt-2">
          <CommentForm
            tripId={tripId}
            formKey={`reply-${comment._id}`}
            intent="comment"
            hidden={{ replyTo: comment._id }}
            label={t('comments.replyLabel', { name })}
            submit={t('comments.postReply')}
            result={result}
          />
        </div>
      </details>
      {own && (
        <details className="w-full max-w-xl" open={open('edit')}>
          <summary className={disclosureSummary} aria-describedby={by}>
            {t('comments.edit')}
          </summary>
          <div className="mt-2">
            <CommentForm
              tripId={tripId}
              formKey={`edit-${comment._id}`}
              intent="edit-comment"
              hidden={{ comment: comment._id }}
              label={t('comments.editLabel')}
              submit={t('comments.saveEdit')}
              initial={comment.body}
              result={result}
            />
          </div>
        </details>
      )}
      {!own && (
        <ReportForm tripId={tripId} target={comment._id} intent="report-comment" describedBy={by} result={result} />
      )}
      {(own || viewer.tripAuthor || viewer.admin) && (
        <ConfirmDelete
          busy={false}
          describedBy={by}
          intent="delete-comment"
          words={{
            open: t('comments.delete'),
            question: t('comments.deleteQuestion'),
            confirm: t('comments.deleteYes'),
          }}
        >
          <input type="hidden" name="trip" value={tripId} />
          <input type="hidden" name="comment" value={comment._id} />
        </ConfirmDelete>
      )}
    </div>
  );
}

function CommentItem({
  comment,
  pageStart,
  shared,
}: {
  comment: ReplyView & { replies?: ReplyView[] };
  pageStart?: number;
  shared: Shared;
}) {
  const { t } = useTranslation('trip-page');
  const replies = comment.replies ?? [];
  return (
    <li id={`comment-${comment._id}`} className="scroll-mt-24">
      {pageStart !== undefined && <span id={`comments-page-${pageStart}`} />}
      <article aria-labelledby={`comment-${comment._id}-by`} className="rounded-xl border border-slate-200 p-4">
        {comment.deleted ? (
          <p className="text-sm italic text-slate-600">{t('comments.deleted')}</p>
        ) : (
          <>
            <CommentHeader comment={comment} tripAuthorId={shared.comments.tripAuthorId} />
            {comment.hidden && (
              <div className="mt-2">
                <HiddenNotice what="comment" reason={comment.hidden.reason} />
              </div>
            )}
            <div className="mt-2">
              <CommentBody body={comment.body} links={comment.links} />
            </div>
            <CommentActions comment={comment} {...shared} />
          </>
        )}
      </article>
      {replies.length > 0 && (
        <details className="group/replies mt-2 ml-4 sm:ml-8">
          <summary className={disclosureSummary}>
            <span className="group-open/replies:hidden">{t('comments.showReplies', { count: replies.length })}</span>
            <span className="hidden group-open/replies:inline">{t('comments.hideReplies')}</span>
          </summary>
          <ol className="mt-2 space-y-2">
            {replies.map((reply) => (
              <CommentItem key={reply._id} comment={reply} shared={shared} />
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}

/**
 * The trip's comments, in the HTML for everyone (search engines too): the newest threads first,
 * each reply thread folded with its count; "Show more comments" appends the next page. Plain
 * forms and disclosures, so all of it works on the page served without React.
 */
function CommentsSection({ tripId, comments, result }: Shared) {
  const { t } = useTranslation('trip-page');
  const { pathname, search, hash } = useLocation();
  // A link to a reply (the one just posted, a mail's) opens its thread, which is folded by default.
  useEffect(() => {
    const target = hash.startsWith('#comment-') ? document.getElementById(hash.slice(1)) : null;
    const thread = target?.closest('details');
    if (!target || !thread || thread.open) return;
    thread.open = true;
    target.scrollIntoView({ block: 'center' });
  }, [hash]);
  const more = new URLSearchParams(search);
  more.set('comments', String(comments.shown + 1));
  const shared = { tripId, comments, result };
  const perPage = commentLimits.perPage;
  return (
    <section id="comments" aria-labelledby="comments-heading" className="mt-12 scroll-mt-24 print:hidden">
      <h2 id="comments-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {comments.paginator.totalDocs > 0
          ? t('comments.headingCount', { count: comments.paginator.totalDocs })
          : t('comments.heading')}
      </h2>
      <div id="new-comment" className="mt-4 max-w-xl scroll-mt-24">
        {comments.commenter ? (
          <CommentForm
            tripId={tripId}
            formKey="new"
            intent="comment"
            label={t('comments.label')}
            submit={t('comments.post')}
            result={result}
          />
        ) : (
          <p className="text-slate-800">
            {`${t('comments.signIn')} `}
            <LocalLink to={`/signin?relay=${encodeURIComponent(`${pathname}#new-comment`)}`} className={linkClass}>
              {t('comments.signInLink')}
            </LocalLink>
          </p>
        )}
      </div>
      {comments.docs.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('comments.empty')}</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {comments.docs.map((comment, index) => (
            <CommentItem
              key={comment._id}
              comment={comment}
              pageStart={index > 0 && index % perPage === 0 ? index / perPage + 1 : undefined}
              shared={shared}
            />
          ))}
        </ol>
      )}
      {comments.paginator.hasNextPage && (
        <Link to={`${pathname}?${more}#comments-page-${comments.shown + 1}`} className={`${outlineButton} mt-6`}>
          {t('comments.more')}
        </Link>
      )}
    </section>
  );
}

/** All of it depends on the reader: their forms and buttons, and what moderation lets them see. */
export function TripComments(props: Shared) {
  return (
    <PersonalSlot name="comments">
      <CommentsSection {...props} />
    </PersonalSlot>
  );
}
