import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { violates } from '../../db/constraint-violation.ts';
import { tripFileCache } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/index.ts';
import type { TripView } from './trip.presenter.ts';
import { tripNotFound } from './trip-record.ts';

export type FileCacheDeps = { db: Db; storage: Storage };
type Kind = (typeof tripFileCache.$inferSelect)['kind'];
/** `edition` tells apart files of one version that differ by what is derived after a save (its legs' routes). */
type Made = { kind: Kind; extension: string; contentType: string; render: () => Promise<Uint8Array>; edition?: string };

/**
 * A file made from `trip` in its language, made once per trip version (and edition) and kept in
 * storage, so every instance serves the same bytes; an older one's file is removed when a newer is made.
 */
export async function cachedTripFile({ db, storage }: FileCacheDeps, trip: TripView, file: Made) {
  const which = and(
    eq(tripFileCache.tripId, trip._id),
    eq(tripFileCache.kind, file.kind),
    eq(tripFileCache.language, trip.language),
  );
  const edition = file.edition ? `-${file.edition}` : '';
  const key = `trip-files/${trip._id}-${file.kind}-${trip.language}-${trip.version}${edition}.${file.extension}`;
  const [kept] = await db.select().from(tripFileCache).where(which);
  if (kept?.version === trip.version && kept.key === key) {
    const bytes = await storage.get(kept.key);
    if (bytes) return bytes;
  }
  const bytes = await file.render();
  await storage.put(key, bytes, file.contentType);
  try {
    await db
      .insert(tripFileCache)
      .values({ tripId: trip._id, kind: file.kind, language: trip.language, version: trip.version, key })
      .onConflictDoUpdate({
        target: [tripFileCache.tripId, tripFileCache.kind, tripFileCache.language],
        set: { version: trip.version, key },
      });
  } catch (error) {
    // The trip was deleted while its file was being made: the file goes too, and so does the trip.
    if (!violates(error, 'foreignKey')) throw error;
    await storage.delete(key);
    throw tripNotFound();
  }
  if (kept && kept.key !== key) await storage.delete(kept.key);
  return bytes;
}

/** Removes a trip's made files from storage, before the trip (and with it their rows) goes. */
export async function removeTripFiles({ db, storage }: FileCacheDeps, tripId: string) {
  const kept = await db.select({ key: tripFileCache.key }).from(tripFileCache).where(eq(tripFileCache.tripId, tripId));
  await Promise.all(kept.map(({ key }) => storage.delete(key)));
}
