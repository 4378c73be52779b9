import type { Locale } from './locale.ts';
import type { TransportType } from './trip-scales.ts';

/** The mean Earth radius (IUGG), in kilometres: the sphere great-circle distances are measured on. */
export const EARTH_RADIUS_KM = 6371.0088;

export type Coordinates = { latitude: number; longitude: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/** The great-circle distance between two points in kilometres (haversine formula). */
export function greatCircleKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Longitudes shifted by whole turns so that each lies within 180° of the one before: a line drawn
 * through them crosses the antimeridian (Fiji to Samoa) instead of going round the world.
 */
export function unwrapLongitudes(longitudes: readonly number[]): number[] {
  const out: number[] = [];
  for (const longitude of longitudes) {
    const previous = out.at(-1);
    out.push(previous === undefined ? longitude : longitude + 360 * Math.round((previous - longitude) / 360));
  }
  return out;
}

/**
 * `segments + 1` points `[latitude, longitude]` along the great circle from `a` to `b`, ends
 * included, longitudes continuous from `a`'s (see `unwrapLongitudes`), so long legs curve as they
 * do on the globe.
 */
export function greatCirclePoints(a: Coordinates, b: Coordinates, segments = 32): [number, number][] {
  const toVector = ({ latitude, longitude }: Coordinates) => {
    const lat = radians(latitude);
    const lon = radians(longitude);
    return [Math.cos(lat) * Math.cos(lon), Math.cos(lat) * Math.sin(lon), Math.sin(lat)] as const;
  };
  const u = toVector(a);
  const v = toVector(b);
  const angle = Math.acos(Math.max(-1, Math.min(1, u[0] * v[0] + u[1] * v[1] + u[2] * v[2])));
  const points: [number, number][] = [];
  for (let i = 0; i <= segments; i++) {
    const f = i / segments;
    // Spherical interpolation; a leg of no length (or to the antipode, which has no one way) stays straight.
    const [wa, wb] =
      angle < 1e-9 || Math.PI - angle < 1e-9 ? [1 - f, f] : [Math.sin((1 - f) * angle), Math.sin(f * angle)];
    const x = wa * u[0] + wb * v[0];
    const y = wa * u[1] + wb * v[1];
    const z = wa * u[2] + wb * v[2];
    points.push([degrees(Math.atan2(z, Math.hypot(x, y))), degrees(Math.atan2(y, x))]);
  }
  points[0] = [a.latitude, a.longitude];
  points[segments] = [b.latitude, b.longitude];
  const longitudes = unwrapLongitudes(points.map(([, longitude]) => longitude));
  return points.map(([latitude], index) => [latitude, longitudes[index] as number]);
}

type Direction = { type: TransportType; duration: number };
type Station = { latitude: number | null; longitude: number | null; directions: readonly Direction[] };

/**
 * The way from one station to the next: its great-circle distance, `null` when either station has
 * no coordinates, and how it is travelled (every means the author named, in order, and the one
 * that takes longest, which the map draws; `null` when none was named).
 */
export type RouteLeg = {
  from: number;
  to: number;
  km: number | null;
  transports: TransportType[];
  transport: TransportType | null;
};

const located = (station: Station): Coordinates | null =>
  station.latitude !== null && station.longitude !== null
    ? { latitude: station.latitude, longitude: station.longitude }
    : null;

/** The legs between consecutive stations, by their positions in the trip. */
export function routeLegs(stations: readonly Station[]): RouteLeg[] {
  return stations.slice(1).map((next, index) => {
    const here = stations[index] as Station;
    const [a, b] = [located(here), located(next)];
    const main = here.directions.reduce<Direction | null>(
      (longest, direction) => (longest && longest.duration >= direction.duration ? longest : direction),
      null,
    );
    return {
      from: index,
      to: index + 1,
      km: a && b ? greatCircleKm(a, b) : null,
      transports: [...new Set(here.directions.map((direction) => direction.type))],
      transport: main?.type ?? null,
    };
  });
}

/**
 * The profiles of an OSRM-compatible route service (ADR 0082) by the means of transport they
 * measure: the names OSRM's own examples and demo server use. Other means (plane, ship, train,
 * bus, taxi, other) are not routed: their way is not the road's, or not one a router knows.
 */
export const routingProfileNames = ['driving', 'cycling', 'walking'] as const;
export type RoutingProfile = (typeof routingProfileNames)[number];
export const routingProfiles = {
  car: 'driving',
  motorcycle: 'driving',
  bicycle: 'cycling',
  foot: 'walking',
} as const satisfies Partial<Record<TransportType, RoutingProfile>>;

/** The profile a leg travelled by `transport` is routed with; null for one that is not routed. */
export const routingProfileOf = (transport: TransportType | null): RoutingProfile | null =>
  transport !== null && Object.hasOwn(routingProfiles, transport)
    ? routingProfiles[transport as keyof typeof routingProfiles]
    : null;

/** A leg's way as a route service measured it: kilometres along it and its line, `[latitude, longitude]` points. */
export type RoutedWay = { km: number; profile: RoutingProfile; points: [number, number][] };

/** A leg with its routed way when one is stored (null when none is known: as the crow flies only). */
export type TripLeg = RouteLeg & { routed: RoutedWay | null };

/** What a leg counts for: along its route when one is known, else as the crow flies; null when neither is. */
export const legKm = (leg: RouteLeg & { routed?: RoutedWay | null }): number | null => leg.routed?.km ?? leg.km;

export type RouteTotal = { km: number; known: number; routed: number; legs: number };

/**
 * The trip's distance over the legs whose distance is known, each along its route where one is
 * known, and how many of how many legs that is, `routed` of them along their route.
 */
export function routeTotal(legs: readonly (RouteLeg & { routed?: RoutedWay | null })[]): RouteTotal {
  const known = legs.filter((leg) => legKm(leg) !== null);
  return {
    km: known.reduce((sum, leg) => sum + (legKm(leg) ?? 0), 0),
    known: known.length,
    routed: known.filter((leg) => leg.routed).length,
    legs: legs.length,
  };
}

const kilometres = new Map<string, Intl.NumberFormat>();

/** A distance in the page's language: "412 km"; one decimal below 10 km ("3.4 km", "3,4 km"). */
export function distanceText(km: number, locale: Locale): string {
  const digits = km < 10 ? 1 : 0;
  const key = `${locale}:${digits}`;
  let format = kilometres.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'kilometer',
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    });
    kilometres.set(key, format);
  }
  return format.format(km);
}
