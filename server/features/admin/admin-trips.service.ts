import { and, asc, count, desc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import { type AdminTrips, adminTripsPerPage, type PinnedDay } from '#domain/schemas/admin-trips.ts';
import { paginatorOf } from '#domain/schemas/paginator.ts';
import { getT } from '#locales/i18n.ts';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/contains.ts';
import { isPublicTrip } from '../../db/public-trip.ts';
import { dailyTrip, trip, user } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { presentHidden } from '../../presenters/hidden.ts';
import { type Admin, recordAudit } from './audit.ts';

const title = sql<string>`coalesce(${trip.text} -> ${trip.language} ->> 'title', '')`;
const today = () => new Date().toISOString().slice(0, 10);

/** Days from today on that an admin pinned, earliest first. */
async function pinnedDays(db: Db): Promise<PinnedDay[]> {
  const rows = await db
    .select({ day: dailyTrip.day, id: trip.id, slug: trip.slug, title })
    .from(dailyTrip)
    .innerJoin(trip, eq(trip.id, dailyTrip.tripId))
    .where(and(eq(dailyTrip.pinned, true), gte(dailyTrip.day, today())))
    .orderBy(asc(dailyTrip.day));
  return rows.map((row) => ({ day: row.day, trip: { _id: row.id, slug: row.slug, title: row.title } }));
}

/** `GET /api/admin/trips`: published trips, hidden ones too, newest first, with the days pinned. */
export async function adminTrips(db: Db, q: string, page: number): Promise<AdminTrips> {
  const words = containing(q);
  const where = and(
    eq(trip.status, 'published'),
    words ? or(ilike(sql`${trip.text}::text`, words), ilike(trip.slug, words)) : undefined,
  );
  const [rows, [total], pinned] = await Promise.all([
    db
      .select({ trip, title, author: user.name })
      .from(trip)
      .leftJoin(user, eq(user.id, trip.authorId))
      .where(where)
      .orderBy(desc(trip.publishedAt), trip.id)
      .limit(adminTripsPerPage)
      .offset((page - 1) * adminTripsPerPage),
    db.select({ value: count() }).from(trip).where(where),
    pinnedDays(db),
  ]);
  return {
    docs: rows.map((row) => ({
      _id: row.trip.id,
      slug: row.trip.slug,
      title: row.title,
      author: row.author,
      views: row.trip.views,
      rating: { average: row.trip.ratingAverage, count: row.trip.ratingCount },
      featured: row.trip.featured,
      hidden: presentHidden(row.trip),
      publishedAt: row.trip.publishedAt?.toISOString() ?? null,
    })),
    paginator: paginatorOf(page, total?.value ?? 0, adminTripsPerPage),
    pinned,
  };
}

type Acting = Admin & { locale: Locale };

/** A trip everyone may see, with its title for the log; 404 otherwise. */
async function publicTrip(db: Db, id: string, admin: Acting) {
  const [found] = await db
    .select({ id: trip.id, title })
    .from(trip)
    .where(and(eq(trip.id, id), isPublicTrip()));
  if (!found) throw new AppError('NOT_FOUND', getT(admin.locale)('admin:trips.notPublic'));
  return found;
}

/** Feature or unfeature a public trip (home and an empty search show featured trips first). */
export async function setFeatured(db: Db, admin: Acting, id: string, featured: boolean): Promise<void> {
  const found = await publicTrip(db, id, admin);
  await db.update(trip).set({ featured }).where(eq(trip.id, id));
  await recordAudit(db, admin, {
    action: featured ? 'feature' : 'unfeature',
    targetKind: 'trip',
    targetId: id,
    targetLabel: found.title,
    note: '',
  });
}

/**
 * Pin a public trip as the trip of the day for `day`, today or later. The pin is the stored choice
 * the one function that decides the trip of the day (trip-of-the-day.ts) reads.
 */
export async function pinTripOfTheDay(db: Db, admin: Acting, day: string, tripId: string): Promise<void> {
  const t = getT(admin.locale);
  const problem = !/^\d{4}-\d{2}-\d{2}$/.test(day)
    ? t('validation:required', { field: t('admin:trips.dayField') })
    : day < today()
      ? t('admin:trips.pastDay')
      : null;
  if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ field: 'day', message: problem }]);
  const found = await publicTrip(db, tripId, admin);
  await db
    .insert(dailyTrip)
    .values({ day, tripId, pinned: true })
    .onConflictDoUpdate({ target: dailyTrip.day, set: { tripId, pinned: true } });
  await recordAudit(db, admin, { action: 'pin', targetKind: 'day', targetId: day, targetLabel: found.title, note: '' });
}

/** Undo a pin: the day's trip is chosen as on any other day. */
export async function unpinTripOfTheDay(db: Db, admin: Acting, day: string): Promise<void> {
  const removed = await db
    .delete(dailyTrip)
    .where(and(eq(dailyTrip.day, day), eq(dailyTrip.pinned, true)))
    .returning({ tripId: dailyTrip.tripId });
  if (removed.length === 0) throw new AppError('NOT_FOUND', getT(admin.locale)('admin:trips.notPinned'));
  await recordAudit(db, admin, { action: 'unpin', targetKind: 'day', targetId: day, targetLabel: day, note: '' });
}
