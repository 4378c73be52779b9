import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#app/lib/locale.tsx';
import { countryName } from '#domain/countries.ts';
import type { TripView } from '#server/features/trips/trip.presenter.ts';
import { useTripFormat } from './use-trip-format.ts';

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0 sm:col-span-3 lg:col-span-4' : 'min-w-0'}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

function Chips({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-teal-50 px-2.5 py-0.5 text-sm text-teal-900">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The trip at a glance: when, how long, where, what kind, how it was rated. */
export function TripFacts({ trip }: { trip: TripView }) {
  const { t } = useTranslation('trip-page');
  const { t: tt } = useTranslation('trips');
  const locale = useLocale();
  const format = useTripFormat();
  const rating =
    trip.rating.count === 0
      ? tt('scales.rating.0')
      : `${t('facts.ratingValue', { average: trip.rating.average.toFixed(1) })} · ${t('facts.ratings', { count: trip.rating.count })}`;
  return (
    <dl aria-label={t('facts.label')} className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 lg:grid-cols-4">
      {trip.period && <Fact label={t('facts.period')}>{trip.period}</Fact>}
      {trip.dateFrom && <Fact label={t('facts.date')}>{format.date(trip.dateFrom)}</Fact>}
      <Fact label={t('facts.length')}>{t('facts.days', { count: trip.length })}</Fact>
      {trip.countries.length > 0 && (
        <Fact label={t('facts.countries')}>{trip.countries.map((code) => countryName(code, locale)).join(', ')}</Fact>
      )}
      <Fact label={t('facts.budget')}>{tt(`scales.budget.${trip.budget}`)}</Fact>
      <Fact label={t('facts.comfort')}>{tt(`scales.comfort.${trip.comfort}`)}</Fact>
      <Fact label={t('facts.detail')}>{tt(`scales.detail.${trip.detail}`)}</Fact>
      <Fact label={t('facts.rating')}>{rating}</Fact>
      <Fact label={t('facts.views')}>{new Intl.NumberFormat(locale).format(trip.views)}</Fact>
      {trip.travelTypes.length > 0 && (
        <Fact label={t('facts.travelTypes')} wide>
          <Chips items={trip.travelTypes.map((type) => tt(`travelTypes.${type}`))} />
        </Fact>
      )}
      {trip.tags.length > 0 && (
        <Fact label={t('facts.tags')} wide>
          <Chips items={trip.tags.map((tag) => `#${tag}`)} />
        </Fact>
      )}
    </dl>
  );
}
