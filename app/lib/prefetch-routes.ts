type Connection = { saveData?: boolean; effectiveType?: string };
type Manifest = { routes: Record<string, { module: string }> };

/** Spec section 9: no prefetching on 2g, with data saver on, or offline. */
export function mayPrefetch(nav: { onLine: boolean; connection?: Connection }): boolean {
  const connection = nav.connection;
  return nav.onLine && !connection?.saveData && !connection?.effectiveType?.includes('2g');
}

/**
 * Once the page is idle (at most 2 s later), load every route module. Navigations then need only
 * their data, and a connection lost later shows the network alert instead of a failed chunk,
 * which React Router answers with a full reload.
 */
export function prefetchRouteModules() {
  const nav = navigator as Navigator & { connection?: Connection };
  const manifest = (window as Window & { __reactRouterManifest?: Manifest }).__reactRouterManifest;
  if (!manifest || !mayPrefetch(nav)) return;
  const load = () => {
    for (const route of Object.values(manifest.routes)) import(/* @vite-ignore */ route.module).catch(() => {});
  };
  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 2000);
}
