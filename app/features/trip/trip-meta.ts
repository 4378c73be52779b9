import { type Locale, localizePath } from '#domain/locale.ts';
import { mediaUrl, shareImageSize } from '#domain/media.ts';
import { getT } from '#locales/i18n.ts';
import type { TripView } from '#server/features/trips/trip.presenter.ts';

const ogLocales: Record<string, string> = { en: 'en_GB', de: 'de_DE' };

/** The first sentence-sized part of a text, for descriptions that search results show whole. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** What search engines and link previews read about a trip, in the page's language. */
export function tripMeta(trip: TripView, locale: Locale, origin: string) {
  const t = getT(locale);
  const url = `${origin}${localizePath(`/trips/${trip.slug}`, locale)}`;
  const image = trip.coverImage ? `${origin}${mediaUrl(trip.coverImage, 'raw-lg')}` : null;
  // The share picture (cover, title, length, countries), its address changing with each version.
  const sharePicture = `${origin}/api/trip/${trip._id}/share-image?language=${trip.language}&version=${trip.version}`;
  const description = excerpt(trip.description) || t('trip-page:meta.description', { title: trip.title });
  const author = trip.author && {
    '@type': 'Person',
    name: trip.author.name,
    ...(trip.author.alias ? { url: `${origin}/${trip.author.alias}` } : {}),
  };
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Trip',
    name: trip.title,
    description,
    url,
    inLanguage: trip.language,
    ...(image ? { image } : {}),
    ...(author ? { author } : {}),
    ...(trip.publishedAt ? { datePublished: trip.publishedAt } : {}),
    ...(trip.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: trip.rating.average,
            ratingCount: trip.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: trip.places.length,
      itemListElement: trip.places.map((place, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Place',
          name: place.name,
          ...(place.latitude !== null && place.longitude !== null
            ? { geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude } }
            : {}),
        },
      })),
    },
  };
  return {
    title: t('meta.titleTemplate', { page: trip.title }),
    description,
    url,
    image: sharePicture,
    imageSize: shareImageSize,
    ogLocale: ogLocales[locale] ?? 'en_GB',
    jsonLd,
  };
}

export type TripMeta = ReturnType<typeof tripMeta>;
