/**
 * Draws the search's map (search-map.client.ts) once its element nears the screen: only then do
 * Leaflet, its styles, the country shapes and the trips' points load. In the list view the element
 * is hidden and never does; shown by a search, it starts then. Returns what stops or removes it.
 */
export function lazySearchMap(element: HTMLElement): () => void {
  let cancelled = false;
  let remove: (() => void) | undefined;
  const start = async () => {
    const { mountSearchMap } = await import('./search-map.client.ts');
    const dispose = await mountSearchMap(element);
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
