import { useTranslation } from 'react-i18next';
import { TripCard } from '#app/components/trip-card.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import type { TripCardView } from '#domain/schemas/trip-card.ts';

const textLink = 'font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900';

export function TripOfTheDayPage({ trip }: { trip: TripCardView | null }) {
  const { t } = useTranslation('trip-page');
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('ofTheDay.title')}</h1>
      <p className="mt-2 text-lg text-slate-700">{t('ofTheDay.intro')}</p>
      {trip ? (
        <>
          <div className="mt-8 flex">
            <TripCard trip={trip} eager />
          </div>
          <p className="mt-6">
            <LocalLink to={`/trips/${trip.slug}`} className={textLink}>
              {t('ofTheDay.read', { title: trip.title })}
            </LocalLink>
          </p>
        </>
      ) : (
        <p className="mt-10 text-slate-700">
          {t('ofTheDay.empty')}{' '}
          <LocalLink to="/trips/create" className={textLink}>
            {t('ofTheDay.write')}
          </LocalLink>
        </p>
      )}
    </div>
  );
}
