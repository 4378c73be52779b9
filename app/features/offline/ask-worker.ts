import { type KeptTrip, SERVICE_WORKER_URL, type WorkerReply, type WorkerRequest } from '#domain/offline.ts';

/** Whether this browser can keep trips: the pages hide their controls when it cannot. */
export const canKeepTrips = () => 'serviceWorker' in navigator && 'caches' in window;

/**
 * Asks the service worker, installing it first when `install` is set; without it, a page that no
 * worker controls has nothing kept and gets an empty list without loading the worker.
 */
export async function askWorker(request: WorkerRequest, install = false): Promise<KeptTrip[]> {
  let worker: ServiceWorker | null = navigator.serviceWorker.controller;
  if (install) {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    worker = (await navigator.serviceWorker.ready).active;
  }
  if (!worker) return [];
  const channel = new MessageChannel();
  const reply = new Promise<WorkerReply>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<WorkerReply>) => resolve(event.data);
  });
  worker.postMessage(request, [channel.port2]);
  const answer = await reply;
  if (!answer.ok) throw new Error('The service worker could not do it');
  return answer.kept;
}
