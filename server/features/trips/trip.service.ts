import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '#domain/locale.ts';
import { missingForPublish, type TripDocument, tripDatesSchema, type tripPatchSchema } from '#domain/schemas/trip.ts';
import { slugWords } from '#domain/slug.ts';
import { getT } from '#locales/i18n.ts';
import type { SessionUser } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/new-id.ts';
import { trip } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { fieldLabels } from '../../i18n.ts';
import { releaseImages } from '../../media/image-ownership.ts';
import { canRead, isAuthor } from '../../policies/trip.ts';
import { routeTripSoon } from '../../routing/route-fetcher.ts';
import type { Storage } from '../../storage/index.ts';
import { parseInput } from '../../validate.ts';
import { removeTripFiles } from './trip-file-cache.ts';
import { assertTripImages, droppedImages, imageKeys } from './trip-images.ts';
import { findTrip, loadTrip, type TripLookup, type TripRecord, tripAccess, tripNotFound } from './trip-record.ts';
import { indexTrip } from './trip-search-document.ts';
import { staleVersion, tripColumns, withLanguage, writeDocument } from './trip-write.ts';

/**
 * The trip core: every door (API routes, page loaders and actions, the seed) reads and changes
 * trips through these functions, so the rules (who may read, who may change, which pictures a
 * trip may name) hold whichever door is used.
 */
export type TripDeps = { db: Db; storage: Storage; env: Pick<Env, 'ADMIN_EMAILS' | 'ROUTING_URL'> };

type Fields = Omit<TripDocument, 'version' | 'places'>;
type TripPatch = Partial<z.output<typeof tripPatchSchema>> &
  Pick<z.output<typeof tripPatchSchema>, 'version' | 'language'>;
type AuthorsTrip = TripRecord & { authorId: string };

/** A readable, unique slug: the title's words plus a short random tail. */
export function slugFor(title: string): string {
  return `${slugWords(title) || 'trip'}-${randomBytes(3).toString('hex')}`;
}

/** The whole trip, when `viewer` may read it (ADR 0045: the policies ask the record, not a query of their own). */
async function readable({ db, env }: Pick<TripDeps, 'db' | 'env'>, viewer: SessionUser | null, lookup: TripLookup) {
  const record = await findTrip(db, lookup);
  if (!record || !canRead(viewer, record, env)) throw tripNotFound();
  return record;
}

async function load(db: Db, id: string): Promise<TripRecord> {
  const record = await loadTrip(db, id);
  if (!record) throw tripNotFound();
  return record;
}

/** The trip after a change, its search document rewritten to match. */
export async function changed(db: Db, id: string): Promise<TripRecord> {
  const record = await load(db, id);
  await indexTrip(db, record);
  return record;
}

/** The trip as `viewer` may read it: published for everyone, a draft for its author and admins (404 otherwise). */
export async function readTrip(deps: Pick<TripDeps, 'db' | 'env'>, viewer: SessionUser | null, lookup: TripLookup) {
  const record = await readable(deps, viewer, lookup);
  return { record, isAuthor: isAuthor(viewer, record) };
}

/** The trip its author is changing: 404 when the caller may not even see it, 403 when only reading. */
export async function authorsTrip(
  deps: Pick<TripDeps, 'db' | 'env'>,
  user: SessionUser,
  lookup: TripLookup,
): Promise<AuthorsTrip> {
  const record = await readable(deps, user, lookup);
  if (!isAuthor(user, record)) throw new AppError('FORBIDDEN', 'Only the author may change this trip.');
  return { ...record, authorId: user.id };
}

/** Whether `user` wrote the trip, for any status; false for a trip that does not exist. */
export async function isTripAuthor(db: Db, user: SessionUser, id: string): Promise<boolean> {
  const access = await tripAccess(db, { id });
  return access !== null && isAuthor(user, access);
}

/** A new trip is a draft of its author, written in the language they chose; its cover is theirs. */
export async function createTrip(db: Db, authorId: string, fields: Fields, locale: Locale = 'en'): Promise<TripRecord> {
  const after = { coverImage: fields.coverImage, places: [] };
  await assertTripImages(db, { authorId, before: null, after }, { locale, field: 'coverImage' });
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
  return changed(db, id);
}

/**
 * Saves the whole document over a loaded trip (see `writeDocument`), naming only pictures its
 * author uploaded or the trip had. The seed writes this way; authors through `saveAuthorsTrip`.
 */
export async function saveTrip(
  db: Db,
  current: TripRecord,
  document: TripDocument,
  locale: Locale = 'en',
): Promise<TripRecord> {
  await assertTripImages(
    db,
    { authorId: current.authorId, before: current, after: document },
    { locale, field: 'image' },
  );
  await writeDocument(db, current, document);
  return changed(db, current.id);
}

/** The author's save of the whole document; pictures it no longer names go when nothing else names them. */
export async function saveAuthorsTrip(
  deps: TripDeps,
  user: SessionUser,
  lookup: TripLookup,
  document: TripDocument,
  locale: Locale,
): Promise<TripRecord> {
  const record = await authorsTrip(deps, user, lookup);
  const saved = await saveTrip(deps.db, record, document, locale);
  await releaseImages(deps, droppedImages(record, saved));
  // New legs of a published trip get their routes in the background (ADR 0082).
  routeTripSoon(deps.db, deps.env, saved);
  return saved;
}

/** The author's change of some of the trip's own fields; words go into the patch's language. Versioned like a full save. */
export async function patchTrip(
  deps: TripDeps,
  user: SessionUser,
  lookup: TripLookup,
  patch: TripPatch,
  locale: Locale,
): Promise<TripRecord> {
  const record = await authorsTrip(deps, user, lookup);
  const { version, language, title, description, summary, ...columns } = patch;
  const dates = {
    dateFrom: columns.dateFrom === undefined ? record.dateFrom : columns.dateFrom,
    dateTo: columns.dateTo === undefined ? record.dateTo : columns.dateTo,
  };
  parseInput(tripDatesSchema, dates, locale, fieldLabels(locale, 'trips:fields', ['dateTo']));
  const after = { ...record, coverImage: columns.coverImage === undefined ? record.coverImage : columns.coverImage };
  await assertTripImages(deps.db, { authorId: user.id, before: record, after }, { locale, field: 'coverImage' });
  const previous = record.text[language];
  const words = {
    title: title ?? previous?.title ?? '',
    description: description ?? previous?.description ?? '',
    summary: summary ?? previous?.summary ?? '',
  };
  const [updated] = await deps.db
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
  if (!updated) throw staleVersion();
  const saved = await changed(deps.db, record.id);
  await releaseImages(deps, droppedImages(record, saved));
  return saved;
}

/** Refuses to publish a trip others could not follow, naming in `locale` what is missing. */
function assertComplete(record: TripRecord, locale: Locale) {
  const missing = missingForPublish({
    title: record.text[record.language]?.title ?? '',
    description: record.text[record.language]?.description ?? '',
    travelTypes: record.travelTypes,
    places: record.places,
  });
  if (missing.length === 0) return;
  const t = getT(locale);
  const fields = missing.map((field) => ({
    field,
    message: t('validation:required', { field: t(`trips:fields.${field}`) }),
  }));
  throw new AppError('VALIDATION_FAILED', t('trips:publish.notComplete'), fields);
}

/**
 * Publishing sets the publish date once, and only for a trip complete enough to follow (every door,
 * the seed included); moving back to draft keeps the date for the next time.
 */
export async function setStatus(
  db: Db,
  record: TripRecord,
  status: 'draft' | 'published',
  locale: Locale = 'en',
): Promise<TripRecord> {
  if (status === 'published') assertComplete(record, locale);
  await db
    .update(trip)
    .set({
      status,
      publishedAt: status === 'published' ? (record.publishedAt ?? new Date()) : record.publishedAt,
      version: sql`${trip.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(trip.id, record.id));
  // The words did not change, and drafts are indexed as well: the search document stays as it is.
  return load(db, record.id);
}

/** The author publishes a complete trip, or moves it back to draft. */
export async function changeStatus(
  deps: Pick<TripDeps, 'db' | 'env'>,
  user: SessionUser,
  lookup: TripLookup,
  status: 'draft' | 'published',
  locale: Locale,
): Promise<TripRecord> {
  const changed = await setStatus(deps.db, await authorsTrip(deps, user, lookup), status, locale);
  // Drafts are not routed: readers see published trips, and a draft's stations change by the minute.
  routeTripSoon(deps.db, deps.env, changed);
  return changed;
}

/**
 * The author deletes the trip with its stations and made files (share picture, roadbook); its pictures go when nothing
 * else names them (ADR 0073).
 */
export async function deleteTrip(deps: TripDeps, user: SessionUser, lookup: TripLookup): Promise<void> {
  const record = await authorsTrip(deps, user, lookup);
  await removeTripFiles(deps, record.id);
  await deps.db.delete(trip).where(eq(trip.id, record.id));
  await releaseImages(deps, imageKeys(record));
}
