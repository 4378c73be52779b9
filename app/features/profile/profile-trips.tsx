import { useTranslation } from 'react-i18next';
import { Pagination } from '#app/components/pagination.tsx';
import { TripCardList } from '#app/components/trip-card-list.tsx';
import type { TripCardView } from '#domain/schemas/trip-card.ts';

type List = { page: number; pages: number; items: TripCardView[] };

/** The published trips on a public profile, as cards that open each trip. */
export function ProfileTrips({ trips, path }: { trips: List; path: string }) {
  const { t } = useTranslation('account-profile');
  const { t: tTrips } = useTranslation('trip-page');
  return (
    <section aria-labelledby="profile-trips" className="mt-10">
      <h2 id="profile-trips" className="text-2xl font-bold text-slate-900">
        {t('view.trips')}
      </h2>
      {trips.items.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('view.noTrips')}</p>
      ) : (
        <div className="mt-6">
          <TripCardList trips={trips.items} headingLevel={3} className="grid gap-6 sm:grid-cols-2" />
        </div>
      )}
      <Pagination
        page={trips.page}
        pages={trips.pages}
        path={path}
        previous={tTrips('list.previous')}
        next={tTrips('list.next')}
      />
    </section>
  );
}
