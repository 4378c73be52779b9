import { eq } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import type { TripCardView } from '#domain/schemas/trip-card.ts';
import type { Db } from '../db/client.ts';
import { trip, user, userProfile } from '../db/schema/index.ts';

const cardColumns = {
  id: trip.id,
  slug: trip.slug,
  language: trip.language,
  text: trip.text,
  lengthDays: trip.lengthDays,
  coverImage: trip.coverImage,
  countries: trip.countries,
  ratingAverage: trip.ratingAverage,
  ratingCount: trip.ratingCount,
  authorName: user.name,
  alias: userProfile.alias,
};

/** Trips with what a card needs; the caller adds its conditions, order and page. */
export const cardQuery = (db: Db) =>
  db
    .select(cardColumns)
    .from(trip)
    .leftJoin(user, eq(user.id, trip.authorId))
    .leftJoin(userProfile, eq(userProfile.userId, trip.authorId));

type CardRow = Awaited<ReturnType<typeof cardQuery>>[number];

/** A row of cardQuery as a card, its words in `language` when the trip has them. */
export const toCard =
  (language: string) =>
  (row: CardRow): TripCardView => {
    // Only locales are ever written (the trip schema checks `language`), so only locales are stored.
    const shown = (row.text[language] ? language : row.language) as Locale;
    return {
      _id: row.id,
      slug: row.slug,
      title: row.text[shown]?.title ?? '',
      language: shown,
      length: row.lengthDays,
      countries: row.countries,
      rating: row.ratingCount > 0 ? row.ratingAverage : null,
      ratingCount: row.ratingCount,
      cover: row.coverImage,
      author: row.authorName === null ? null : { name: row.authorName, alias: row.alias },
    };
  };
