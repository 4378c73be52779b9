import 'leaflet/dist/leaflet.css';
import './route-map.css';
import L from 'leaflet';
import { greatCirclePoints, unwrapLongitudes } from '#domain/geo.ts';
import { visibleLabels } from './label-collision.ts';
import { type LegStyle, legStyles } from './leg-styles.ts';

/** A station with a place on the map; `number` is its position in the trip, counted from 1. */
export type MapStation = { id: string; number: number; name: string; latitude: number; longitude: number };
/**
 * A leg between two of the map's stations (their indices in `stations`), drawn in its transport's
 * style: along `points` (`[latitude, longitude]`, its route's line, ADR 0082) when given, else
 * along the great circle.
 */
export type MapLeg = { from: number; to: number; style: LegStyle; points?: [number, number][] };
export type MapLabels = { zoomIn: string; zoomOut: string };

/** Pixels kept free around every station name; closer ones are hidden (spec section 9). */
const LABEL_MARGIN = 6;
/** Points per leg along the great circle: enough for an ocean crossing to curve smoothly. */
const LEG_SEGMENTS = 32;
const LAND = { color: '#94a3b8', weight: 0.6, fillColor: '#f1f5e9', fillOpacity: 1 };

/** Hides the names that would crowd ones shown before them, in station order. */
function relabel(element: HTMLElement) {
  const labels = [...element.querySelectorAll<HTMLElement>('.route-map-label')];
  for (const label of labels) label.classList.remove('is-hidden');
  const boxes = labels.map((label) => {
    const rect = label.getBoundingClientRect();
    return { x: rect.left, y: rect.top, width: rect.width, height: rect.height };
  });
  visibleLabels(boxes, LABEL_MARGIN).forEach((visible, index) => {
    labels[index]?.classList.toggle('is-hidden', !visible);
  });
}

/** The numbered marker: a link to the station's description in the page. */
function markerLink(station: MapStation) {
  const link = document.createElement('a');
  link.href = `#station-${station.id}`;
  link.className = 'route-map-marker-link';
  link.textContent = String(station.number);
  // Names are the author's words: given as text, never as HTML.
  link.setAttribute('aria-label', `${station.number}. ${station.name}`);
  // A press on the marker follows the link instead of starting to drag the map.
  L.DomEvent.disableClickPropagation(link);
  return link;
}

/** Draws the route into `element`; returns what removes it again. */
export async function mountMap(
  element: HTMLElement,
  {
    stations,
    legs,
    tileUrl,
    labels,
  }: { stations: MapStation[]; legs: MapLeg[]; tileUrl: string | null; labels: MapLabels },
): Promise<() => void> {
  const map = L.map(element, { zoomControl: false, scrollWheelZoom: false, attributionControl: Boolean(tileUrl) });
  // Along the route, each station within half a turn of the one before: a trip across the
  // antimeridian stays in one piece.
  const longitudes = unwrapLongitudes(stations.map((station) => station.longitude));
  const places = stations.map((station, index) => ({
    latitude: station.latitude,
    longitude: longitudes[index] as number,
  }));
  const points = places.map((place) => L.latLng(place.latitude, place.longitude));
  const lines = legs.flatMap(({ from, to, style, points: routed }) => {
    const [a, b, start] = [places[from], places[to], stations[from]];
    if (!a || !b || !start) return [];
    if (!routed) return [{ style, points: greatCirclePoints(a, b, LEG_SEGMENTS) }];
    // The route's line, moved by the whole turns its first station was moved by above.
    const turn = a.longitude - start.longitude;
    const line = unwrapLongitudes(routed.map(([, longitude]) => longitude + turn));
    return [
      { style, points: routed.map(([latitude], index) => [latitude, line[index] as number] as [number, number]) },
    ];
  });
  // The view comes first: permanent labels are placed the moment they are added.
  const bounds = L.latLngBounds(points);
  for (const line of lines) for (const point of line.points) bounds.extend(point);
  if (points.length === 1) map.setView(points[0] as L.LatLng, 8);
  else map.fitBounds(bounds, { padding: [36, 36], maxZoom: 10 });
  L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 18 }).addTo(map);
  else {
    element.classList.add('route-map-offline');
    const { countryShapes, nameBasemap } = await import('./basemap.ts');
    const shapes = await countryShapes();
    L.geoJSON(shapes, { style: LAND, interactive: false }).addTo(map);
    // The land beyond the antimeridian, once more a turn east or west, where the route goes there.
    const turns = [-360, 360].filter((turn) =>
      longitudes.some((longitude) => Math.sign(longitude) === Math.sign(turn) && Math.abs(longitude) > 180),
    );
    for (const turn of turns) {
      L.geoJSON(shapes, {
        style: LAND,
        interactive: false,
        coordsToLatLng: ([longitude, latitude]) => L.latLng(latitude as number, (longitude as number) + turn),
      }).addTo(map);
    }
    // Countries and towns named, once the stations below have their names (ADR 0083).
    await nameBasemap(map, shapes, [0, ...turns]);
  }

  for (const { style, points: line } of lines) {
    const { color, dashArray } = legStyles[style];
    L.polyline(line, {
      color,
      weight: 3,
      opacity: 0.9,
      ...(dashArray ? { dashArray } : {}),
      lineCap: style === 'water-air' ? 'round' : 'butt',
      className: `route-map-leg route-map-leg-${style}`,
      interactive: false,
    }).addTo(map);
  }
  stations.forEach((station, index) => {
    const name = document.createElement('span');
    name.textContent = station.name;
    L.marker(points[index] as L.LatLng, {
      icon: L.divIcon({ className: 'route-map-marker', html: markerLink(station), iconSize: [26, 26] }),
      keyboard: false,
      interactive: false,
    })
      .bindTooltip(name, { permanent: true, direction: 'right', offset: [14, 0], className: 'route-map-label' })
      .addTo(map);
  });

  map.on('zoomend moveend', () => relabel(element));
  relabel(element);
  return () => map.remove();
}
