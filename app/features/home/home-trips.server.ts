import { type PageArgs, pageRequest } from '#app/lib/page-request.server.ts';
import { searchQuerySchema } from '#domain/schemas/search.ts';
import { featuredTrips, publishedTripCount } from '#server/features/trips/trip-list.ts';
import { tripOfTheDayCard } from '#server/features/trips/trip-of-the-day.ts';
import { popularTrips } from '#server/features/trips/trip-popular.ts';

/** The trips of the home page; `?duration=` narrows the popular trips (an unknown bucket shows all). */
export async function loadHomeTrips(args: PageArgs) {
  const { url, locale, db } = pageRequest(args);
  const duration = searchQuerySchema.shape.duration.safeParse(url.searchParams.get('duration') ?? undefined).data;
  // One after the other: PGlite serves one query at a time.
  const ofTheDay = await tripOfTheDayCard(db, locale);
  const popular = await popularTrips(db, locale, { duration });
  const featured = await featuredTrips(db, locale);
  const count = await publishedTripCount(db);
  return { ofTheDay, popular, duration: duration ?? null, featured, count };
}
export type HomeTrips = Awaited<ReturnType<typeof loadHomeTrips>>;
