import { numberDays, placeTimings, tripLength } from '#domain/itinerary.ts';
import type { Locale } from '#domain/locale.ts';
import type { Translations } from '../../db/schema/index.ts';
import { presentHidden } from '../../presenters/hidden.ts';
import { placeColumns, type TripRecord, tripColumnsOf } from './trip-record.ts';

/**
 * The reader's language when the object has it, else the language the trip was written in, else
 * the one it has (an object added while the author wrote another language): never no words, so
 * a required name is never empty.
 */
function wordsIn<T>(text: Translations<T>, language: string, original: string): Partial<T> {
  return text[language] ?? text[original] ?? Object.values(text).find((words) => words !== undefined) ?? {};
}

/**
 * The trip as the API and the pages show it: `_id` on every object, words in one language, day
 * numbers and length derived from the places. `fallback` says the reader's language was missing.
 * It is the trip document of `#domain/schemas/trip.ts` (a test holds every answer to it), so a
 * client can send it back unchanged: absent words and a missing period are empty, not left out.
 */
export function presentTrip(record: TripRecord, requested?: string) {
  // Only locales are ever written (the trip schema checks `language`), so only locales are stored.
  const languages = record.languages as Locale[];
  const original = record.language as Locale;
  const language = languages.find((known) => known === requested) ?? original;
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
    originalLanguage: original,
    languages,
    fallback: Boolean(requested && requested !== language),
    title: own.title ?? '',
    description: own.description ?? '',
    summary: own.summary ?? '',
    author: record.author,
    ...tripColumnsOf(record),
    period: record.period ?? '',
    views: record.views,
    rating: { average: record.ratingAverage, count: record.ratingCount },
    publishedAt: record.publishedAt?.toISOString() ?? null,
    length: tripLength(timings),
    hidden: presentHidden(record),
    places: record.places.map((p, index) => ({
      ...placeColumns(p),
      description: words(p.text).description ?? '',
      generalInfo: words(p.text).generalInfo ?? '',
      firstDay: days[index]?.firstDay ?? 1,
      lastDay: days[index]?.lastDay ?? 1,
      nights: days[index]?.nights ?? 0,
      activities: p.activities.map((a) => ({
        _id: a.id,
        kind: a.kind,
        images: a.images,
        // The picture that stands for the activity: the one the author chose, else the first.
        image: (a.images.find((entry) => entry.highlight) ?? a.images[0])?.key ?? null,
        name: words(a.text).name ?? '',
        description: words(a.text).description ?? '',
        tips: words(a.text).tips ?? '',
      })),
      directions: p.directions.map((d) => ({
        _id: d.id,
        type: d.type,
        duration: d.duration,
        price: d.price ?? '',
        overnight: d.overnight,
        nights: d.nights,
        description: words(d.text).description ?? '',
        tips: words(d.text).tips ?? '',
      })),
      accommodation: p.accommodation && {
        _id: p.accommodation.id,
        name: p.accommodation.name ?? '',
        price: p.accommodation.price ?? '',
        image: p.accommodation.image,
        description: words(p.accommodation.text).description ?? '',
        tips: words(p.accommodation.text).tips ?? '',
      },
      days: p.days.map((d) => ({
        _id: d.id,
        number: d.number,
        activities: d.activityIds,
        description: words(d.text).description ?? '',
      })),
    })),
  };
}

export type TripView = ReturnType<typeof presentTrip>;
