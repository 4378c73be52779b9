import polylabel from 'polylabel';

/**
 * Where the offline basemap names its countries and towns (ADR 0083): plain geometry on the map's
 * pixels and degrees, so it is tested without a browser. basemap.ts measures and places the names.
 */

export type Point = [number, number];
/** A town as scripts/basemap-places.ts packs them: names joined by `|`, coordinates as changes. */
export type PackedTowns = { names: string; at: number[] };
export type Town = { name: string; latitude: number; longitude: number };
export type View = { south: number; west: number; north: number; east: number };

export function unpackTowns({ names, at }: PackedTowns): Town[] {
  let [longitude, latitude] = [0, 0];
  return names.split('|').map((name, index) => {
    longitude += at[2 * index] ?? 0;
    latitude += at[2 * index + 1] ?? 0;
    return { name, latitude: latitude / 100, longitude: longitude / 100 };
  });
}

/**
 * The first `limit` towns within the view, in the order given (largest first). A route across
 * the antimeridian has a view beyond ±180°: a town there is placed a turn east or west.
 */
export function townsWithin(towns: readonly Town[], view: View, limit: number): Town[] {
  const found: Town[] = [];
  for (const town of towns) {
    if (found.length >= limit) break;
    if (town.latitude < view.south || town.latitude > view.north) continue;
    const longitude = [town.longitude, town.longitude - 360, town.longitude + 360].find(
      (candidate) => candidate >= view.west && candidate <= view.east,
    );
    if (longitude !== undefined) found.push({ ...town, longitude });
  }
  return found;
}

/**
 * A ring with its longitudes continuous: world-atlas leaves Russia and Fiji across the
 * antimeridian, where a step from 180° to -180° is a step of none. A ring that ends a turn from
 * where it started (Antarctica) goes round a pole, and is closed along it.
 */
export function unwrapRing(ring: readonly Point[]): Point[] {
  let offset = 0;
  const unwrapped: Point[] = [];
  for (const [longitude, latitude] of ring) {
    const previous = unwrapped.at(-1);
    if (previous) {
      const step = longitude + offset - previous[0];
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    unwrapped.push([longitude + offset, latitude]);
  }
  const [first, last] = [unwrapped[0], unwrapped.at(-1)];
  if (first && last && Math.abs(last[0] - first[0]) > 180) {
    const pole = first[1] < 0 ? -90 : 90;
    unwrapped.push([last[0], pole], [first[0], pole]);
  }
  return unwrapped;
}

/** The part of a ring inside the box from (0, 0) to (width, height) (Sutherland and Hodgman). */
export function clipRing(ring: readonly Point[], width: number, height: number): Point[] {
  const edges: [(p: Point) => boolean, (a: Point, b: Point) => Point][] = [
    [([x]) => x >= 0, (a, b) => [0, a[1] + ((b[1] - a[1]) * (0 - a[0])) / (b[0] - a[0])]],
    [([x]) => x <= width, (a, b) => [width, a[1] + ((b[1] - a[1]) * (width - a[0])) / (b[0] - a[0])]],
    [([, y]) => y >= 0, (a, b) => [a[0] + ((b[0] - a[0]) * (0 - a[1])) / (b[1] - a[1]), 0]],
    [([, y]) => y <= height, (a, b) => [a[0] + ((b[0] - a[0]) * (height - a[1])) / (b[1] - a[1]), height]],
  ];
  let points = [...ring];
  for (const [inside, cross] of edges) {
    const kept: Point[] = [];
    points.forEach((point, index) => {
      const previous = points[(index + points.length - 1) % points.length] as Point;
      if (inside(point)) {
        if (!inside(previous)) kept.push(cross(previous, point));
        kept.push(point);
      } else if (inside(previous)) kept.push(cross(previous, point));
    });
    points = kept;
  }
  return points;
}

const area = (ring: readonly Point[]) =>
  Math.abs(
    ring.reduce((sum, [x, y], index) => {
      const [nextX, nextY] = ring[(index + 1) % ring.length] as Point;
      return sum + x * nextY - nextX * y;
    }, 0),
  ) / 2;

/** Where a country's name goes, in the map's pixels: `room` is how far the edge is, `span` how wide the part. */
export type Spot = { x: number; y: number; room: number; span: number; area: number };

/**
 * The point deepest inside the largest part of a country on screen (its pole of inaccessibility,
 * by polylabel). `rings` are the country's outer rings in the map's pixels; none on screen, no spot.
 */
export function labelSpot(rings: readonly Point[][], width: number, height: number): Spot | null {
  let best: { ring: Point[]; area: number } | null = null;
  for (const ring of rings) {
    const visible = clipRing(ring, width, height);
    if (visible.length < 3) continue;
    const size = area(visible);
    if (size > (best?.area ?? 0)) best = { ring: visible, area: size };
  }
  if (!best) return null;
  const pole = polylabel([best.ring], 1);
  const xs = best.ring.map(([x]) => x);
  return { x: pole[0], y: pole[1], room: pole.distance, span: Math.max(...xs) - Math.min(...xs), area: best.area };
}

/** Whether a name of this size reads as the country's at its spot: it fits across, and between top and bottom. */
export const nameFits = (spot: Spot, { width, height }: { width: number; height: number }) =>
  width <= spot.span && height / 2 <= spot.room;
