import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { enhance } from '#app/lib/enhance.ts';
import { useLocale } from '#app/lib/locale.tsx';
import type { ReaderCurrency } from '#domain/exchange-rates.ts';
import type { SearchQuery } from '#domain/schemas/search.ts';
import { lazySearchMap } from './lazy-search-map.ts';
import type { SearchMapData } from './search-map.client.ts';
import type { SearchView } from './search-view.ts';
import { searchPart } from './static-search.ts';

/** The list or the map, as a field of the search form: the address keeps it like any filter. */
export function ViewSwitch({ view }: { view: SearchView }) {
  const { t } = useTranslation('trips');
  const option = (value: SearchView) => (
    <label className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold text-slate-800 has-checked:bg-teal-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-700">
      {/* The list is the page without the parameter: an empty field stays out of the address. */}
      <input
        type="radio"
        name="view"
        value={value === 'map' ? 'map' : ''}
        defaultChecked={view === value}
        className="sr-only"
      />
      {t(`search.view.${value}`)}
    </label>
  );
  return (
    <fieldset className="inline-flex gap-1 rounded-lg border border-slate-300 bg-white p-1">
      <legend className="sr-only">{t('search.view.label')}</legend>
      {option('list')}
      {option('map')}
    </fieldset>
  );
}

/**
 * The trips found on a map of where they start (ADR 0083), above the list, which stays what
 * screen readers and keyboards have in full. Always in the page, hidden in the list view, so a
 * search that switches the view (app/features/search/static-search.ts) only gives it new data;
 * lazy-search-map.ts draws it when shown. The points come from `GET /api/trip/search/map`.
 */
export function SearchMap({
  view,
  query,
  currency,
  tileUrl,
}: {
  view: SearchView;
  query: SearchQuery;
  currency: ReaderCurrency;
  tileUrl: string | null;
}) {
  const { t } = useTranslation('trips');
  const { t: tPage } = useTranslation('trip-page');
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? lazySearchMap(ref.current) : undefined), []);

  const { sort: _sort, page: _page, ...filters } = query;
  const label = (key: string) => t(`search.map.${key}`);
  const data: SearchMapData | null =
    view === 'map'
      ? {
          // A cost without its currency is in the reader's (ADR 0081), which the API cannot know.
          query: query.cost === undefined ? filters : { ...filters, currency: query.currency ?? currency },
          locale,
          tileUrl,
          labels: {
            zoomIn: tPage('map.zoomIn'),
            zoomOut: tPage('map.zoomOut'),
            trip: label('trip'),
            cluster: label('cluster'),
            clusterHere: label('clusterHere'),
            listHere: label('listHere'),
            close: label('close'),
            onMap: label('onMap'),
            limited: label('limited'),
            none: label('none'),
            failed: label('failed'),
          },
        }
      : null;
  return (
    <div
      ref={ref}
      {...searchPart('map')}
      {...enhance('search-map')}
      data-search-map={data ? JSON.stringify(data) : undefined}
      hidden={!data}
      className="mb-6"
    >
      <section
        data-map=""
        aria-label={t('search.map.label')}
        className="relative z-0 h-80 w-full overflow-hidden rounded-2xl bg-sky-100 sm:h-96"
      />
      <p className="sr-only">{t('search.map.hint')}</p>
      <p data-map-note="" className="mt-2 text-sm text-slate-700" />
      {!tileUrl && <p className="mt-1 text-xs text-slate-600">{tPage('map.credit')}</p>}
    </div>
  );
}
