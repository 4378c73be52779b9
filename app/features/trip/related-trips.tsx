import { useTranslation } from 'react-i18next';
import { TripCardList } from '#app/components/trip-card-list.tsx';
import type { TripCardView } from '#domain/schemas/trip-card.ts';

/** Where a reader goes next: trips like this one, at the end of the page. */
export function RelatedTrips({ trips }: { trips: TripCardView[] }) {
  const { t } = useTranslation('trip-page');
  if (trips.length === 0) return null;
  return (
    <section aria-labelledby="related-trips" className="mt-12 print:hidden">
      <h2 id="related-trips" className="mb-4 text-2xl font-bold tracking-tight text-slate-900">
        {t('related.heading')}
      </h2>
      <TripCardList trips={trips} headingLevel={3} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
    </section>
  );
}
