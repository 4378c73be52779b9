import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Pagination } from '#app/components/pagination.tsx';
import { dangerButton, outlineButton } from '#app/components/ui/action-buttons.ts';
import { TextAreaField } from '#app/components/ui/form-fields.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import { auditLimits, type ReportGroup, type ReportQueue } from '#domain/schemas/admin.ts';
import type { ModerationResult } from './reports.server.ts';

const tabClass = (isActive: boolean) =>
  `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? 'bg-slate-900 text-white' : 'border border-slate-300 text-slate-800 hover:bg-slate-50'}`;
const linkClass = 'font-medium text-teal-800 underline decoration-teal-800/40 underline-offset-2 hover:text-teal-900';

function Target({ group }: { group: ReportGroup }) {
  const { t } = useTranslation('admin');
  const context = `/trips/${group.trip.slug}${group.comment ? `#comment-${group.targetId}` : ''}`;
  return (
    <>
      <h2 id={`target-${group.targetId}`} className="text-lg font-semibold text-slate-900">
        {group.comment
          ? t('reports.commentOn', { title: group.trip.title })
          : t('reports.trip', { title: group.trip.title })}
      </h2>
      {group.comment && (
        <blockquote className="mt-2 border-l-4 border-slate-300 pl-3 text-slate-800">
          <p className="whitespace-pre-line">{group.comment.body}</p>
          <footer className="mt-1 text-sm text-slate-600">
            {t('reports.by', { name: group.comment.author ?? t('reports.goneAccount') })}
          </footer>
        </blockquote>
      )}
      <p className="mt-2 text-sm">
        <LocalLink to={context} className={linkClass}>
          {t('reports.inContext')}
        </LocalLink>
      </p>
      {group.hidden && (
        <p className="mt-2 text-sm font-medium text-rose-900">{t('reports.hidden', { reason: group.hidden.reason })}</p>
      )}
    </>
  );
}

function Reports({ group }: { group: ReportGroup }) {
  const { t, i18n } = useTranslation('admin');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (group.reports.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 text-sm text-slate-800">
      {group.reports.map((report) => (
        <li key={`${report.reporter}-${report.reportedAt}`}>
          <span className="font-semibold">{t(`trip-page:report.reasons.${report.reason}`)}</span>
          {' · '}
          {t('reports.reportedBy', { name: report.reporter, date: date.format(new Date(report.reportedAt)) })}
          {report.comment && <q className="ml-1 text-slate-700">{report.comment}</q>}
        </li>
      ))}
    </ul>
  );
}

function Decide({ group, result }: { group: ReportGroup; result: ModerationResult | undefined }) {
  const { t } = useTranslation('admin');
  const mine = result?.target === group.targetId ? result : undefined;
  const open = group.reports.some((report) => report.open);
  return (
    <Form method="post" className="mt-4 space-y-3" aria-labelledby={`target-${group.targetId}`}>
      <input type="hidden" name="kind" value={group.targetKind} />
      <input type="hidden" name="id" value={group.targetId} />
      <TextAreaField
        name="note"
        id={`note-${group.targetId}`}
        label={t('reports.noteLabel')}
        hint={t('reports.noteHint')}
        rows={2}
        maxLength={auditLimits.noteMax}
        defaultValue={mine?.note}
        error={mine?.message}
      />
      <div className="flex flex-wrap gap-3">
        {group.hidden ? (
          <button type="submit" name="intent" value="restore" className={outlineButton}>
            {t('reports.restore')}
          </button>
        ) : (
          <button type="submit" name="intent" value="hide" className={dangerButton}>
            {t('reports.hide')}
          </button>
        )}
        {open && (
          <button type="submit" name="intent" value="dismiss" className={outlineButton}>
            {t('reports.dismiss')}
          </button>
        )}
      </div>
    </Form>
  );
}

/** The moderation queue: each reported trip or comment once, with its reports and the decision. */
export function ReportsPage({
  queue,
  state,
  result,
}: {
  queue: ReportQueue;
  state: 'open' | 'hidden';
  result: ModerationResult | undefined;
}) {
  const { t } = useTranslation('admin');
  const { page, totalPages } = queue.paginator;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('reports.title')}</h1>
      <p className="mt-2 text-slate-700">{t('reports.intro')}</p>
      <nav aria-label={t('reports.states')} className="mt-6 flex gap-3">
        {(['open', 'hidden'] as const).map((tab) => (
          <LocalLink
            key={tab}
            to={tab === 'open' ? '/admin/reports' : '/admin/reports?state=hidden'}
            className={tabClass(tab === state)}
            aria-current={tab === state ? 'page' : undefined}
          >
            {t(tab === 'open' ? 'reports.open' : 'reports.hiddenNow')}
          </LocalLink>
        ))}
      </nav>
      {queue.docs.length === 0 ? (
        <p className="mt-8 text-lg text-slate-700">
          {t(state === 'open' ? 'reports.emptyOpen' : 'reports.emptyHidden')}
        </p>
      ) : (
        <ol className="mt-8 space-y-6">
          {queue.docs.map((group) => (
            <li key={group.targetId} className="rounded-xl border border-slate-200 p-5">
              <Target group={group} />
              <Reports group={group} />
              <Decide group={group} result={result} />
            </li>
          ))}
        </ol>
      )}
      <Pagination
        page={page}
        pages={totalPages}
        path="/admin/reports"
        query={state === 'hidden' ? 'state=hidden' : ''}
        previous={t('previous')}
        next={t('next')}
      />
    </>
  );
}
