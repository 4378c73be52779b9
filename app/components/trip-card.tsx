import { useTranslation } from 'react-i18next';
import { SaveCardButton } from '#app/components/save-card-button.tsx';
import { MediaImage } from '#app/components/ui/media-image.tsx';
import { useFormat } from '#app/lib/format.ts';
import { LocalLink, useLocale } from '#app/lib/locale.tsx';
import { countryName } from '#domain/countries.ts';
import type { TripCardView } from '#domain/schemas/trip-card.ts';

/** A published trip in a list: the whole card opens the trip; the author's name stays its own link. */
export function TripCard({
  trip,
  eager = false,
  headingLevel = 2,
  saveable = true,
}: {
  trip: TripCardView;
  eager?: boolean;
  headingLevel?: 2 | 3;
  /** Whether the card has its Save button (not where the list has its own control). */
  saveable?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('trip-page');
  const locale = useLocale();
  const format = useFormat();
  // A trip not yet translated into the page's language shows its title in its own, and says so.
  const foreign = trip.language !== locale;
  const countries = trip.countries.map((code) => countryName(code, locale));
  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-teal-700">
      <MediaImage image={trip.cover} preset="cover-lg" alt="" eager={eager} className="aspect-[10/7] w-full" />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="text-lg font-bold leading-snug text-slate-900">
          <LocalLink
            to={`/trips/${trip.slug}`}
            lang={foreign ? trip.language : undefined}
            className="outline-none after:absolute after:inset-0"
          >
            {trip.title}
          </LocalLink>
        </Heading>
        {foreign && (
          <p className="text-xs font-medium text-amber-900">
            {t('card.inLanguage', { language: t(`languages.${trip.language}`) })}
          </p>
        )}
        <p className="text-sm text-slate-700">
          {trip.author?.alias ? (
            <LocalLink to={`/${trip.author.alias}`} className="relative z-10 underline-offset-2 hover:underline">
              {t('card.by', { name: trip.author.name })}
            </LocalLink>
          ) : (
            t('card.by', { name: trip.author?.name ?? t('unknownAuthor') })
          )}
        </p>
        <p className="mt-auto pt-2 text-sm text-slate-700">
          {t('facts.days', { count: trip.length })}
          {countries.length > 0 && ` · ${countries.join(', ')}`}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium text-slate-800">
            {trip.rating === null
              ? t('card.notRated')
              : `★ ${format.rating(trip.rating)} (${t('facts.ratings', { count: trip.ratingCount })})`}
          </p>
          {saveable && <SaveCardButton trip={trip} />}
        </div>
      </div>
    </article>
  );
}
