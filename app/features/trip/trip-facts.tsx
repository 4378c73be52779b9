import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#app/lib/format.ts';
import { useLocale } from '#app/lib/locale.tsx';
import { countryName } from '#domain/countries.ts';
import { totalText } from '#domain/route-words.ts';
import type { TripView } from '#server/features/trips/trip.presenter.ts';
import { useContentLang } from './content-language.tsx';

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

/**
 * When the trip was made, once (issue 29): its dates in the page's language when the author gave
 * them, else the period the author wrote, marked with the language it was written in.
 */
function Period({ trip }: { trip: TripView }) {
  const { t } = useTranslation('trip-page');
  const { original } = useContentLang();
  const { dates } = useFormat();
  if (trip.dateFrom) return <Fact label={t('facts.period')}>{dates(trip.dateFrom, trip.dateTo)}</Fact>;
  if (!trip.period) return null;
  return (
    <Fact label={t('facts.period')}>
      <span lang={original}>{trip.period}</span>
    </Fact>
  );
}

/**
 * How far the trip goes: the sum of its legs between stations with a place on the map, along
 * their routes where known (ADR 0082), else as the crow flies, saying which; when some lack a
 * place, over how many of the legs it counted. Nothing when none is known.
 */
function Distance({ trip }: { trip: TripView }) {
  const { t } = useTranslation('trip-route');
  const locale = useLocale();
  const text = totalText(trip.distance, locale, (key, values) => t(key, values));
  return text ? <Fact label={t('total.label')}>{text}</Fact> : null;
}

/** The trip at a glance: when, how long, how far, where, what kind, how it was rated. */
export function TripFacts({ trip }: { trip: TripView }) {
  const { t } = useTranslation('trip-page');
  const { t: tt } = useTranslation('trips');
  const locale = useLocale();
  const format = useFormat();
  const rating =
    trip.rating.count === 0
      ? tt('scales.rating.0')
      : `${t('facts.ratingValue', { average: format.rating(trip.rating.average) })} · ${t('facts.ratings', { count: trip.rating.count })}`;
  return (
    <dl aria-label={t('facts.label')} className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 lg:grid-cols-4">
      <Period trip={trip} />
      <Fact label={t('facts.length')}>{t('facts.days', { count: trip.length })}</Fact>
      <Distance trip={trip} />
      {trip.countries.length > 0 && (
        <Fact label={t('facts.countries')}>{trip.countries.map((code) => countryName(code, locale)).join(', ')}</Fact>
      )}
      <Fact label={t('facts.budget')}>{tt(`scales.budget.${trip.budget}`)}</Fact>
      <Fact label={t('facts.comfort')}>{tt(`scales.comfort.${trip.comfort}`)}</Fact>
      <Fact label={t('facts.detail')}>{tt(`scales.detail.${trip.detail}`)}</Fact>
      <Fact label={t('facts.rating')}>{rating}</Fact>
      <Fact label={t('facts.views')}>{format.number(trip.views)}</Fact>
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
