import { outlineButton } from '#app/components/ui/action-buttons.ts';
import { textLink } from '#app/components/ui/text-link.ts';
import type { KeptTrip } from '#domain/offline.ts';
import { askWorker, canKeepTrips } from './ask-worker.ts';

export type KeptTripsLabels = {
  spaceUsed: string;
  keptOn: string;
  saved: string;
  remove: string;
  removeNamed: string;
  removed: string;
  failed: string;
  unsupported: string;
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const sizeText = (locale: string, bytes: number) => {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
};

/**
 * The offline page's list of the trips kept on this device, their space and a Remove for each.
 * Opening the page installs the service worker: the page itself is then readable offline, and a
 * member's saved trips are kept.
 */
export function bindKeptTrips(element: HTMLElement): () => void {
  const list = element.querySelector('ul');
  const summary = element.querySelector<HTMLElement>('[data-kept-summary]');
  const empty = element.querySelector<HTMLElement>('[data-kept-empty]');
  const status = element.querySelector<HTMLElement>('[role="status"]');
  const notice = document.querySelector<HTMLElement>('[data-offline-notice]');
  if (!list || !summary || !empty || !status) return () => {};
  const labels = JSON.parse(element.dataset.labels ?? '{}') as KeptTripsLabels;
  const locale = document.documentElement.lang || 'en';
  const showConnection = () => {
    if (notice) notice.hidden = navigator.onLine;
  };
  showConnection();
  window.addEventListener('online', showConnection);
  window.addEventListener('offline', showConnection);
  const stop = () => {
    window.removeEventListener('online', showConnection);
    window.removeEventListener('offline', showConnection);
  };
  if (!canKeepTrips()) {
    empty.textContent = labels.unsupported;
    return stop;
  }

  const remove = async (trip: KeptTrip) => {
    try {
      render(await askWorker({ type: 'forget', path: trip.path }));
      status.textContent = fill(labels.removed, { title: trip.title });
      // The pressed button is gone with its trip: the keyboard continues from what was said.
      status.focus();
    } catch {
      status.textContent = labels.failed;
    }
  };

  const item = (trip: KeptTrip) => {
    const entry = document.createElement('li');
    entry.className = 'flex flex-wrap items-center justify-between gap-3 py-3';
    const text = document.createElement('div');
    const link = document.createElement('a');
    link.href = trip.path;
    link.className = `${textLink} font-semibold`;
    link.textContent = trip.title;
    const details = document.createElement('p');
    details.className = 'text-sm text-slate-700';
    const when = fill(labels.keptOn, {
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(trip.keptAt)),
    });
    details.textContent = `${trip.by === 'saved' ? labels.saved : when} · ${sizeText(locale, trip.bytes)}`;
    text.append(link, details);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = outlineButton;
    button.textContent = labels.remove;
    button.setAttribute('aria-label', fill(labels.removeNamed, { title: trip.title }));
    button.addEventListener('click', () => void remove(trip));
    entry.append(text, button);
    return entry;
  };

  const render = (trips: KeptTrip[]) => {
    const newest = [...trips].sort((a, b) => b.keptAt.localeCompare(a.keptAt));
    list.replaceChildren(...newest.map(item));
    const bytes = trips.reduce((sum, trip) => sum + trip.bytes, 0);
    summary.textContent = fill(labels.spaceUsed, { size: sizeText(locale, bytes) });
    summary.hidden = trips.length === 0;
    empty.hidden = trips.length > 0;
  };

  askWorker({ type: 'sync', locale }, true).then(render, () => {
    status.textContent = labels.failed;
  });
  return stop;
}
