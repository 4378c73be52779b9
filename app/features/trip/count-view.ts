import { callApi } from '#app/lib/api-client.ts';

/** Counted after load, so cached pages count too and robots without scripts do not. */
export function countView(tripId: string) {
  callApi('POST /trip/{id}/view', { params: { id: tripId } }, { keepalive: true }).catch(() => {});
}

/** For pages served without React: the element names the trip in `data-count-view`. */
export function bindViewCount(element: HTMLElement) {
  if (element.dataset.countView) countView(element.dataset.countView);
}
