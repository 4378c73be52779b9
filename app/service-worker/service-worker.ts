import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { KeptTrip, WorkerReply, WorkerRequest } from '#domain/offline.ts';
import {
  afterNavigation,
  forgetMemberTrips,
  forgetTrip,
  KEPT,
  keepOfflinePages,
  keepTrip,
  keptTrip,
  listKept,
  offlinePage,
  syncSavedTrips,
} from './kept-trips.ts';

/**
 * The service worker (ADR 0076): reader pages' script and the map's code are kept when it installs
 * (the list is written in at build time, scripts/vite-service-worker.ts); trip pages and their
 * pictures only when a reader keeps them or a member saved them. Everything else goes to the network.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

self.skipWaiting();
clientsClaim();
/** Signing out by the page (its form or its data request) or by the API. */
const signOut = /^(?:(?:\/de)?\/signing-out(?:\.data)?|\/api\/auth\/sign-out)$/;

// Before Workbox's routes: `respondWith` stops the event's propagation, so a listener added after
// them never hears of the navigations and pictures they answer.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST' && signOut.test(url.pathname)) event.waitUntil(forgetMemberTrips());
  else if (request.method === 'GET' && request.mode === 'navigate') {
    event.waitUntil(afterNavigation(url).catch(() => undefined));
  }
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('install', (event) => event.waitUntil(keepOfflinePages()));

/** Read from the kept trips, never written to by a page's own requests. */
const fromKept = {
  cacheName: KEPT,
  matchOptions: { ignoreVary: true, ignoreSearch: true },
  plugins: [{ cacheWillUpdate: async () => null }],
};
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  new NetworkFirst(fromKept),
);
registerRoute(({ request }) => request.destination === 'image', new CacheFirst(fromKept));
setCatchHandler(async ({ request, url }) => (request.mode === 'navigate' ? offlinePage(url) : Response.error()));

function answer(request: WorkerRequest): Promise<KeptTrip[]> {
  switch (request.type) {
    case 'status':
      return keptTrip(request.path).then((trip) => (trip ? [trip] : []));
    case 'keep':
      return keepTrip(request.path);
    case 'forget':
      return forgetTrip(request.path);
    case 'list':
      return listKept();
    case 'sync':
      return syncSavedTrips(request.locale === 'de' ? 'de' : 'en');
  }
}

self.addEventListener('message', (event) => {
  const port = event.ports[0];
  const reply = (message: WorkerReply) => port?.postMessage(message);
  event.waitUntil(
    answer(event.data as WorkerRequest).then(
      (kept) => reply({ ok: true, kept }),
      () => reply({ ok: false }),
    ),
  );
});
