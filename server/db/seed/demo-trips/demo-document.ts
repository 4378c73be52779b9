import { dateOfDay, placeTimings, tripLength } from '#domain/itinerary.ts';
import { costFromPriceText } from '#domain/price-text.ts';
import type { TripDocumentInput } from '#domain/schemas/trip.ts';
import type { TripRecord } from '../../../features/trips/trip-record.ts';
import type { DemoTrip } from './demo-trip-schema.ts';

/** Keys of the pictures painted for a demo trip: its cover, and per place the picture of each activity. */
export type DemoImages = { cover: string | null; activities: (string | null)[][] };

export const noImages: DemoImages = { cover: null, activities: [] };

/**
 * The trip as the wizard would save it in one language. The first save creates every object
 * (`isNew`); the second names them by the ids the first gave, so both languages share them.
 */
export function documentOf(
  demo: DemoTrip,
  language: 'en' | 'de',
  version: number,
  images: DemoImages,
  saved?: TripRecord,
): TripDocumentInput {
  const length = tripLength(placeTimings(demo.places));
  return {
    version,
    language,
    title: demo.title[language],
    description: demo.description[language],
    summary: demo.summary[language],
    coverImage: images.cover,
    dateFrom: demo.dateFrom,
    // The last day follows from the first and the itinerary, so a file cannot contradict itself.
    dateTo: demo.dateFrom && length > 0 ? dateOfDay(demo.dateFrom, length) : null,
    period: demo.period,
    travelTypes: demo.travelTypes,
    tags: demo.tags,
    apps: demo.apps,
    countries: [...new Set(demo.places.flatMap((p) => (p.country ? [p.country] : [])))],
    budget: demo.budget,
    comfort: demo.comfort,
    detail: demo.detail,
    places: demo.places.map((p, index) => {
      const known = saved?.places[index];
      const id = (savedId: string | undefined) => (savedId ? { _id: savedId } : { isNew: true });
      return {
        ...id(known?.id),
        name: p.name,
        country: p.country,
        latitude: p.latitude,
        longitude: p.longitude,
        duration: p.duration,
        description: p.description[language],
        generalInfo: p.generalInfo[language],
        activities: p.activities.map((a, i) => ({
          ...id(known?.activities[i]?.id),
          kind: a.kind,
          name: a.name[language],
          description: a.description[language],
          tips: a.tips[language],
          images: [images.activities[index]?.[i]].flatMap((key) => (key ? [{ key, highlight: true }] : [])),
        })),
        directions: p.directions.map((d, i) => ({
          ...id(known?.directions[i]?.id),
          type: d.type,
          duration: d.duration,
          // The files keep the authors' free text; it is read as an amount by the one rule (ADR 0078).
          ...costFromPriceText(d.price, p.country),
          overnight: d.overnight,
          description: d.description[language],
          tips: d.tips[language],
        })),
        accommodation: p.accommodation && {
          ...id(known?.accommodation?.id),
          name: p.accommodation.name,
          ...costFromPriceText(p.accommodation.price, p.country),
          description: p.accommodation.description[language],
          tips: p.accommodation.tips[language],
        },
        days: p.days.map((d, i) => ({
          ...id(known?.days[i]?.id),
          number: i + 1,
          description: d.description[language],
          activities: d.activities.map((a) => known?.activities[a]?.id ?? `new:${a}`),
        })),
      };
    }),
  };
}
