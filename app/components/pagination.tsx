import { useTranslation } from 'react-i18next';
import { LocalLink } from '#app/lib/locale.tsx';

const pageLink =
  'rounded-full border border-teal-700 px-4 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50 outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700';

/**
 * Previous and next links for a list at `path?page=N`, keeping the list's other parameters
 * (`query`, without `page`); page 1 keeps the address without `page`.
 */
export function Pagination({
  page,
  pages,
  path,
  query = '',
  previous,
  next,
}: {
  page: number;
  pages: number;
  path: string;
  query?: string;
  previous: string;
  next: string;
}) {
  const { t } = useTranslation('trip-page');
  if (pages <= 1 && page <= 1) return null;
  const to = (target: number) => {
    const params = new URLSearchParams(query);
    if (target > 1) params.set('page', String(target));
    return params.size > 0 ? `${path}?${params}` : path;
  };
  return (
    <nav aria-label={t('list.pages')} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 && (
        <LocalLink to={to(page - 1)} rel="prev" className={pageLink}>
          {previous}
        </LocalLink>
      )}
      <span className="text-sm text-slate-700" aria-current="page">
        {t('list.page', { page, pages })}
      </span>
      {page < pages && (
        <LocalLink to={to(page + 1)} rel="next" className={pageLink}>
          {next}
        </LocalLink>
      )}
    </nav>
  );
}
