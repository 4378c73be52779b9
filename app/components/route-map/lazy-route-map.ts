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
  let cancelled = false;
  let remove: (() => void) | undefined;
  const start = async () => {
    const { mountMap } = await import('./leaflet-map.client.ts');
    const dispose = await mountMap(element, data);
    if (cancelled) dispose();
    else remove = dispose;
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void start();
    },
    { rootMargin: '300px' },
  );
  observer.observe(element);
  return () => {
    cancelled = true;
    observer.disconnect();
    remove?.();
  };
}
