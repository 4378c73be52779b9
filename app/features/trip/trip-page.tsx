import { type ComponentProps, type ReactNode, useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HiddenNotice } from '#app/components/hidden-notice.tsx';
import { ShareLinks } from '#app/components/share/share-links.tsx';
import { MediaImage } from '#app/components/ui/media-image.tsx';
import { enhance } from '#app/lib/enhance.ts';
import { LocalLink, useLocale } from '#app/lib/locale.tsx';
import type { TripActionResult } from '#app/lib/trip-author-action.server.ts';
import { isLocale, localizePath } from '#domain/locale.ts';
import type { TripCardView } from '#domain/schemas/trip-card.ts';
import type { TripView } from '#server/features/trips/trip.presenter.ts';
import { AuthorActions } from './author-actions.tsx';
import { ContentLanguageProvider } from './content-language.tsx';
import { countView } from './count-view.ts';
import { DayByDay } from './day-by-day.tsx';
import { ItineraryOverview } from './itinerary-overview.tsx';
import { ItineraryTabs, tabFromSearch } from './itinerary-tabs.tsx';
import { type Reader, ReaderActions } from './reader-actions.tsx';
import { RelatedTrips } from './related-trips.tsx';
import { paragraphs } from './station-details.tsx';
import { TripBudget } from './trip-budget.tsx';
import type { CommentFormResult, TripComments as Comments } from './trip-comments.server.ts';
import { TripComments } from './trip-comments.tsx';
import { TripExports } from './trip-exports.tsx';
import { TripFacts } from './trip-facts.tsx';
import { TripOrigin } from './trip-origin.tsx';
import { TripSummary } from './trip-summary.tsx';

const linkClass = 'font-medium text-teal-800 underline decoration-teal-800/40 underline-offset-2 hover:text-teal-900';

/** Views count once the page runs; without React, app/entry.static.ts finds the marked article. */
function useCountView(trip: TripView, isAuthor: boolean) {
  const counted = !isAuthor && trip.status === 'published';
  useEffect(() => {
    if (counted) countView(trip._id);
  }, [trip._id, counted]);
  return counted ? { ...enhance('count-view'), 'data-count-view': trip._id } : {};
}

function LanguageNotice({ trip }: { trip: TripView }) {
  const { t } = useTranslation('trip-page');
  const others = trip.languages.filter((language) => language !== trip.language).filter(isLocale);
  return (
    <>
      {trip.fallback && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {t('fallback', { language: t(`languages.${trip.language}`) })}
        </p>
      )}
      {others.length > 0 && (
        <p className="text-sm text-slate-700">
          {`${t('readIn')} `}
          {others.map((language) => (
            <a
              key={language}
              href={localizePath(`/trips/${trip.slug}`, language)}
              hrefLang={language}
              lang={language}
              className={linkClass}
            >
              {t(`languages.${language}`)}
            </a>
          ))}
        </p>
      )}
    </>
  );
}

function TripArticle({
  trip,
  currency,
  related,
  isAuthor,
  reader,
  comments,
  mapTileUrl,
  url,
  result,
  keep,
}: {
  trip: TripView;
  /** The reader's currency: chosen, else by the page's language (ADR 0081). */
  currency: string;
  related: TripCardView[];
  isAuthor: boolean;
  reader: Reader | null;
  comments: Comments | null;
  mapTileUrl: string | null;
  /** The trip's canonical address, which its share links pass on. */
  url: string;
  result: TripActionResult | CommentFormResult | undefined;
  /** Keeping the trip for offline reading, offered with its files when it is published. */
  keep?: ReactNode;
}) {
  const commentResult = result && 'form' in result ? result : undefined;
  const authorResult = result && 'intent' in result ? result : undefined;
  const { t } = useTranslation('trip-page');
  const { search } = useLocation();
  const viewCount = useCountView(trip, isAuthor);
  const author = trip.author;
  const contentLanguage = trip.language === useLocale() ? undefined : trip.language;
  return (
    <article {...viewCount} className="mx-auto w-full max-w-5xl px-4 pb-16 sm:px-6">
      <header className="pt-6 sm:pt-10">
        <MediaImage
          image={trip.coverImage}
          preset="blog-l-lg"
          alt={t('coverAlt', { title: trip.title })}
          eager
          className="aspect-[91/40] w-full rounded-2xl"
        />
        <h1 lang={contentLanguage} className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {trip.title}
        </h1>
        <p className="mt-2 text-slate-700">
          {author?.alias ? (
            <Trans
              t={t}
              i18nKey="by"
              values={{ name: author.name }}
              components={{ 1: <LocalLink to={`/${author.alias}`} className={linkClass} /> }}
            />
          ) : (
            <Trans
              t={t}
              i18nKey="by"
              values={{ name: author?.name ?? t('unknownAuthor') }}
              components={{ 1: <span /> }}
            />
          )}
        </p>
        <TripOrigin basedOn={trip.basedOn} copies={trip.copies} />
        <p className="hidden text-sm text-slate-700 print:block">{url}</p>
        {!isAuthor && trip.status === 'published' && (
          <div className="mt-4 print:hidden">
            <ReaderActions trip={trip} reader={reader} result={commentResult} />
          </div>
        )}
      </header>
      <div className="mt-6 space-y-4">
        {trip.status === 'draft' && (
          <p role="note" className="rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800">
            {t('draft')}
          </p>
        )}
        {trip.hidden && <HiddenNotice what="trip" reason={trip.hidden.reason} />}
        <LanguageNotice trip={trip} />
        {isAuthor && <AuthorActions tripId={trip._id} status={trip.status} result={authorResult} />}
        <TripFacts trip={trip} />
        <div lang={contentLanguage} className="space-y-3 text-lg leading-relaxed text-slate-800">
          {paragraphs(trip.description)}
        </div>
      </div>
      {trip.costs && <TripBudget costs={trip.costs} currency={currency} />}
      <section aria-labelledby="itinerary" className="mt-10">
        <h2 id="itinerary" className="mb-3 text-2xl font-bold tracking-tight text-slate-900">
          {t('tabs.label')}
        </h2>
        <ItineraryTabs
          initial={tabFromSearch(search)}
          panels={{
            overview: <ItineraryOverview trip={trip} mapTileUrl={mapTileUrl} />,
            days: <DayByDay trip={trip} />,
            summary: <TripSummary trip={trip} />,
          }}
        />
      </section>
      <TripExports trip={trip}>{trip.status === 'published' && !trip.hidden && keep}</TripExports>
      {trip.status === 'published' && !trip.hidden && (
        <ShareLinks url={url} title={trip.title} heading={t('share')} id="trip-share" className="mt-10 print:hidden" />
      )}
      {comments && <TripComments tripId={trip._id} comments={comments} result={commentResult} />}
      <RelatedTrips trips={related} />
    </article>
  );
}

/** The page of a trip; the parts deep inside it learn which languages its author text is in. */
export function TripPage(props: ComponentProps<typeof TripArticle>) {
  const { trip } = props;
  return (
    <ContentLanguageProvider languages={{ words: trip.language, original: trip.originalLanguage }}>
      <TripArticle {...props} />
    </ContentLanguageProvider>
  );
}
