import type { Locale } from '#domain/locale.ts';
import type { Translations } from '../../db/schema/index.ts';
import { placeColumns, type TripRecord, tripColumnsOf } from './trip-record.ts';

/**
 * A saved trip as the wizard edits it in one language: the `PUT /api/trip/{id}` document with
 * every object's `_id`. A language the trip does not have yet starts from the words of the
 * language it was written in, for the author to translate (`translating`).
 */
export function tripDocumentFor(record: TripRecord, language: Locale) {
  const translating = !record.languages.includes(language);
  const words = <T>(text: Translations<T>): Partial<T> => text[language] ?? text[record.language] ?? {};
  const own = words(record.text);
  return {
    translating,
    document: {
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
        activities: p.activities.map((a) => {
          const text = words(a.text);
          return {
            _id: a.id,
            kind: a.kind,
            name: text.name ?? '',
            description: text.description ?? '',
            tips: text.tips ?? '',
            images: a.images,
          };
        }),
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
          description: words(d.text).description ?? '',
          activities: d.activityIds,
        })),
      })),
    },
  };
}
