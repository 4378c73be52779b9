import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { ListPage } from '#app/components/list-page.tsx';
import { TripCardList } from '#app/components/trip-card-list.tsx';
import { outlineButton, solidButton } from '#app/components/ui/action-buttons.ts';
import { LocalLink } from '#app/lib/locale.tsx';
import type { savedTrips } from '#server/features/saved-trips/saved-trips.service.ts';

type List = Awaited<ReturnType<typeof savedTrips>>;

/** Saved Trips: the member's saved trips as cards, each with a button to let it go. */
export function SavedTripsPage({ list, action }: { list: List; action?: ReactNode }) {
  const { t } = useTranslation('trip-page');
  const { paginator } = list;
  const empty = (
    <div className="mt-10 space-y-4">
      <p className="text-slate-700">{t('saved.empty')}</p>
      <LocalLink to="/search" className={solidButton}>
        {t('saved.explore')}
      </LocalLink>
    </div>
  );
  return (
    <ListPage
      title={t('saved.title')}
      intro={t('saved.intro')}
      action={action}
      empty={list.docs.length === 0 ? empty : null}
      pages={{
        page: paginator.page,
        pages: paginator.totalPages,
        path: '/account/saved-trips',
        previous: t('mine.previous'),
        next: t('mine.next'),
      }}
    >
      <TripCardList
        trips={list.docs}
        eager={3}
        className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        action={(trip) => (
          <Form method="post">
            <input type="hidden" name="trip" value={trip._id} />
            <button type="submit" className={outlineButton} aria-label={t('saved.remove', { title: trip.title })}>
              {t('saved.removeShort')}
            </button>
          </Form>
        )}
      />
    </ListPage>
  );
}
