import { useTranslation } from 'react-i18next';
import { Pagination } from '#app/components/pagination.tsx';
import { TripCard } from '#app/components/trip-card.tsx';
import type { TripCardView } from '#server/features/trips/trip-list.ts';

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
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {trips.items.map((trip) => (
            <li key={trip._id} className="flex">
              <TripCard trip={trip} headingLevel={3} />
            </li>
          ))}
        </ul>
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
