import { and, eq, sql } from 'drizzle-orm';
import type { TripDocument } from '#domain/schemas/trip.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/new-id.ts';
import { accommodation, activity, day, direction, place, type Translations, trip } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { TripRecord } from './trip-record.ts';

type Fields = Omit<TripDocument, 'version' | 'places'>;

/** A trip's own columns from the fields the wizard sends. */
export const tripColumns = (fields: Fields) => ({
  coverImage: fields.coverImage,
  dateFrom: fields.dateFrom,
  dateTo: fields.dateTo,
  period: fields.period || null,
  travelTypes: fields.travelTypes,
  tags: fields.tags,
  countries: fields.countries,
  apps: fields.apps,
  budget: fields.budget,
  comfort: fields.comfort,
  detail: fields.detail,
  travellers: fields.travellers,
});

/** A cost's columns from the document: an empty note is stored as null, as before (ADR 0078). */
const costOf = (
  cost: Pick<TripDocument['places'][number]['directions'][number], 'price' | 'amount' | 'currency' | 'covers'>,
) => ({
  price: cost.price || null,
  amount: cost.amount,
  currency: cost.currency,
  covers: cost.covers,
});

/** One language's words replaced, the others kept. */
export const withLanguage = <T>(
  previous: Translations<T> | undefined,
  language: string,
  words: T,
): Translations<T> => ({
  ...(previous ?? {}),
  [language]: words,
});

export const staleVersion = () => new AppError('CONFLICT', 'This trip was changed in the meantime. Please reload it.');

/**
 * Writes the whole document: the trip's fields and its places, replaced as sent. Known ids are kept
 * (only this trip's own), new objects get ids; words go into the document's language and the
 * others stay. A document loaded at an older version changes nothing and is refused with 409.
 * Rules (who may write, which pictures) are the caller's: see `saveTrip`.
 */
export async function writeDocument(db: Db, current: TripRecord, document: TripDocument): Promise<void> {
  const { language } = document;
  const known = new Map<string, Translations<unknown>>();
  for (const p of current.places) {
    known.set(p.id, p.text);
    for (const child of [...p.activities, ...p.directions, ...p.days, ...(p.accommodation ? [p.accommodation] : [])])
      known.set(child.id, child.text);
  }
  // A known id sent twice names one object; the second instance is new (reusing it would clash).
  const used = new Set<string>();
  const idFor = (given: string | undefined) => {
    const id = given && known.has(given) && !used.has(given) ? given : newId();
    used.add(id);
    return id;
  };
  const textOf = <T>(objectId: string, words: T) =>
    withLanguage(known.get(objectId) as Translations<T> | undefined, language, words);

  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(trip)
      .set({
        ...tripColumns(document),
        text: withLanguage(current.text, language, {
          title: document.title,
          description: document.description,
          summary: document.summary,
        }),
        languages: [...new Set([...current.languages, language])],
        version: sql`${trip.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(trip.id, current.id), eq(trip.version, document.version)))
      .returning({ id: trip.id });
    if (!updated) throw staleVersion();

    await tx.delete(place).where(eq(place.tripId, current.id));
    for (const [position, p] of document.places.entries()) {
      const placeId = idFor(p._id);
      await tx.insert(place).values({
        id: placeId,
        tripId: current.id,
        position,
        name: p.name,
        country: p.country,
        latitude: p.latitude,
        longitude: p.longitude,
        duration: p.duration,
        dateFrom: p.dateFrom,
        dateTo: p.dateTo,
        image: p.image,
        text: textOf(placeId, { description: p.description, generalInfo: p.generalInfo }),
      });
      const activityIds = p.activities.map((a) => idFor(a._id));
      if (p.activities.length > 0)
        await tx.insert(activity).values(
          p.activities.map((a, index) => ({
            id: activityIds[index] as string,
            placeId,
            position: index,
            kind: a.kind,
            images: a.images,
            ...costOf(a),
            text: textOf(activityIds[index] as string, { name: a.name, description: a.description, tips: a.tips }),
          })),
        );
      if (p.directions.length > 0)
        await tx.insert(direction).values(
          p.directions.map((d, index) => {
            const directionId = idFor(d._id);
            return {
              id: directionId,
              placeId,
              position: index,
              type: d.type,
              duration: d.duration,
              ...costOf(d),
              overnight: d.overnight,
              nights: d.nights,
              text: textOf(directionId, { description: d.description, tips: d.tips }),
            };
          }),
        );
      if (p.accommodation) {
        const stayId = idFor(p.accommodation._id);
        await tx.insert(accommodation).values({
          id: stayId,
          placeId,
          name: p.accommodation.name || null,
          ...costOf(p.accommodation),
          image: p.accommodation.image,
          text: textOf(stayId, { description: p.accommodation.description, tips: p.accommodation.tips }),
        });
      }
      // Days name activities by id, or a new one by its place in the list (`new:{index}`).
      const resolve = (ref: string) => {
        const index = /^new:(\d+)$/.exec(ref)?.[1];
        return index === undefined ? ref : activityIds[Number(index)];
      };
      const own = new Set(activityIds);
      const days = [...new Map(p.days.map((d) => [d.number, d])).values()];
      if (days.length > 0)
        await tx.insert(day).values(
          days.map((d) => {
            const dayId = idFor(d._id);
            return {
              id: dayId,
              placeId,
              number: d.number,
              activityIds: d.activities.map(resolve).filter((ref): ref is string => ref !== undefined && own.has(ref)),
              text: textOf(dayId, { description: d.description }),
            };
          }),
        );
    }
  });
}
