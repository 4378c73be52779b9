import { askWorker, canKeepTrips } from './ask-worker.ts';

export type KeepTripLabels = {
  keep: string;
  remove: string;
  keeping: string;
  removing: string;
  kept: string;
  removed: string;
  failed: string;
};

/**
 * "Keep for offline reading" on a trip page: hidden where the browser cannot keep trips, and the
 * service worker is installed only when a reader first asks, so reading a trip never loads it.
 */
export function bindKeepTrip(element: HTMLElement): () => void {
  const button = element.querySelector('button');
  const status = element.querySelector('[role="status"]');
  if (!button || !status || !canKeepTrips()) return () => {};
  const labels = JSON.parse(element.dataset.labels ?? '{}') as KeepTripLabels;
  // The page in the language being read: each language's page is kept on its own.
  const path = location.pathname;
  let kept = false;
  const show = (isKept: boolean) => {
    kept = isKept;
    button.textContent = isKept ? labels.remove : labels.keep;
  };
  element.hidden = false;
  void askWorker({ type: 'status', path }).then(
    (trips) => show(trips.length > 0),
    () => undefined,
  );
  const toggle = async () => {
    const keeping = !kept;
    button.disabled = true;
    status.textContent = keeping ? labels.keeping : labels.removing;
    try {
      const trips = await askWorker(keeping ? { type: 'keep', path } : { type: 'forget', path }, true);
      show(trips.some((trip) => trip.path === path));
      status.textContent = keeping ? labels.kept : labels.removed;
    } catch {
      status.textContent = labels.failed;
    } finally {
      button.disabled = false;
    }
  };
  button.addEventListener('click', toggle);
  return () => button.removeEventListener('click', toggle);
}
