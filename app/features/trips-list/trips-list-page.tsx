import { useTranslation } from 'react-i18next';
import { Pagination } from '#app/components/pagination.tsx';
import { TripCard } from '#app/components/trip-card.tsx';
import type { TripCardView } from '#server/features/trips/trip-list.ts';

type List = { page: number; pages: number; items: TripCardView[] };

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
      <Pagination
        page={list.page}
        pages={list.pages}
        path="/trips"
        previous={t('list.previous')}
        next={t('list.next')}
      />
    </div>
  );
}
