import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '#domain/locale.ts';
import { missingForPublish, myTripsPageSize, type TripDocument, type tripPatchSchema } from '#domain/schemas/trip.ts';
import { getT } from '#locales/i18n.ts';
import type { Db } from '../../db/client.ts';
import { paged } from '../../db/paging.ts';
import { accommodation, activity, day, direction, place, type Translations, trip } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { MediaDeps } from '../../media/media.service.ts';
import { dropUnusedImages, imageKeys } from './trip-images.ts';
import { loadTrip, type TripRecord } from './trip-record.ts';

export const newId = () => randomBytes(12).toString('base64url');

/** A readable, unique slug: the title's words plus a short random tail. */
export function slugFor(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${words || 'trip'}-${randomBytes(3).toString('hex')}`;
}

type Fields = Omit<TripDocument, 'version' | 'places'>;
type TripPatch = Partial<z.output<typeof tripPatchSchema>> &
  Pick<z.output<typeof tripPatchSchema>, 'version' | 'language'>;

const tripColumns = (fields: Fields) => ({
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
});

/** A new trip is a draft of its author, written in the language they chose. */
export async function createTrip(db: Db, authorId: string, fields: Fields): Promise<TripRecord> {
  const id = newId();
  await db.insert(trip).values({
    id,
    authorId,
    slug: slugFor(fields.title),
    language: fields.language,
    languages: [fields.language],
    text: { [fields.language]: { title: fields.title, description: fields.description, summary: fields.summary } },
    ...tripColumns(fields),
  });
  return (await loadTrip(db, id)) as TripRecord;
}

/** One language's words replaced, the others kept. */
const withLanguage = <T>(previous: Translations<T> | undefined, language: string, words: T): Translations<T> => ({
  ...(previous ?? {}),
  [language]: words,
});

/**
 * Saves the whole document: the trip's fields and its places, replaced as sent. Known ids are kept
 * (only this trip's own), new objects get ids; words go into the document's language and the
 * others stay. A document loaded at an older version changes nothing and is refused with 409.
 */
export async function saveTrip(db: Db, current: TripRecord, document: TripDocument): Promise<TripRecord> {
  const { language } = document;
  const known = new Map<string, Translations<unknown>>();
  for (const p of current.places) {
    known.set(p.id, p.text);
    for (const child of [...p.activities, ...p.directions, ...p.days, ...(p.accommodation ? [p.accommodation] : [])])
      known.set(child.id, child.text);
  }
  const idFor = (given: string | undefined) => (given && known.has(given) ? given : newId());
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
    if (!updated) throw new AppError('CONFLICT', 'This trip was changed in the meantime. Please reload it.');

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
              price: d.price || null,
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
          price: p.accommodation.price || null,
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
  return (await loadTrip(db, current.id)) as TripRecord;
}

/** The trip goes with its stations and everything on them, and its images with their presets. */
export async function deleteTrip(deps: MediaDeps, record: TripRecord): Promise<void> {
  await deps.db.delete(trip).where(eq(trip.id, record.id));
  await dropUnusedImages(deps, imageKeys(record), new Set());
}

/** Publishing sets the publish date once; moving back to draft keeps it for the next time. */
export async function setStatus(db: Db, record: TripRecord, status: 'draft' | 'published'): Promise<TripRecord> {
  await db
    .update(trip)
    .set({
      status,
      publishedAt: status === 'published' ? (record.publishedAt ?? new Date()) : record.publishedAt,
      version: sql`${trip.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(trip.id, record.id));
  return (await loadTrip(db, record.id)) as TripRecord;
}

/** Publishes a trip complete enough for others to read; otherwise names, in `locale`, what is missing. */
export async function publishTrip(db: Db, record: TripRecord, locale: Locale): Promise<TripRecord> {
  const missing = missingForPublish({
    title: record.text[record.language]?.title ?? '',
    description: record.text[record.language]?.description ?? '',
    travelTypes: record.travelTypes,
    places: record.places,
  });
  if (missing.length > 0) {
    const t = getT(locale);
    const fields = missing.map((field) => ({
      field,
      message: t('validation:required', { field: t(`trips:fields.${field}`) }),
    }));
    throw new AppError('VALIDATION_FAILED', t('trips:publish.notComplete'), fields);
  }
  return setStatus(db, record, 'published');
}

/** Some of the trip's own fields; words go into the patch's language. Versioned like a full save. */
export async function patchTrip(db: Db, record: TripRecord, patch: TripPatch): Promise<TripRecord> {
  const { version, language, title, description, summary, ...columns } = patch;
  const previous = record.text[language];
  const words = {
    title: title ?? previous?.title ?? '',
    description: description ?? previous?.description ?? '',
    summary: summary ?? previous?.summary ?? '',
  };
  const [updated] = await db
    .update(trip)
    .set({
      ...columns,
      text: withLanguage(record.text, language, words),
      languages: [...new Set([...record.languages, language])],
      version: sql`${trip.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(trip.id, record.id), eq(trip.version, version)))
    .returning({ id: trip.id });
  if (!updated) throw new AppError('CONFLICT', 'This trip was changed in the meantime. Please reload it.');
  return (await loadTrip(db, record.id)) as TripRecord;
}

/** The author's trips, drafts included, newest change first. */
export async function myTrips(db: Db, authorId: string, page: number) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(trip)
    .where(eq(trip.authorId, authorId));
  const rows = await db
    .select({
      id: trip.id,
      slug: trip.slug,
      status: trip.status,
      language: trip.language,
      text: trip.text,
      coverImage: trip.coverImage,
      publishedAt: trip.publishedAt,
      updatedAt: trip.updatedAt,
    })
    .from(trip)
    .where(eq(trip.authorId, authorId))
    .orderBy(desc(trip.updatedAt), desc(trip.id))
    .limit(myTripsPageSize)
    .offset((page - 1) * myTripsPageSize);
  return paged(
    page,
    total,
    myTripsPageSize,
    rows.map((row) => ({
      _id: row.id,
      slug: row.slug,
      status: row.status,
      title: row.text[row.language]?.title ?? '',
      coverImage: row.coverImage,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    })),
  );
}
