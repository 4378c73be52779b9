import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import countries from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * Draws app/features/profile/world-map.json, the profiles' world map (ADR 0077): Natural Earth's
 * 1:110m countries from world-atlas in the Natural Earth projection, simplified, as SVG path data
 * keyed by ISO 3166-1 alpha-2 code, and a dot for every country too small to see at that scale
 * or not drawn at all (Malta, Singapore...).
 *
 * - world-atlas keys its shapes by ISO 3166-1 numeric code, read here through i18n-iso-countries.
 *   Three shapes carry none: Kosovo is XK; Northern Cyprus and Somaliland count as CY and SO, as
 *   ISO 3166 has them.
 * - A dot sits in the middle of the country's shape: at 1:110m when it has one, else its largest
 *   shape at 1:50m, or, for the few that Natural Earth draws as part of another country, a point
 *   written below by hand.
 *
 * Run it after a world-atlas update or a new country code: `node scripts/world-map.ts`
 * (scripts/world-map.test.ts fails while the file is out of date).
 */

/** Map units across; paths use whole units, so this is the precision too. */
const width = 640;
/** How far (in units) a simplified outline may stray from Natural Earth's. */
const tolerance = 0.8;
/** A country narrower and lower than this many units gets a dot as well as its shape. */
const smallest = 5;
const radians = Math.PI / 180;

type Shape = GeoJSON.Feature<GeoJSON.Polygon | GeoJSON.MultiPolygon, { name: string }>;

export const atlas = (scale: string) => {
  const topology = JSON.parse(readFileSync(`node_modules/world-atlas/countries-${scale}.json`, 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  return (feature(topology, topology.objects.countries) as GeoJSON.FeatureCollection).features as Shape[];
};

const byName: Record<string, string> = { Kosovo: 'XK', 'N. Cyprus': 'CY', Somaliland: 'SO' };
export const codeOf = (shape: Shape): string | undefined =>
  byName[shape.properties.name] ?? (shape.id === undefined ? undefined : countries.numericToAlpha2(String(shape.id)));

/** Places Natural Earth draws inside another country's shape, or not at all. */
const byHand: Record<string, [number, number]> = {
  BQ: [-68.3, 12.2],
  BV: [3.4, -54.4],
  CC: [96.9, -12.2],
  CX: [105.7, -10.5],
  GF: [-53.1, 3.9],
  GI: [-5.4, 36.1],
  GP: [-61.6, 16.2],
  MQ: [-61, 14.6],
  RE: [55.5, -21.1],
  SJ: [16, 78.5],
  TK: [-171.8, -9.2],
  TV: [179.2, -8.5],
  UM: [166.6, 19.3],
  XK: [20.9, 42.6],
  YT: [45.2, -12.8],
};

const ringArea = (ring: GeoJSON.Position[]) =>
  Math.abs(
    ring.reduce((sum, [x = 0, y = 0], i) => {
      const [nx = 0, ny = 0] = ring[(i + 1) % ring.length] ?? [];
      return sum + x * ny - nx * y;
    }, 0),
  ) / 2;

function middleOfLargest(shape: Shape): [number, number] {
  const polygons = shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates;
  const outer = polygons.map((polygon) => polygon[0] ?? []).sort((a, b) => ringArea(b) - ringArea(a))[0] ?? [];
  const xs = outer.map(([x = 0]) => x);
  const ys = outer.map(([, y = 0]) => y);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
}

/** The Natural Earth projection (Šavrič, Patterson, Jenny), as d3-geo's `geoNaturalEarth1` computes it. */
function naturalEarth(longitude: number, latitude: number): [number, number] {
  const lambda = longitude * radians;
  const phi = latitude * radians;
  const phi2 = phi * phi;
  const phi4 = phi2 * phi2;
  return [
    lambda * (0.8707 - 0.131979 * phi2 + phi4 * (-0.013791 + phi4 * (0.003971 * phi2 - 0.001529 * phi4))),
    phi * (1.007226 + phi2 * (0.015085 + phi4 * (-0.044475 + 0.028874 * phi2 - 0.005916 * phi4))),
  ];
}

const [east] = naturalEarth(180, 0);
const [, north] = naturalEarth(0, 90);
const scale = width / (2 * east);
const height = Math.round(2 * north * scale);
const project = (longitude: number, latitude: number): [number, number] => {
  const [x, y] = naturalEarth(longitude, latitude);
  return [Math.round((x + east) * scale), Math.round((north - y) * scale)];
};

type Ring = GeoJSON.Position[];
const lon = (point: GeoJSON.Position) => point[0] ?? 0;
const lat = (point: GeoJSON.Position) => point[1] ?? 0;
const clamp = (value: number) => Math.max(-180, Math.min(180, value));

/**
 * world-atlas leaves Russia, Fiji and Antarctica across the antimeridian. A ring that crosses it
 * and comes back is drawn twice, clamped to each side; a ring that crosses it once goes round a
 * pole, and is closed along the pole's line.
 */
function splitAtAntimeridian(ring: Ring): Ring[] {
  const jumps = ring.slice(1).filter((point, i) => Math.abs(lon(point) - lon(ring[i] ?? point)) > 180).length;
  if (jumps === 0) return [ring];
  if (jumps % 2 === 1) {
    return [
      ring.flatMap((point, i) => {
        const previous = ring[i - 1];
        if (!previous || Math.abs(lon(point) - lon(previous)) <= 180) return [point];
        const pole = lat(point) < 0 ? -90 : 90;
        const from = Math.sign(lon(previous)) * 180;
        return [[from, lat(previous)], [from, pole], [-from, pole], [-from, lat(point)], point];
      }),
    ];
  }
  let offset = 0;
  const unwrapped = ring.map((point, i) => {
    const previous = ring[i - 1];
    if (previous) offset += Math.abs(lon(point) - lon(previous)) > 180 ? (lon(point) < lon(previous) ? 360 : -360) : 0;
    return [lon(point) + offset, lat(point)];
  });
  const over = unwrapped.some((point) => lon(point) > 180) ? -360 : 360;
  return [
    unwrapped.map((point) => [clamp(lon(point)), lat(point)]),
    unwrapped.map((point) => [clamp(lon(point) + over), lat(point)]),
  ];
}

/** Douglas-Peucker: drops the points that lie closer than `tolerance` units to the line they sit on. */
function simplify(points: [number, number][], tolerance: number): [number, number][] {
  if (points.length < 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() ?? [0, 0];
    const [ax, ay] = points[first] ?? [0, 0];
    const [bx, by] = points[last] ?? [0, 0];
    const length = Math.hypot(bx - ax, by - ay);
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i] ?? [0, 0];
      const away =
        length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (away > distance) [farthest, distance] = [i, away];
    }
    if (farthest > 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

type Drawn = { d: string; left: number; right: number; top: number; bottom: number };

function draw(polygons: Ring[][], drawn: Drawn): void {
  for (const ring of polygons.flat().flatMap(splitAtAntimeridian)) {
    const projected: [number, number][] = [];
    for (const point of ring) {
      const [x, y] = project(lon(point), lat(point));
      const last = projected.at(-1);
      if (!last || last[0] !== x || last[1] !== y) projected.push([x, y]);
    }
    const simple = simplify(projected, tolerance);
    if (simple.length > 1 && simple[0]?.join() === simple.at(-1)?.join()) simple.pop();
    if (simple.length < 3) continue;
    let [x, y] = simple[0] ?? [0, 0];
    let d = `M${x} ${y}l`;
    for (const [i, [nextX, nextY]] of simple.entries()) {
      if (i > 0) d += `${i > 1 && nextX - x >= 0 ? ' ' : ''}${nextX - x}${nextY - y >= 0 ? ' ' : ''}${nextY - y}`;
      [x, y] = [nextX, nextY];
      drawn.left = Math.min(drawn.left, x);
      drawn.right = Math.max(drawn.right, x);
      drawn.top = Math.min(drawn.top, y);
      drawn.bottom = Math.max(drawn.bottom, y);
    }
    drawn.d += `${d}z`;
  }
}

export type WorldMapFile = {
  width: number;
  height: number;
  /** Each country: its outline (empty when too small for the map) and, when small, a dot. */
  countries: Record<string, { d: string; dot?: [number, number] }>;
};

export function drawWorldMap(): WorldMapFile {
  const names = JSON.parse(readFileSync('domain/country-names.json', 'utf8')) as { en: Record<string, string> };
  const drawn = new Map<string, Drawn>();
  for (const shape of atlas('110m')) {
    const code = codeOf(shape);
    if (!code || !(code in names.en)) throw new Error(`No country code for ${shape.properties.name}`);
    const outline = drawn.get(code) ?? { d: '', left: width, right: 0, top: height, bottom: 0 };
    const geometry = shape.geometry;
    draw(geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates, outline);
    drawn.set(code, outline);
  }
  const fine = new Map(
    atlas('50m').flatMap((shape) => (codeOf(shape) && !byName[shape.properties.name] ? [[codeOf(shape), shape]] : [])),
  );
  const entries = Object.keys(names.en)
    .sort()
    .map((code) => {
      const outline = drawn.get(code);
      if (outline?.d && (outline.right - outline.left >= smallest || outline.bottom - outline.top >= smallest)) {
        return [code, { d: outline.d }];
      }
      const shape = fine.get(code);
      const point = byHand[code] ?? (shape ? middleOfLargest(shape) : undefined);
      const dot: [number, number] | undefined = outline?.d
        ? [(outline.left + outline.right) / 2, (outline.top + outline.bottom) / 2]
        : point && project(point[0], point[1]);
      if (!dot) throw new Error(`No point for ${code}: add one to byHand`);
      return [code, { d: outline?.d ?? '', dot }];
    });
  return { width, height, countries: Object.fromEntries(entries) };
}

export const worldMapFile = 'app/features/profile/world-map.json';
export const worldMapJson = (map: WorldMapFile) => `${JSON.stringify(map)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(worldMapFile, worldMapJson(drawWorldMap()));
