import { CHUNK_RELOAD_INTERVAL_MS } from '#domain/site.ts';
import { NETWORK_ERROR_EVENT } from './network-errors.ts';

const KEY = 'itinera:chunk-reload-at';

/**
 * After a deploy, old pages ask for script chunks that no longer exist: reload to get the new
 * ones, but at most once a minute so a broken deploy cannot cause a reload loop.
 */
export function reloadForFailedChunk(
  now = Date.now(),
  storage: Storage = sessionStorage,
  reload = () => location.reload(),
) {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

const chunkFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Offline, a reload would only show the browser's own error page: report the network problem instead. */
function onChunkFailure() {
  if (navigator.onLine) reloadForFailedChunk();
  else window.dispatchEvent(new CustomEvent(NETWORK_ERROR_EVENT));
}

export function installChunkReload() {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    onChunkFailure();
  });
  window.addEventListener('unhandledrejection', (event) => {
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
    if (chunkFailure.test(message)) onChunkFailure();
  });
}
