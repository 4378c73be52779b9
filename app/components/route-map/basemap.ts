import './basemap.css';
import type { FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import L from 'leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { countryName } from '#domain/countries.ts';
import { isLocale } from '#domain/locale.ts';
import { labelSpot, nameFits, type Point, type Spot, townsWithin, unpackTowns, unwrapRing } from './basemap-labels.ts';
import { type Box, visibleLabels } from './label-collision.ts';

/**
 * Country shapes at 1:110m from Natural Earth (world-atlas): a basemap that needs no tile server.
 * Their rings are unwrapped (basemap-labels.ts): Russia and Fiji reach past 180° east rather than
 * jump back to -180°, which Leaflet draws as a band round the world.
 */
export async function countryShapes(): Promise<FeatureCollection<Polygon | MultiPolygon>> {
  const topology = (await import('world-atlas/countries-110m.json')).default as unknown as Topology<{
    countries: GeometryCollection;
  }>;
  const shapes = feature(topology, topology.objects.countries) as FeatureCollection<Polygon | MultiPolygon>;
  const unwrap = (ring: Position[]) => unwrapRing(ring as Point[]);
  for (const { geometry } of shapes.features) {
    if (geometry.type === 'Polygon') geometry.coordinates = geometry.coordinates.map(unwrap);
    else geometry.coordinates = geometry.coordinates.map((polygon) => polygon.map(unwrap));
  }
  return shapes;
}

/** Pixels kept free around every name. */
const MARGIN = 4;
/** A handful of towns: the map names the route's stations first. */
const TOWNS_SHOWN = 6;
/** Towns measured to find those: the largest in view, some of which the stations' names cover. */
const TOWNS_TRIED = 30;

type Outline = { code: string; rings: Point[][]; bounds: L.LatLngBounds };

/** Each country's outer rings in degrees, once for every turn east or west the map draws. */
function outlines(
  shapes: FeatureCollection<Polygon | MultiPolygon>,
  codes: Record<string, string>,
  turns: readonly number[],
): Outline[] {
  return shapes.features.flatMap((shape) => {
    const code = codes[String(shape.id ?? shape.properties?.name)];
    const { type, coordinates } = shape.geometry;
    const rings = (type === 'Polygon' ? [coordinates] : coordinates).map((polygon) => (polygon[0] ?? []) as Point[]);
    if (!code) return [];
    return turns.map((turn) => {
      const turned = rings.map((ring) => ring.map(([longitude, latitude]): Point => [longitude + turn, latitude]));
      const bounds = L.latLngBounds(turned.flat().map(([longitude, latitude]) => [latitude, longitude]));
      return { code, rings: turned, bounds };
    });
  });
}

const boxOf = (element: Element): Box => {
  const { left, top, width, height } = element.getBoundingClientRect();
  return { x: left, y: top, width, height };
};

/** A name on the map: text, never HTML, in the pane that screen readers skip. */
function nameMarker(text: string, className: string, at: L.LatLngExpression) {
  const name = document.createElement('span');
  name.className = className;
  name.textContent = text;
  // No size: the name sizes itself, and the stylesheet sets it off from the point.
  return L.marker(at, {
    icon: L.divIcon({ html: name, className: 'basemap-name', iconSize: undefined }),
    pane: 'basemapNames',
    interactive: false,
    keyboard: false,
  });
}

type Named = { marker: L.Marker; box: Box };

/** Adds a name and measures it; a name that `fits` refuses by its size is taken away again. */
function addName(layer: L.LayerGroup, marker: L.Marker, fits: (box: Box) => boolean = () => true): Named | null {
  layer.addLayer(marker);
  const element = marker.getElement()?.firstElementChild;
  const box = element ? boxOf(element) : null;
  if (box && fits(box)) return { marker, box };
  layer.removeLayer(marker);
  return null;
}

/** Keeps the names clear of what is `taken` and of each other, at most `limit`; returns the boxes kept. */
function keepClear(layer: L.LayerGroup, named: Named[], taken: Box[], limit?: number): Box[] {
  const shown = visibleLabels(
    named.map(({ box }) => box),
    MARGIN,
    { taken, limit },
  );
  named.forEach(({ marker }, index) => {
    if (!shown[index]) layer.removeLayer(marker);
  });
  return named.filter((_, index) => shown[index]).map(({ box }) => box);
}

/** Where each country on screen would take its name, in the map's pixels, largest country first. */
function countrySpots(map: L.Map, outlines: readonly Outline[]): [string, Spot][] {
  const size = map.getSize();
  const view = map.getBounds();
  const spots = new Map<string, Spot>();
  for (const { code, rings, bounds } of outlines) {
    if (!view.intersects(bounds)) continue;
    const pixels = rings.map((ring) =>
      ring.map(([longitude, latitude]): Point => {
        const { x, y } = map.latLngToContainerPoint([latitude, longitude]);
        return [x, y];
      }),
    );
    const spot = labelSpot(pixels, size.x, size.y);
    if (spot && spot.area > (spots.get(code)?.area ?? 0)) spots.set(code, spot);
  }
  return [...spots].sort(([, a], [, b]) => b.area - a.area);
}

/**
 * Names the countries and the larger towns on the offline basemap (ADR 0083), in the page's
 * language, each time the view settles: after the map's own markers and names have their places
 * (leaflet-map.client.ts names its stations as the view settles), which the basemap's names never
 * cover. `turns` are the longitudes the country shapes are drawn at: 0, and a turn east or west
 * where the route goes there. Returns what places them anew, for a map whose markers change.
 */
export async function nameBasemap(
  map: L.Map,
  shapes: FeatureCollection<Polygon | MultiPolygon>,
  turns: readonly number[],
): Promise<() => void> {
  const { countries, towns: packed } = await import('./basemap-places.json');
  const towns = unpackTowns(packed);
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : 'en';
  const countryOutlines = outlines(shapes, countries, turns);
  // Decoration: the list beside the map is what screen readers get (ADR 0079).
  map.createPane('basemapNames').setAttribute('aria-hidden', 'true');
  const layer = L.layerGroup().addTo(map);

  const place = () => {
    layer.clearLayers();
    const width = map.getSize().x;
    const taken = [
      ...(map.getPane('markerPane')?.children ?? []),
      ...[...(map.getPane('tooltipPane')?.children ?? [])].filter((label) => !label.classList.contains('is-hidden')),
    ].map(boxOf);

    const countryNames = countrySpots(map, countryOutlines).flatMap(([code, spot]) => {
      const at = map.containerPointToLatLng([spot.x, spot.y]);
      const marker = nameMarker(countryName(code, locale), 'basemap-country', at);
      const named = addName(layer, marker, (box) => nameFits(spot, box));
      if (!named) return [];
      // Whole on screen: a name cut off by the edge reads as another word.
      const half = named.box.width / 2 + MARGIN;
      const x = Math.min(Math.max(spot.x, half), width - half);
      marker.setLatLng(map.containerPointToLatLng([x, spot.y]));
      return [{ marker, box: { ...named.box, x: named.box.x + x - spot.x } }];
    });
    const shown = keepClear(layer, countryNames, taken);

    const view = map.getBounds();
    const inView = { south: view.getSouth(), west: view.getWest(), north: view.getNorth(), east: view.getEast() };
    const edge = map.getContainer().getBoundingClientRect();
    // Whole on screen, as the countries' names are.
    const onScreen = (box: Box) =>
      box.x >= edge.left && box.y >= edge.top && box.x + box.width <= edge.right && box.y + box.height <= edge.bottom;
    const townNames = townsWithin(towns, inView, TOWNS_TRIED).flatMap((town) => {
      const named = addName(layer, nameMarker(town.name, 'basemap-town', [town.latitude, town.longitude]), onScreen);
      return named ? [named] : [];
    });
    keepClear(layer, townNames, [...taken, ...shown], TOWNS_SHOWN);
  };

  let frame = 0;
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(place);
  };
  map.on('zoomend moveend', schedule);
  map.on('unload', () => cancelAnimationFrame(frame));
  schedule();
  return schedule;
}
