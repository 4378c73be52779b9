import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { enhance } from '#app/lib/enhance.ts';
import { lazyRouteMap, type RouteMapData } from './lazy-route-map.ts';
import type { MapLeg, MapStation } from './leaflet-map.client.ts';
import { type LegStyle, legStyles } from './leg-styles.ts';

export type { MapLeg, MapStation };

/** The line patterns the map uses, named: rendered with the page, so it reads without the map's script. */
function Legend({ legs }: { legs: MapLeg[] }) {
  const { t } = useTranslation('trip-route');
  const used = (Object.keys(legStyles) as LegStyle[]).filter((style) => legs.some((leg) => leg.style === style));
  if (used.length === 0) return null;
  return (
    <ul aria-label={t('legend.label')} className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
      {used.map((style) => {
        const { color, dashArray } = legStyles[style];
        return (
          <li key={style} className="flex items-center gap-2">
            <svg aria-hidden="true" width="36" height="8" viewBox="0 0 36 8" className="shrink-0">
              <line
                x1="2"
                y1="4"
                x2="34"
                y2="4"
                stroke={color}
                strokeWidth="3"
                strokeDasharray={dashArray}
                strokeLinecap={style === 'water-air' ? 'round' : 'butt'}
              />
            </svg>
            {t(`legend.${style}`)}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The stations on a map with the legs between them. Server and first paint show a sized, empty
 * box that carries the map's data; lazy-route-map.ts draws it when it nears the screen.
 */
export function RouteMap({
  stations,
  legs,
  tileUrl,
  className = '',
}: {
  stations: MapStation[];
  legs: MapLeg[];
  tileUrl: string | null;
  className?: string;
}) {
  const { t } = useTranslation('trip-page');
  const ref = useRef<HTMLElement>(null);
  const data: RouteMapData = {
    stations,
    legs,
    tileUrl,
    labels: { zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') },
  };
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
      <Legend legs={legs} />
      {/* The offline basemap's sources; a tile server's map credits its own. */}
      {!tileUrl && <p className="mt-1 text-xs text-slate-600">{t('map.credit')}</p>}
      <p className="sr-only">{t('overview.mapHint')}</p>
    </div>
  );
}
