import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#app/lib/locale.tsx';
import { continents } from '#domain/continents.ts';
import { countryOptions } from '#domain/countries.ts';
import { readerCurrencies } from '#domain/exchange-rates.ts';
import type { SearchQuery, SearchResult } from '#domain/schemas/search.ts';
import { durationBuckets } from '#domain/schemas/search.ts';
import { travelTypes, tripScales } from '#domain/trip-scales.ts';

type Facets = SearchResult['facets'];

const legendClass = 'text-sm font-semibold text-slate-800';
const boxClass =
  'block rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700';
const selectClass = `mt-1.5 w-full ${boxClass}`;
const choiceClass =
  'size-4 accent-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

const counted = (label: string, count: number | undefined) => `${label} (${count ?? 0})`;
const range = (max: number) => Array.from({ length: max }, (_, index) => index + 1);

function Select({ name, label, value, children }: { name: string; label: string; value: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={`search-${name}`} className={legendClass}>
        {label}
      </label>
      <select id={`search-${name}`} name={name} defaultValue={value} className={selectClass}>
        {children}
      </select>
    </div>
  );
}

/** A scale (budget, comfort, detail) as a choice of its labelled levels with their counts. */
function ScaleSelect({
  name,
  query,
  facets,
}: {
  name: 'budget' | 'comfort' | 'detail';
  query: SearchQuery;
  facets: Facets;
}) {
  const { t } = useTranslation('trips');
  const labels = t(`scales.${name}`, { returnObjects: true }) as string[];
  return (
    <Select name={name} label={t(`search.fields.${name}`)} value={String(query[name] ?? '')}>
      <option value="">{t('search.page.any')}</option>
      {range(tripScales[name]).map((level) => (
        <option key={level} value={level}>
          {counted(labels[level] ?? String(level), facets[name][level])}
        </option>
      ))}
    </Select>
  );
}

function Duration({ query, facets }: { query: SearchQuery; facets: Facets }) {
  const { t } = useTranslation('trips');
  const total = Object.values(facets.duration).reduce((sum, count) => sum + count, 0);
  const options: [string, string, number][] = [
    ['', t('search.page.durations.all'), total],
    ...Object.keys(durationBuckets).map((bucket): [string, string, number] => [
      bucket,
      t(`search.page.durations.${bucket}`),
      facets.duration[bucket] ?? 0,
    ]),
  ];
  return (
    <fieldset>
      <legend className={legendClass}>{t('search.fields.duration')}</legend>
      <div className="mt-1.5 space-y-1">
        {options.map(([value, label, count]) => (
          <label key={value || 'all'} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="duration"
              value={value}
              defaultChecked={(query.duration ?? '') === value}
              className={choiceClass}
            />
            {counted(label, count)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function TravelTypes({ query, facets }: { query: SearchQuery; facets: Facets }) {
  const { t } = useTranslation('trips');
  const chosen = new Set<string>(query.types ?? []);
  return (
    <details open={chosen.size > 0} className="group">
      <summary className="cursor-pointer text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-teal-700">
        {t('search.fields.types')}
        {chosen.size > 0 && ` (${t('search.page.chosen', { count: chosen.size })})`}
      </summary>
      <fieldset className="mt-1.5 space-y-1">
        <legend className="sr-only">{t('search.fields.types')}</legend>
        {travelTypes.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="types"
              value={type}
              defaultChecked={chosen.has(type)}
              className={choiceClass}
            />
            {counted(t(`travelTypes.${type}`), facets.types[type])}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

function Places({ query, facets }: { query: SearchQuery; facets: Facets }) {
  const { t } = useTranslation('trips');
  const locale = useLocale();
  const countries = countryOptions(locale).filter(({ code }) => code in facets.countries || code === query.country);
  return (
    <>
      <Select name="continent" label={t('search.fields.continent')} value={query.continent ?? ''}>
        <option value="">{t('search.page.any')}</option>
        {continents.map((continent) => (
          <option key={continent} value={continent}>
            {counted(t(`search.page.continents.${continent}`), facets.continents[continent])}
          </option>
        ))}
      </Select>
      <Select name="country" label={t('search.fields.country')} value={query.country ?? ''}>
        <option value="">{t('search.page.any')}</option>
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {counted(name, facets.countries[code])}
          </option>
        ))}
      </Select>
    </>
  );
}

function Month({ query, facets }: { query: SearchQuery; facets: Facets }) {
  const { t } = useTranslation('trips');
  const locale = useLocale();
  const name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return (
    <Select name="month" label={t('search.fields.month')} value={String(query.month ?? '')}>
      <option value="">{t('search.page.any')}</option>
      {range(12).map((month) => (
        <option key={month} value={month}>
          {counted(name.format(Date.UTC(2026, month - 1, 15)), facets.months[month])}
        </option>
      ))}
    </Select>
  );
}

/** Ratings have no counts: a minimum takes in every level above it. */
function MinimumRating({ query }: { query: SearchQuery }) {
  const { t } = useTranslation('trips');
  const labels = t('scales.rating', { returnObjects: true }) as string[];
  return (
    <Select name="rating" label={t('search.fields.rating')} value={String(query.rating ?? '')}>
      <option value="">{t('search.page.any')}</option>
      {range(tripScales.rating).map((level) => (
        <option key={level} value={level}>
          {t('search.page.ratingAtLeast', { label: labels[level] })}
        </option>
      ))}
    </Select>
  );
}

/**
 * The most a trip may cost per traveller and day (ADR 0081), in the reader's currency (the empty
 * choice, which keeps it out of the address) or another one.
 */
function DailyCost({ query, currency }: { query: SearchQuery; currency: string }) {
  const { t } = useTranslation('trips');
  return (
    <div>
      <label htmlFor="search-cost" className={legendClass}>
        {t('search.fields.cost')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id="search-cost"
          type="number"
          name="cost"
          min="1"
          step="any"
          inputMode="decimal"
          defaultValue={query.cost ?? ''}
          aria-describedby="search-cost-hint"
          className={`w-full min-w-0 ${boxClass}`}
        />
        <label htmlFor="search-currency" className="sr-only">
          {t('search.fields.currency')}
        </label>
        <select
          id="search-currency"
          name="currency"
          defaultValue={query.currency === currency ? '' : (query.currency ?? '')}
          className={boxClass}
        >
          <option value="">{currency}</option>
          {readerCurrencies
            .filter((code) => code !== currency)
            .map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
        </select>
      </div>
      <p id="search-cost-hint" className="mt-1 text-xs text-slate-600">
        {t('search.page.costHint')}
      </p>
    </div>
  );
}

/** Every filter of the search with the number of trips each value would leave. */
export function SearchFilters({
  query,
  currency,
  facets,
  estimated,
}: {
  query: SearchQuery;
  currency: string;
  facets: Facets;
  estimated: boolean;
}) {
  const { t } = useTranslation('trips');
  return (
    <div className="space-y-5">
      {estimated && <p className="text-xs text-slate-600">{t('search.page.estimated')}</p>}
      <Duration query={query} facets={facets} />
      <TravelTypes query={query} facets={facets} />
      <Places query={query} facets={facets} />
      <Month query={query} facets={facets} />
      <ScaleSelect name="budget" query={query} facets={facets} />
      <DailyCost query={query} currency={currency} />
      <ScaleSelect name="comfort" query={query} facets={facets} />
      <ScaleSelect name="detail" query={query} facets={facets} />
      <MinimumRating query={query} />
    </div>
  );
}
