import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TripCard } from '#app/components/trip-card.tsx';
import { TripCardList } from '#app/components/trip-card-list.tsx';
import { enhance } from '#app/lib/enhance.ts';
import { LocalLink } from '#app/lib/locale.tsx';
import { durationBuckets } from '#domain/schemas/search.ts';
import type { TripCardView } from '#domain/schemas/trip-card.ts';
import { bindCarousel } from './carousel.ts';
import type { HomeTrips } from './home-trips.server.ts';

const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';
const heading = 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl';
const textLink =
  'font-semibold text-teal-800 underline decoration-teal-800/40 underline-offset-4 hover:decoration-teal-800';
const pill =
  'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700';
const arrow =
  'inline-flex size-11 items-center justify-center rounded-full border border-teal-700 bg-white text-teal-800 hover:bg-teal-50 outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700';
// Fixed card widths keep the row from shifting while covers load.
const slide = 'flex w-[17rem] shrink-0 snap-start sm:w-[19rem]';

function TripOfTheDay({ trip, count }: { trip: TripCardView | null; count: number }) {
  const { t } = useTranslation('trip-page');
  return (
    <section
      aria-labelledby="home-trip-of-the-day"
      className={`${container} grid gap-8 py-16 sm:py-20 md:grid-cols-2 md:items-center`}
    >
      <div>
        <h2 id="home-trip-of-the-day" className={heading}>
          {t('ofTheDay.title')}
        </h2>
        <p className="mt-4 text-lg leading-8 text-slate-700">{t('home.ofTheDayIntro')}</p>
        <p className="mt-6 text-lg text-slate-800">{t('home.count', { count })}</p>
        <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {trip && (
            <LocalLink to="/tripoftheday" className={textLink}>
              {t('home.ofTheDayPage')}
            </LocalLink>
          )}
          <LocalLink to="/search" className={textLink}>
            {t('home.search')}
          </LocalLink>
          <LocalLink to="/trips" className={textLink}>
            {t('home.newest')}
          </LocalLink>
        </p>
      </div>
      {trip ? (
        <div className="flex max-w-md">
          <TripCard trip={trip} headingLevel={3} />
        </div>
      ) : (
        <p className="text-slate-700">{t('ofTheDay.empty')}</p>
      )}
    </section>
  );
}

function DurationFilter({ current }: { current: string | null }) {
  const { t } = useTranslation('trip-page');
  const buckets: [string | null, string][] = [
    [null, t('home.durations.all')],
    ...Object.keys(durationBuckets).map((bucket): [string, string] => [bucket, t(`home.durations.${bucket}`)]),
  ];
  return (
    <nav aria-label={t('home.durationLabel')}>
      <ul className="flex flex-wrap gap-2">
        {buckets.map(([bucket, label]) => {
          const selected = bucket === current;
          return (
            <li key={bucket ?? 'all'}>
              <LocalLink
                to={bucket ? `/?duration=${bucket}#popular-trips` : '/#popular-trips'}
                preventScrollReset
                aria-current={selected ? 'true' : undefined}
                className={`${pill} ${selected ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-teal-700'}`}
              >
                {label}
              </LocalLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A row of cards that scrolls by touch, by its buttons (bound in carousel.ts), and to a focused card. */
function Carousel({ trips }: { trips: TripCardView[] }) {
  const { t } = useTranslation('trip-page');
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? bindCarousel(root.current) : undefined), []);
  return (
    <div ref={root} {...enhance('carousel')}>
      <div className="mb-3 flex justify-end gap-2">
        <button type="button" className={arrow} data-step="-1" aria-label={t('home.previous')}>
          <span aria-hidden="true">←</span>
        </button>
        <button type="button" className={arrow} data-step="1" aria-label={t('home.next')}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <ul className="-mx-4 flex snap-x snap-mandatory gap-6 overflow-x-auto scroll-px-4 px-4 pb-4">
        {trips.map((trip) => (
          <li key={trip._id} className={slide}>
            <TripCard trip={trip} headingLevel={3} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PopularTrips({ trips, duration }: { trips: TripCardView[]; duration: string | null }) {
  const { t } = useTranslation('trip-page');
  return (
    <section aria-labelledby="popular-trips" className="bg-slate-50">
      <div className={`${container} py-16 sm:py-20`}>
        <h2 id="popular-trips" className={`${heading} scroll-mt-24`}>
          {t('home.popular')}
        </h2>
        <p className="mt-4 text-lg leading-8 text-slate-700">{t('home.popularIntro')}</p>
        <div className="mt-8">
          <DurationFilter current={duration} />
        </div>
        <div className="mt-6">
          {trips.length > 0 ? <Carousel trips={trips} /> : <p className="text-slate-700">{t('home.noneThatLong')}</p>}
        </div>
      </div>
    </section>
  );
}

function FeaturedTrips({ trips }: { trips: TripCardView[] }) {
  const { t } = useTranslation('trip-page');
  if (trips.length === 0) return null;
  return (
    <section aria-labelledby="featured-trips" className={`${container} py-16 sm:py-20`}>
      <h2 id="featured-trips" className={heading}>
        {t('home.featured')}
      </h2>
      <div className="mt-8">
        <TripCardList trips={trips} headingLevel={3} />
      </div>
    </section>
  );
}

/** The home page's trips: the trip of the day with the count, the popular trips by length, the featured. */
export function HomeTripSections({ trips }: { trips: HomeTrips }) {
  return (
    <>
      <TripOfTheDay trip={trips.ofTheDay} count={trips.count} />
      <PopularTrips trips={trips.popular} duration={trips.duration} />
      <FeaturedTrips trips={trips.featured} />
    </>
  );
}
