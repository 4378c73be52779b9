import { defaultCurrency, type ExchangeRates } from '#domain/exchange-rates.ts';
import { routeTotal } from '#domain/geo.ts';
import { numberDays, placeTimings, tripLength } from '#domain/itinerary.ts';
import { isLocale, type Locale } from '#domain/locale.ts';
import { tripCosts } from '#domain/trip-costs.ts';
import type { Translations } from '../../db/schema/index.ts';
import { presentHidden } from '../../presenters/hidden.ts';
import { type LegRoutes, noRoutes, tripLegs } from '../../routing/leg-routes.ts';
import { costColumns, placeColumns, type TripRecord, tripColumnsOf } from './trip-record.ts';

/**
 * The reader's language when the object has it, else the language the trip was written in, else
 * the one it has (an object added while the author wrote another language): never no words, so
 * a required name is never empty.
 */
function wordsIn<T>(text: Translations<T>, language: string, original: string): Partial<T> {
  return text[language] ?? text[original] ?? Object.values(text).find((words) => words !== undefined) ?? {};
}

/** A trip's words in one language, `{}` for an object without them. */
export type WordsOf = <T>(text: Translations<T>) => Partial<T>;

/**
 * The trip document of `#domain/schemas/trip.ts` in one language: what the wizard edits and
 * `PUT /api/trip/{id}` takes, with every object's `_id`. The one projection of a trip's own
 * fields: `presentTrip` adds what the API and the pages derive, `tripDocumentFor` what the wizard
 * needs.
 */
export function tripDocument(record: TripRecord, language: Locale, words: WordsOf) {
  const own = words(record.text);
  return {
    version: record.version,
    language,
    title: own.title ?? '',
    description: own.description ?? '',
    summary: own.summary ?? '',
    ...tripColumnsOf(record),
    period: record.period ?? '',
    places: record.places.map((p) => ({
      ...placeColumns(p),
      description: words(p.text).description ?? '',
      generalInfo: words(p.text).generalInfo ?? '',
      activities: p.activities.map((a) => ({
        _id: a.id,
        kind: a.kind,
        name: words(a.text).name ?? '',
        description: words(a.text).description ?? '',
        tips: words(a.text).tips ?? '',
        ...costColumns(a),
        images: a.images,
      })),
      directions: p.directions.map((d) => ({
        _id: d.id,
        type: d.type,
        duration: d.duration,
        ...costColumns(d),
        overnight: d.overnight,
        nights: d.nights,
        description: words(d.text).description ?? '',
        tips: words(d.text).tips ?? '',
      })),
      accommodation: p.accommodation && {
        _id: p.accommodation.id,
        name: p.accommodation.name ?? '',
        ...costColumns(p.accommodation),
        image: p.accommodation.image,
        description: words(p.accommodation.text).description ?? '',
        tips: words(p.accommodation.text).tips ?? '',
      },
      days: p.days.map((d) => ({
        _id: d.id,
        number: d.number,
        description: words(d.text).description ?? '',
        activities: d.activityIds,
      })),
    })),
  };
}

/** The rates amounts are converted at, and the reader's currency (by their language when not given). */
export type ReaderPrices = { rates: ExchangeRates; currency?: string | undefined };

/**
 * The trip as the API and the pages show it: the trip document with day numbers, length, legs and
 * budget derived from the places and what readers see (author, views, rating). `fallback` says the
 * reader's language was missing; `routes` are the legs' stored routes (`storedRoutes`, ADR 0082),
 * without which every leg is measured as the crow flies. A client can send it back unchanged:
 * absent words and a missing period are empty, not left out.
 */
export function presentTrip(
  record: TripRecord,
  requested: string | undefined,
  prices: ReaderPrices,
  routes: LegRoutes = noRoutes,
) {
  // Only locales are ever written (the trip schema checks `language`), so only locales are stored.
  const languages = record.languages as Locale[];
  const original = record.language as Locale;
  const language = languages.find((known) => known === requested) ?? original;
  const document = tripDocument(record, language, (text) => wordsIn(text, language, record.language));
  const timings = placeTimings(record.places);
  const days = numberDays(timings);
  const currency = prices.currency ?? defaultCurrency[isLocale(requested) ? requested : language];
  const legs = tripLegs(record.places, routes);
  return {
    _id: record.id,
    slug: record.slug,
    status: record.status,
    originalLanguage: original,
    languages,
    fallback: Boolean(requested && requested !== language),
    author: record.author,
    views: record.views,
    rating: { average: record.ratingAverage, count: record.ratingCount },
    publishedAt: record.publishedAt?.toISOString() ?? null,
    length: tripLength(timings),
    hidden: presentHidden(record),
    basedOn: record.basedOn,
    copies: record.copies,
    costs: tripCosts(document, prices.rates, currency),
    legs,
    distance: routeTotal(legs),
    ...document,
    places: document.places.map((place, index) => ({
      ...place,
      firstDay: days[index]?.firstDay ?? 1,
      lastDay: days[index]?.lastDay ?? 1,
      nights: days[index]?.nights ?? 0,
      activities: place.activities.map((a) => ({
        ...a,
        // The picture that stands for the activity: the one the author chose, else the first.
        image: (a.images.find((entry) => entry.highlight) ?? a.images[0])?.key ?? null,
      })),
    })),
  };
}

export type TripView = ReturnType<typeof presentTrip>;
