import 'leaflet/dist/leaflet.css';
import './route-map.css';
import L from 'leaflet';
import { visibleLabels } from './label-collision.ts';

export type MapStation = { id: string; name: string; latitude: number; longitude: number };
export type MapLabels = { zoomIn: string; zoomOut: string };

/** Pixels kept free around every station name; closer ones are hidden (spec section 9). */
const LABEL_MARGIN = 6;
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

/** Draws the route into `element`; returns what removes it again. */
export async function mountMap(
  element: HTMLElement,
  { stations, tileUrl, labels }: { stations: MapStation[]; tileUrl: string | null; labels: MapLabels },
): Promise<() => void> {
  const map = L.map(element, { zoomControl: false, scrollWheelZoom: false, attributionControl: Boolean(tileUrl) });
  const points = stations.map((station) => L.latLng(station.latitude, station.longitude));
  // The view comes first: permanent labels are placed the moment they are added.
  if (points.length === 1) map.setView(points[0] as L.LatLng, 8);
  else map.fitBounds(L.latLngBounds(points), { padding: [36, 36], maxZoom: 10 });
  L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 18 }).addTo(map);
  else {
    element.classList.add('route-map-offline');
    const { countryShapes } = await import('./basemap.ts');
    L.geoJSON(await countryShapes(), { style: LAND, interactive: false }).addTo(map);
  }

  L.polyline(points, { color: '#0f766e', weight: 3, dashArray: '6 6', interactive: false }).addTo(map);
  stations.forEach((station, index) => {
    // Names are the author's words: given as text, never as HTML.
    const name = document.createElement('span');
    name.textContent = station.name;
    L.marker(points[index] as L.LatLng, {
      icon: L.divIcon({ className: 'route-map-marker', html: String(index + 1), iconSize: [26, 26] }),
      title: `${index + 1}. ${station.name}`,
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
