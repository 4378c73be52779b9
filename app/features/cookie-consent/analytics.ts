/** The operator's statistics service (ANALYTICS_* settings, server/env.ts). */
export type AnalyticsConfig = { provider: 'plausible' | 'umami'; scriptUrl: string; siteId: string };

/** Spec section 4: the page view is sent 1.5 s after the page has loaded. */
export const PAGE_VIEW_DELAY_MS = 1500;

type Plausible = ((event: string) => void) & { q?: IArguments[] };
type AnalyticsWindow = Window & { plausible?: Plausible; umami?: { track: () => void } };

/** The attributes of the provider's script tag: the site's id, and no page view of its own. */
export function analyticsScriptAttributes(config: AnalyticsConfig): Record<string, string> {
  return config.provider === 'plausible'
    ? { src: config.scriptUrl, 'data-domain': config.siteId }
    : { src: config.scriptUrl, 'data-website-id': config.siteId, 'data-auto-track': 'false' };
}

/** How long to wait before the page view: until 1.5 s after the load event, at once if that has passed. */
export function pageViewDelay(loadedAt: number, now: number): number {
  return Math.max(0, loadedAt + PAGE_VIEW_DELAY_MS - now);
}

function afterLoad(callback: () => void) {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, { once: true });
}

/** When the page's load event ended, on the `performance.now()` clock. */
function loadedAt(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.loadEventEnd || performance.now();
}

let started: Promise<() => void> | null = null;

/**
 * Loads the provider's script (only ever called with the reader's consent) and sends this page's
 * view 1.5 s after load. The script is added by ours, which the Content-Security-Policy's
 * 'strict-dynamic' trusts (a shared page's policy names its origin instead, ADR 0046). Resolves to what sends a page view, for later client-side navigations.
 */
export function startAnalytics(config: AnalyticsConfig): Promise<() => void> {
  started ??= new Promise<() => void>((resolve) => {
    const win = window as AnalyticsWindow;
    const script = document.createElement('script');
    for (const [name, value] of Object.entries(analyticsScriptAttributes(config))) script.setAttribute(name, value);
    script.defer = true;
    let ready: Promise<unknown> = Promise.resolve();
    if (config.provider === 'plausible') {
      // Plausible's documented queue: the calls made before its script runs are replayed by it.
      const queue: IArguments[] = [];
      win.plausible ??= Object.assign(
        function plausible() {
          // biome-ignore lint/complexity/noArguments: Plausible replays the queued calls' own arguments
          queue.push(arguments);
        },
        { q: queue },
      );
    } else {
      // Umami has no queue: its `track` exists once its script has run.
      ready = new Promise((done) => script.addEventListener('load', done, { once: true }));
    }
    document.head.append(script);
    const track = config.provider === 'plausible' ? () => win.plausible?.('pageview') : () => win.umami?.track();
    afterLoad(() =>
      setTimeout(() => void ready.then(() => resolve(track)), pageViewDelay(loadedAt(), performance.now())),
    );
  }).then((track) => {
    track();
    return track;
  });
  return started;
}

/** One more page view (a client-side navigation), if statistics are running on this page. */
export function trackPageView() {
  void started?.then((track) => track());
}
