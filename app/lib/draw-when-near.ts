/**
 * Runs `mount` once `element` nears the screen (300 px ahead), so that what it loads (Leaflet, its
 * styles, the map's data) loads only for readers who get there; a hidden element never does until
 * it is shown. Returns what stops the wait or removes what `mount` drew.
 */
export function drawWhenNear(element: HTMLElement, mount: () => Promise<() => void>): () => void {
  let cancelled = false;
  let remove: (() => void) | undefined;
  const start = async () => {
    const dispose = await mount();
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
