import { useTranslation } from 'react-i18next';
import { Form, useLocation, useNavigation } from 'react-router';
import { Pagination } from '#app/components/pagination.tsx';
import { CardsInForm } from '#app/components/save-card-button.tsx';
import { TripCardList } from '#app/components/trip-card-list.tsx';
import { solidButton } from '#app/components/ui/action-buttons.ts';
import { enhance } from '#app/lib/enhance.ts';
import { LocalLink, useLocale } from '#app/lib/locale.tsx';
import type { ReaderCurrency } from '#domain/exchange-rates.ts';
import { localizePath } from '#domain/locale.ts';
import type { SearchQuery, SearchResult } from '#domain/schemas/search.ts';
import { searchSorts } from '#domain/schemas/search.ts';
import type { TripCardView } from '#domain/schemas/trip-card.ts';
import { SearchFilters } from './search-filters.tsx';
import { SearchMap, ViewSwitch } from './search-map.tsx';
import type { SearchView } from './search-view.ts';
import { searchPart } from './static-search.ts';
import { useLiveSearch } from './use-live-search.ts';

type Props = {
  query: SearchQuery;
  /** The reader's currency, in which a cost without one is (ADR 0081). */
  currency: ReaderCurrency;
  refused: string[];
  result: SearchResult;
  featured: TripCardView[];
  view: SearchView;
  mapTileUrl: string | null;
};

const controlClass =
  'mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm focus:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700';
/** As wide as its longest label: a fixed width cut "Best match, else newest" off. */
const sortClass = controlClass.replace('w-full', 'w-auto');
/** `relevance` is what the first option does when there are words: the API keeps it, the box would offer it twice. */
const boxSorts = searchSorts.filter((sort) => sort !== 'relevance');
const grid = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';
const linkClass = 'font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900';

/** The address's parameters with `changes` applied and the page reset. */
function withParams(search: string, changes: Record<string, string | null>) {
  const params = new URLSearchParams(search);
  params.delete('page');
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  return params.size > 0 ? `/search?${params}` : '/search';
}

function EmptyState({
  query,
  view,
  suggestion,
  featured,
}: {
  query: SearchQuery;
  view: SearchView;
  suggestion: string | null;
  featured: TripCardView[];
}) {
  const { t } = useTranslation('trips');
  const { search } = useLocation();
  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold text-slate-900">{t('search.page.empty')}</p>
      {suggestion && (
        <p className="text-slate-800">
          {t('search.page.didYouMean')}{' '}
          <LocalLink to={withParams(search, { q: suggestion })} className={linkClass}>
            {suggestion}
          </LocalLink>
          ?
        </p>
      )}
      <p className="text-slate-700">
        {t('search.page.emptyHint')}{' '}
        <LocalLink
          to={withParams('', { q: query.q ?? null, view: view === 'map' ? view : null })}
          className={linkClass}
        >
          {t('search.page.clearFilters')}
        </LocalLink>
      </p>
      {featured.length > 0 && (
        <section aria-labelledby="featured-trips" className="pt-6">
          <h2 id="featured-trips" className="mb-4 text-2xl font-bold tracking-tight text-slate-900">
            {t('search.page.featured')}
          </h2>
          <TripCardList trips={featured} headingLevel={3} className={grid} />
        </section>
      )}
    </div>
  );
}

/** `/search`: a GET form that works without scripts; with them, results follow typing and filters. */
export function SearchPage({ query, currency, refused, result, featured, view, mapTileUrl }: Props) {
  const { t } = useTranslation('trips');
  const { t: tPage } = useTranslation('trip-page');
  const locale = useLocale();
  const { search } = useLocation();
  const busy = useNavigation().state === 'loading';
  const live = useLiveSearch();
  const { paginator } = result;
  const params = new URLSearchParams(search);
  params.delete('page');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('search.page.title')}</h1>
      <p className="mt-2 text-lg text-slate-700">{t('search.page.intro')}</p>
      {refused.length > 0 && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          {t('search.page.refused', { fields: refused.join(', '), count: refused.length })}
        </p>
      )}
      <Form
        key={live.formKey}
        method="get"
        action={localizePath('/search', locale)}
        role="search"
        ref={live.ref}
        {...enhance('live-search')}
        className="mt-8 grid gap-8 lg:grid-cols-[17rem_1fr]"
      >
        <div className="flex flex-wrap items-end gap-3 lg:col-span-2">
          <div className="min-w-0 flex-[1_1_16rem]">
            <label htmlFor="search-q" className="block text-sm font-semibold text-slate-800">
              {t('search.fields.q')}
            </label>
            <input
              id="search-q"
              type="search"
              name="q"
              defaultValue={query.q ?? ''}
              maxLength={200}
              placeholder={t('search.page.placeholder')}
              className={controlClass}
            />
          </div>
          <div className="flex-none">
            <label htmlFor="search-sort" className="block text-sm font-semibold text-slate-800">
              {t('search.fields.sort')}
            </label>
            <select id="search-sort" name="sort" defaultValue={query.sort ?? ''} className={sortClass}>
              <option value="">{t('search.page.sorts.default')}</option>
              {boxSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`search.page.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={`${solidButton} min-h-11 px-6`}>
            {t('search.page.submit')}
          </button>
        </div>
        <aside aria-label={t('search.page.filters')} {...searchPart('filters')}>
          <SearchFilters query={query} currency={currency} facets={result.facets} estimated={result.estimated.facets} />
        </aside>
        <section aria-labelledby="search-results" aria-busy={busy} className="min-w-0">
          <h2 id="search-results" className="sr-only">
            {t('search.page.results')}
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-semibold text-slate-800" {...searchPart('count')}>
              {result.estimated.total
                ? t('search.page.foundAbout', { total: paginator.totalDocs })
                : t('search.page.found', { count: paginator.totalDocs })}
            </p>
            <ViewSwitch view={view} />
          </div>
          <SearchMap view={view} query={query} currency={currency} tileUrl={mapTileUrl} />
          <div {...searchPart('results')}>
            {/* The cards sit inside the search form: their Save buttons post on their own. */}
            <CardsInForm value={true}>
              {result.docs.length === 0 ? (
                <EmptyState query={query} view={view} suggestion={result.suggestion} featured={featured} />
              ) : (
                <TripCardList trips={result.docs} headingLevel={3} eager={2} className={grid} />
              )}
            </CardsInForm>
            <Pagination
              page={paginator.page}
              pages={paginator.totalPages}
              path="/search"
              query={params.toString()}
              previous={tPage('list.previous')}
              next={tPage('list.next')}
            />
          </div>
        </section>
      </Form>
    </div>
  );
}
