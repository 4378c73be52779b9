import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { enhance } from '#app/lib/enhance.ts';
import { lazyRouteMap, type RouteMapData } from './lazy-route-map.ts';
import type { MapStation } from './leaflet-map.client.ts';

export type { MapStation };

/**
 * The stations on a map with the route between them. Server and first paint show a sized, empty
 * box that carries the map's data; lazy-route-map.ts draws it when it nears the screen.
 */
export function RouteMap({
  stations,
  tileUrl,
  className = '',
}: {
  stations: MapStation[];
  tileUrl: string | null;
  className?: string;
}) {
  const { t } = useTranslation('trip-page');
  const ref = useRef<HTMLElement>(null);
  const data: RouteMapData = { stations, tileUrl, labels: { zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') } };
  const json = JSON.stringify(data);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `json` is the map's data, read from the element
  useEffect(() => (ref.current ? lazyRouteMap(ref.current) : undefined), [json]);

  if (stations.length === 0) return null;
  return (
    <div>
      <section
        ref={ref}
        aria-label={t('map.label')}
        {...enhance('route-map')}
        data-route-map={json}
        className={`relative z-0 h-72 w-full overflow-hidden rounded-2xl bg-sky-100 sm:h-96 ${className}`}
      />
      <p className="sr-only">{t('overview.mapHint')}</p>
    </div>
  );
}
