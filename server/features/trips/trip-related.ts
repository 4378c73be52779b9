import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isPublicTrip } from '../../db/public-trip.ts';
import { trip } from '../../db/schema/index.ts';
import { cardQuery, toCard } from '../../presenters/trip-card.ts';

export const relatedTripsLimit = 4;

/** Most of `column`'s values among `values` first; nothing to order by when there are none. */
const mostShared = (column: typeof trip.countries | typeof trip.travelTypes, values: readonly string[]) =>
  values.length === 0
    ? []
    : [
        desc(
          sql`(select count(*) from unnest(${column}) as v where v in (${sql.join(
            values.map((value) => sql`${value}`),
            sql`, `,
          )}))`,
        ),
      ];

type Source = Pick<typeof trip.$inferSelect, 'id' | 'authorId' | 'countries' | 'travelTypes' | 'lengthDays'>;

/** The published trip `tripId` as the source of a related list, or null. */
export async function publishedSource(db: Db, tripId: string): Promise<Source | null> {
  const [row] = await db
    .select({
      id: trip.id,
      authorId: trip.authorId,
      countries: trip.countries,
      travelTypes: trip.travelTypes,
      lengthDays: trip.lengthDays,
    })
    .from(trip)
    .where(and(eq(trip.id, tripId), isPublicTrip()));
  return row ?? null;
}

/**
 * Published trips a reader of `source` may like next, as cards: the most shared countries first,
 * then the most shared travel types, then a length within a third of this one; among equals
 * another author's first, so a prolific author does not fill the list, then the better rated and
 * more viewed.
 * Every published trip is a candidate, so the list is full whenever enough trips are published.
 */
export async function relatedTrips(db: Db, source: Source, language: string, limit = relatedTripsLimit) {
  const similarLength = sql<number>`(abs(${trip.lengthDays} - ${source.lengthDays}) <= greatest(2, ${source.lengthDays} / 3))::int`;
  const otherAuthor = sql`(${trip.authorId} is distinct from ${source.authorId})`;
  const rows = await cardQuery(db)
    .where(and(isPublicTrip(), ne(trip.id, source.id)))
    .orderBy(
      ...mostShared(trip.countries, source.countries),
      ...mostShared(trip.travelTypes, source.travelTypes),
      desc(similarLength),
      desc(otherAuthor),
      desc(trip.ratingAverage),
      desc(trip.views),
      desc(trip.publishedAt),
      trip.id,
    )
    .limit(limit);
  return rows.map(toCard(language));
}
