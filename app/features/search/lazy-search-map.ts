import { drawWhenNear } from '#app/lib/draw-when-near.ts';

/**
 * Draws the search's map (search-map.client.ts) once its element nears the screen: only then do
 * Leaflet, its styles, the country shapes and the trips' points load. In the list view the element
 * is hidden and never does; shown by a search, it starts then. Returns what stops or removes it.
 */
export const lazySearchMap = (element: HTMLElement): (() => void) =>
  drawWhenNear(element, async () => (await import('./search-map.client.ts')).mountSearchMap(element));
