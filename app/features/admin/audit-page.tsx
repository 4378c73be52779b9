import { useTranslation } from 'react-i18next';
import { Pagination } from '#app/components/pagination.tsx';
import type { AuditPage } from '#domain/schemas/admin.ts';

/** The audit log as a table: when, who, what, to which target, with the note. */
export function AuditLogPage({ log }: { log: AuditPage }) {
  const { t, i18n } = useTranslation('admin');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('audit.title')}</h1>
      <p className="mt-2 text-slate-700">{t('audit.intro')}</p>
      {log.docs.length === 0 ? (
        <p className="mt-8 text-slate-700">{t('audit.empty')}</p>
      ) : (
        <div className="mt-8 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('audit.title')}</caption>
            <thead className="border-b border-slate-300 text-slate-900">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t('audit.when')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('audit.who')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('audit.what')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('audit.target')}
                </th>
                <th scope="col" className="py-2">
                  {t('audit.note')}
                </th>
              </tr>
            </thead>
            <tbody>
              {log.docs.map((entry) => (
                <tr key={entry._id} className="border-b border-slate-200 align-top text-slate-800">
                  <td className="py-2 pr-4 whitespace-nowrap">{when.format(new Date(entry.createdAt))}</td>
                  <td className="py-2 pr-4">{entry.actor}</td>
                  <td className="py-2 pr-4">{t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}</td>
                  <td className="py-2 pr-4">
                    {t(`audit.kinds.${entry.targetKind}`)}: {entry.targetLabel}
                  </td>
                  <td className="py-2">{entry.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={log.paginator.page}
        pages={log.paginator.totalPages}
        path="/admin/audit"
        previous={t('previous')}
        next={t('next')}
      />
    </>
  );
}
