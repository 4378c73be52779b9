import type { ApiApp } from '../../api.ts';
import { AppError } from '../../errors.ts';
import { featuredTripsRoute, relatedTripsRoute, tripCountRoute, tripOfTheDayRoute } from './trip-discovery.contract.ts';
import { featuredTrips, publishedTripCount } from './trip-list.ts';
import { tripOfTheDayCard } from './trip-of-the-day.ts';
import { publishedSource, relatedTrips } from './trip-related.ts';

/** Lists anyone may read; they change when trips are published, so shared caches keep them a minute. */
const shortlyCached = 'public, max-age=60';

/** Before `/trip/{id}`, which would take "featured", "count" and "of-the-day" for ids. */
export function registerTripDiscovery(api: ApiApp) {
  api.openapi(relatedTripsRoute, async (c) => {
    const { db } = c.var.database;
    const source = await publishedSource(db, c.req.valid('param').id);
    if (!source) throw new AppError('NOT_FOUND', 'No published trip with this id.');
    c.header('Cache-Control', shortlyCached);
    return c.json({ docs: await relatedTrips(db, source, c.req.valid('query').language ?? '') }, 200);
  });

  api.openapi(featuredTripsRoute, async (c) => {
    c.header('Cache-Control', shortlyCached);
    return c.json({ docs: await featuredTrips(c.var.database.db, c.req.valid('query').language ?? '') }, 200);
  });

  api.openapi(tripCountRoute, async (c) => {
    c.header('Cache-Control', shortlyCached);
    return c.json({ count: await publishedTripCount(c.var.database.db) }, 200);
  });

  // The choice changes at midnight UTC: no shared cache, so nobody sees yesterday's trip.
  api.openapi(tripOfTheDayRoute, async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ trip: await tripOfTheDayCard(c.var.database.db, c.req.valid('query').language ?? '') }, 200);
  });
}
