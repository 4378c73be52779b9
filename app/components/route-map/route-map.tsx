import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapStation } from './leaflet-map.client.ts';

export type { MapStation };

/**
 * The stations on a map with the route between them. Server and first paint show a sized, empty
 * box; Leaflet, its styles and the country shapes load only when the box nears the screen.
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
  const key = JSON.stringify(stations);
  const zoomIn = t('map.zoomIn');
  const zoomOut = t('map.zoomOut');

  useEffect(() => {
    const element = ref.current;
    const list = JSON.parse(key) as MapStation[];
    if (!element || list.length === 0) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    const start = async () => {
      const { mountMap } = await import('./leaflet-map.client.ts');
      const dispose = await mountMap(element, { stations: list, tileUrl, labels: { zoomIn, zoomOut } });
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
  }, [key, tileUrl, zoomIn, zoomOut]);

  if (stations.length === 0) return null;
  return (
    <div>
      <section
        ref={ref}
        aria-label={t('map.label')}
        className={`relative z-0 h-72 w-full overflow-hidden rounded-2xl bg-sky-100 sm:h-96 ${className}`}
      />
      <p className="sr-only">{t('overview.mapHint')}</p>
    </div>
  );
}
