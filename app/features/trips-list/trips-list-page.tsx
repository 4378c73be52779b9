import { useTranslation } from 'react-i18next';
import { TripCard } from '#app/components/trip-card.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import type { TripCardView } from '#server/features/trips/trip-list.ts';

type List = { page: number; pages: number; items: TripCardView[] };

const pageLink =
  'rounded-full border border-teal-700 px-4 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50 outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700';

function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('trip-page');
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('list.pages')} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 && (
        <LocalLink to={page === 2 ? '/trips' : `/trips?page=${page - 1}`} rel="prev" className={pageLink}>
          {t('list.previous')}
        </LocalLink>
      )}
      <span className="text-sm text-slate-700" aria-current="page">
        {t('list.page', { page, pages })}
      </span>
      {page < pages && (
        <LocalLink to={`/trips?page=${page + 1}`} rel="next" className={pageLink}>
          {t('list.next')}
        </LocalLink>
      )}
    </nav>
  );
}

export function TripsListPage({ list }: { list: List }) {
  const { t } = useTranslation('trip-page');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('list.title')}</h1>
      <p className="mt-2 text-lg text-slate-700">{t('list.intro')}</p>
      {list.items.length === 0 ? (
        <p className="mt-10 text-slate-700">{t('list.empty')}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((trip, index) => (
            <li key={trip._id} className="flex">
              <TripCard trip={trip} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pages={list.pages} />
    </div>
  );
}
