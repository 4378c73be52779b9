type Connection = { saveData?: boolean; effectiveType?: string };
type Manifest = { routes: Record<string, { module: string; imports?: string[] }> };

/** Spec section 9: no prefetching on 2g, with data saver on, or offline. */
export function mayPrefetch(nav: { onLine: boolean; connection?: Connection }): boolean {
  const connection = nav.connection;
  return nav.onLine && !connection?.saveData && !connection?.effectiveType?.includes('2g');
}

/**
 * The trip wizard is large (drag and drop, the whole trip schema) and used by few: other pages do
 * not fetch it ahead; it loads when an author opens it.
 */
export const preloadsRoute = (id: string) => !/(^|-)trip-(create|edit)$/.test(id);

/**
 * Once the page is idle (at most 2 s later), preload every route module and what it imports.
 * Navigations then need only their data, and a connection lost later shows the network alert
 * instead of a failed chunk, which React Router answers with a full reload. Preloading fetches and
 * compiles without running the modules, so a phone's main thread stays free.
 */
export function prefetchRouteModules() {
  const nav = navigator as Navigator & { connection?: Connection };
  const manifest = (window as Window & { __reactRouterManifest?: Manifest }).__reactRouterManifest;
  if (!manifest || !mayPrefetch(nav)) return;
  const load = () => {
    const present = new Set(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href),
    );
    for (const [id, route] of Object.entries(manifest.routes)) {
      if (!preloadsRoute(id)) continue;
      for (const path of [route.module, ...(route.imports ?? [])]) {
        const href = new URL(path, document.baseURI).href;
        if (present.has(href)) continue;
        present.add(href);
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
    }
  };
  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 2000);
}
