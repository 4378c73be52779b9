import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { ConfirmDelete } from '#app/components/confirm-delete.tsx';
import { Pagination } from '#app/components/pagination.tsx';
import { outlineButton } from '#app/components/ui/action-buttons.ts';
import { LocalLink } from '#app/lib/locale.tsx';
import { localizePath } from '#domain/locale.ts';
import type { NewsletterIssuePage, NewsletterIssueView } from '#domain/schemas/newsletter-issue.ts';

const linkClass = 'font-semibold text-teal-800 underline decoration-teal-800/40 underline-offset-2 hover:text-teal-900';

/** How far a send has come: the counts in words, and a bar of the mails handed over. */
function SendProgress({ issue, describedBy }: { issue: NewsletterIssueView; describedBy: string }) {
  const { t } = useTranslation('admin');
  const { sent, waiting, interrupted } = issue.counts;
  const total = sent + waiting + interrupted;
  return (
    <div className="mt-3">
      <p id={`${describedBy}-counts`} className="text-sm text-slate-800">
        {t('newsletter.counts', { sent, waiting, interrupted })}
      </p>
      <progress
        className="mt-1 h-2 w-full max-w-sm accent-teal-700"
        value={sent}
        max={Math.max(total, 1)}
        aria-label={t('newsletter.progress')}
        aria-describedby={`${describedBy}-counts`}
      />
      {interrupted > 0 && <p className="mt-1 text-sm text-amber-900">{t('newsletter.interruptedHint')}</p>}
    </div>
  );
}

function IssueRow({ issue }: { issue: NewsletterIssueView }) {
  const { t, i18n } = useTranslation('admin');
  const busy = useNavigation().state !== 'idle';
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const id = `issue-${issue._id}`;
  const fields = (
    <>
      <input type="hidden" name="issue" value={issue._id} />
      <input type="hidden" name="version" value={issue.version} />
    </>
  );
  const web = localizePath(`/newsletter/${issue._id}`, issue.locale);
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {issue.subject}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t('newsletter.created', {
          language: t(`newsletter.languages.${issue.locale}`),
          date: date.format(new Date(issue.createdAt)),
        })}
        {' · '}
        <span className="font-semibold">{t(`newsletter.status.${issue.status}`)}</span>
      </p>
      {issue.status !== 'draft' && <SendProgress issue={issue} describedBy={id} />}
      <div className="mt-3 flex flex-wrap items-start gap-4">
        {issue.status === 'draft' ? (
          <>
            <LocalLink to={`/admin/newsletter/${issue._id}/edit`} className={outlineButton} aria-describedby={id}>
              {t('newsletter.edit')}
            </LocalLink>
            <a href={web} className={outlineButton} aria-describedby={id}>
              {t('newsletter.preview')}
            </a>
            <Form method="post">
              {fields}
              <button
                type="submit"
                name="intent"
                value="test"
                className={outlineButton}
                aria-describedby={id}
                disabled={busy}
              >
                {t('newsletter.test')}
              </button>
            </Form>
            <ConfirmDelete
              describedBy={id}
              busy={busy}
              intent="send"
              words={{
                open: t(`newsletter.sendTo.${issue.locale}`, { count: issue.audience }),
                question: t('newsletter.confirmSend'),
                confirm: t('newsletter.confirmSendButton'),
              }}
            >
              {fields}
            </ConfirmDelete>
            <ConfirmDelete
              describedBy={id}
              busy={busy}
              words={{
                open: t('newsletter.delete'),
                question: t('newsletter.confirmDelete'),
                confirm: t('newsletter.confirmDeleteButton'),
              }}
            >
              {fields}
            </ConfirmDelete>
          </>
        ) : (
          <a href={web} className={linkClass} aria-describedby={id}>
            {t('newsletter.webVersion')}
          </a>
        )}
      </div>
    </li>
  );
}

/** `/admin/newsletter`: the issues, to write, preview, test and send once; sends show their progress. */
export function AdminNewsletterPage({ list }: { list: NewsletterIssuePage }) {
  const { t } = useTranslation('admin');
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('newsletter.title')}</h1>
        <LocalLink to="/admin/newsletter/new" className={outlineButton}>
          {t('newsletter.new')}
        </LocalLink>
      </div>
      <p className="mt-2 text-slate-700">{t('newsletter.intro')}</p>
      {list.docs.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('newsletter.none')}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {list.docs.map((issue) => (
            <IssueRow key={issue._id} issue={issue} />
          ))}
        </ul>
      )}
      <Pagination
        page={list.paginator.page}
        pages={list.paginator.totalPages}
        path="/admin/newsletter"
        query=""
        previous={t('previous')}
        next={t('next')}
      />
    </div>
  );
}
