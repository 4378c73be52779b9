import { drawWhenNear } from '#app/lib/draw-when-near.ts';
import type { MapLabels, MapLeg, MapStation } from './leaflet-map.client.ts';

export type RouteMapData = { stations: MapStation[]; legs: MapLeg[]; tileUrl: string | null; labels: MapLabels };

/**
 * Draws the map into an element that carries its data as JSON in `data-route-map`, once the
 * element nears the screen: only then do Leaflet, its styles and the country shapes load.
 * Returns what stops or removes it.
 */
export function lazyRouteMap(element: HTMLElement): () => void {
  const data = JSON.parse(element.dataset.routeMap ?? 'null') as RouteMapData | null;
  if (!data || data.stations.length === 0) return () => {};
  return drawWhenNear(element, async () => (await import('./leaflet-map.client.ts')).mountMap(element, data));
}
