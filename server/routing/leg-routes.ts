import { and, eq, inArray } from 'drizzle-orm';
import {
  type Coordinates,
  type RoutedWay,
  type RoutingProfile,
  routeLegs,
  routingProfileOf,
  type TripLeg,
} from '#domain/geo.ts';
import type { Db } from '../db/client.ts';
import { legRoute } from '../db/schema/index.ts';
import { pointText, routePath } from './osrm.ts';

type Station = Parameters<typeof routeLegs>[0][number];

/** A leg a route service can be asked for, by its index among the trip's legs, under its stored key. */
export type RoutableLeg = { index: number; key: string; profile: RoutingProfile };

const located = ({ latitude, longitude }: Station): Coordinates | null =>
  latitude === null || longitude === null ? null : { latitude, longitude };

/**
 * The legs worth routing (ADR 0082): both stations placed, at different points, and travelled
 * mainly by car, motorcycle, bicycle or on foot (the means the map draws, `routingProfileOf`).
 */
export function routableLegs(stations: readonly Station[]): RoutableLeg[] {
  return routeLegs(stations).flatMap((leg, index) => {
    const profile = routingProfileOf(leg.transport);
    const [a, b] = [stations[leg.from], stations[leg.to]].map((station) => (station ? located(station) : null));
    // The same point twice (a day trip back to where it began) has no way to draw.
    if (!profile || !a || !b || pointText(a) === pointText(b)) return [];
    return [{ index, key: routePath(profile, a, b), profile }];
  });
}

/** The routes stored for a trip's legs, by key; those not routed (yet, or ever) are not in it. */
export type LegRoutes = ReadonlyMap<string, RoutedWay>;

export const noRoutes: LegRoutes = new Map();

/** The routes every instance stored for these stations' legs: one indexed read, none for a trip with no leg to route. */
export async function storedRoutes(db: Db, stations: readonly Station[]): Promise<LegRoutes> {
  const keys = routableLegs(stations).map(({ key }) => key);
  if (keys.length === 0) return noRoutes;
  const rows = await db
    .select({ key: legRoute.key, km: legRoute.km, profile: legRoute.profile, points: legRoute.points })
    .from(legRoute)
    .where(and(inArray(legRoute.key, keys), eq(legRoute.state, 'routed')));
  return new Map(
    rows.flatMap(({ key, km, profile, points }) =>
      km === null || !points ? [] : [[key, { km, profile, points }] as const],
    ),
  );
}

/** The trip's legs (`routeLegs`), each with its stored route where one is known. */
export function tripLegs(stations: readonly Station[], routes: LegRoutes): TripLeg[] {
  const keys = new Map(routableLegs(stations).map(({ index, key }) => [index, key]));
  return routeLegs(stations).map((leg, index) => {
    const key = keys.get(index);
    return { ...leg, routed: (key && routes.get(key)) || null };
  });
}
