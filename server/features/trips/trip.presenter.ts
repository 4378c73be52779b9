import { numberDays, placeTimings, tripLength } from '#domain/itinerary.ts';
import type { Translations } from '../../db/schema/index.ts';
import { placeColumns, type TripRecord, tripColumnsOf } from './trip-record.ts';

/** The reader's language when the trip has it, else the language it was written in. */
function wordsIn<T>(text: Translations<T>, language: string, original: string): Partial<T> {
  return text[language] ?? text[original] ?? {};
}

/**
 * The trip as the API and the pages show it: `_id` on every object, words in one language, day
 * numbers and length derived from the places. `fallback` says the reader's language was missing.
 */
export function presentTrip(record: TripRecord, requested?: string) {
  const language = requested && record.languages.includes(requested) ? requested : record.language;
  const words = <T>(text: Translations<T>) => wordsIn(text, language, record.language);
  const own = words(record.text);
  const timings = placeTimings(record.places);
  const days = numberDays(timings);
  return {
    _id: record.id,
    slug: record.slug,
    status: record.status,
    version: record.version,
    language,
    originalLanguage: record.language,
    languages: record.languages,
    fallback: Boolean(requested && requested !== language),
    title: own.title ?? '',
    description: own.description ?? '',
    summary: own.summary ?? '',
    author: record.author,
    ...tripColumnsOf(record),
    period: record.period,
    views: record.views,
    rating: { average: record.ratingAverage, count: record.ratingCount },
    publishedAt: record.publishedAt?.toISOString() ?? null,
    length: tripLength(timings),
    places: record.places.map((p, index) => ({
      ...placeColumns(p),
      ...words(p.text),
      firstDay: days[index]?.firstDay ?? 1,
      lastDay: days[index]?.lastDay ?? 1,
      nights: days[index]?.nights ?? 0,
      activities: p.activities.map((a) => ({
        _id: a.id,
        kind: a.kind,
        images: a.images,
        // The picture that stands for the activity: the one the author chose, else the first.
        image: (a.images.find((entry) => entry.highlight) ?? a.images[0])?.key ?? null,
        ...words(a.text),
      })),
      directions: p.directions.map((d) => ({
        _id: d.id,
        type: d.type,
        duration: d.duration,
        price: d.price,
        overnight: d.overnight,
        nights: d.nights,
        ...words(d.text),
      })),
      accommodation: p.accommodation && {
        _id: p.accommodation.id,
        name: p.accommodation.name,
        price: p.accommodation.price,
        image: p.accommodation.image,
        ...words(p.accommodation.text),
      },
      days: p.days.map((d) => ({ _id: d.id, number: d.number, activities: d.activityIds, ...words(d.text) })),
    })),
  };
}

export type TripView = ReturnType<typeof presentTrip>;
