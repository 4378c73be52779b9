import 'leaflet/dist/leaflet.css';
import '#app/components/route-map/route-map.css';
import './search-map.css';
import L from 'leaflet';
import { countryShapes, nameBasemap } from '#app/components/route-map/basemap.ts';
import { callApi } from '#app/lib/api-client.ts';
import { localizePath } from '#domain/locale.ts';
import type { SearchMapPoint, SearchMapQuery } from '#domain/schemas/search.ts';
import {
  type ClusterIndex,
  clusterIndex,
  itemLabel,
  itemsInView,
  type MapItem,
  mapNote,
  type SearchMapLabels,
  searchMapMaxZoom,
} from './search-clusters.ts';

/** What the page gives the map (search-map.tsx): the search, in the page's language. */
export type SearchMapData = {
  query: SearchMapQuery;
  locale: 'en' | 'de';
  tileUrl: string | null;
  labels: SearchMapLabels;
};

const LAND = { color: '#94a3b8', weight: 0.6, fillColor: '#f1f5e9', fillOpacity: 1 };

const readData = (element: HTMLElement) => JSON.parse(element.dataset.searchMap || 'null') as SearchMapData | null;

/** A link to the trip, named by its title: text, never HTML. */
function tripLink(trip: SearchMapPoint, locale: SearchMapData['locale'], label: string) {
  const link = document.createElement('a');
  link.href = localizePath(`/trips/${trip.slug}`, locale);
  link.className = 'search-map-trip';
  link.setAttribute('aria-label', label);
  // The name on hover too, for who points rather than reads.
  link.title = label;
  if (trip.language !== locale) link.lang = trip.language;
  return link;
}

/** The list of trips that start at one place, where no zoom parts them; Escape closes it. */
function tripList(map: L.Map, trips: SearchMapPoint[], { locale, labels }: SearchMapData) {
  const list = document.createElement('ul');
  list.className = 'search-map-list';
  list.setAttribute('aria-label', labels.listHere);
  for (const trip of trips) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = localizePath(`/trips/${trip.slug}`, locale);
    link.textContent = trip.title;
    if (trip.language !== locale) link.lang = trip.language;
    item.append(link);
    list.append(item);
  }
  list.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') map.closePopup();
  });
  return list;
}

/**
 * Draws the search's trips on a map in `element` (search-map.tsx), grouped where they crowd:
 * each trip a link to it, each group a button that zooms in or lists its trips. The element's
 * data changes with each search; the map follows it. Returns what removes the map.
 */
export async function mountSearchMap(element: HTMLElement): Promise<() => void> {
  const container = element.querySelector<HTMLElement>('[data-map]');
  const note = element.querySelector<HTMLElement>('[data-map-note]');
  let data = readData(element);
  if (!container || !note || !data) return () => {};
  const map = L.map(container, {
    zoomControl: false,
    scrollWheelZoom: false,
    attributionControl: Boolean(data.tileUrl),
    maxZoom: searchMapMaxZoom,
    worldCopyJump: true,
  }).setView([30, 10], 1);
  L.control.zoom({ zoomInTitle: data.labels.zoomIn, zoomOutTitle: data.labels.zoomOut }).addTo(map);
  // The basemap's names give way to the markers: placed anew when they change.
  let rename = () => {};
  if (data.tileUrl) L.tileLayer(data.tileUrl, { maxZoom: 18 }).addTo(map);
  else {
    container.classList.add('route-map-offline');
    const shapes = await countryShapes();
    L.geoJSON(shapes, { style: LAND, interactive: false }).addTo(map);
    rename = await nameBasemap(map, shapes, [0]);
  }

  const markers = L.layerGroup().addTo(map);
  let index: ClusterIndex = clusterIndex([]);
  // Kept across redrawing, so a keyboard stays on its trip or group when the view moves, or goes
  // on at the nearest thing: after zooming into a group, the nearest to where the group was.
  let focused: { key: string; at: L.LatLng } | null = null;
  let aim: L.LatLng | null = null;

  const openList = (item: Extract<MapItem, { kind: 'here' }>, button: HTMLElement, current: SearchMapData) => {
    const popup = L.popup({ autoPanPadding: [16, 16] })
      .setLatLng([item.latitude, item.longitude])
      .setContent(tripList(map, item.trips, current))
      .openOn(map);
    const close = popup.getElement()?.querySelector('.leaflet-popup-close-button');
    close?.setAttribute('aria-label', current.labels.close);
    close?.setAttribute('title', current.labels.close);
    popup.getElement()?.querySelector<HTMLElement>('.search-map-list a')?.focus();
    map.once('popupclose', () => button.isConnected && button.focus());
  };

  const marker = (item: MapItem, current: SearchMapData) => {
    const label = itemLabel(item, current.labels);
    let control: HTMLElement;
    if (item.kind === 'trip') control = tripLink(item.trip, current.locale, label);
    else {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'search-map-cluster';
      button.textContent = String(item.kind === 'cluster' ? item.count : item.trips.length);
      button.setAttribute('aria-label', label);
      button.addEventListener('click', () => {
        if (item.kind === 'here') return openList(item, button, current);
        aim = L.latLng(item.latitude, item.longitude);
        map.setView(aim, item.zoom);
      });
      control = button;
    }
    control.addEventListener('focus', () => {
      focused = { key: item.key, at: L.latLng(item.latitude, item.longitude) };
    });
    // A press on the marker is its own, not the start of dragging the map.
    L.DomEvent.disableClickPropagation(control);
    const size = item.kind === 'trip' ? 24 : 34;
    return L.marker([item.latitude, item.longitude], {
      icon: L.divIcon({ className: 'search-map-marker', html: control, iconSize: [size, size] }),
      keyboard: false,
      interactive: false,
    });
  };

  const draw = () => {
    const current = data;
    if (!current) return;
    const active = document.activeElement;
    const target = aim ?? (active !== container && container.contains(active) ? focused?.at : null);
    aim = null;
    markers.clearLayers();
    const view = map.getBounds();
    const box: [number, number, number, number] = [view.getWest(), view.getSouth(), view.getEast(), view.getNorth()];
    const drawn = itemsInView(index, box, map.getZoom()).map((item) => {
      const added = marker(item, current);
      markers.addLayer(added);
      return { key: item.key, added };
    });
    rename();
    if (!target) return;
    const distance = ({ key, added }: (typeof drawn)[number]) =>
      key === focused?.key ? -1 : added.getLatLng().distanceTo(target);
    const [next] = drawn.sort((a, b) => distance(a) - distance(b));
    (next?.added.getElement()?.firstElementChild as HTMLElement | null)?.focus();
  };

  let pending: AbortController | undefined;
  let shown: string | undefined;
  const load = async () => {
    shown = element.dataset.searchMap;
    data = readData(element);
    pending?.abort();
    const current = data;
    if (!current) return;
    const controller = new AbortController();
    pending = controller;
    container.setAttribute('aria-busy', 'true');
    try {
      const { points, limited } = await callApi(
        'GET /trip/search/map',
        { query: current.query },
        { locale: current.locale, signal: controller.signal },
      );
      index = clusterIndex(points);
      note.textContent = mapNote(points.length, limited, current.labels);
      if (points.length > 0) {
        const bounds = L.latLngBounds(points.map((point) => [point.latitude, point.longitude]));
        // At once: the markers are drawn for the view they are seen in.
        map.fitBounds(bounds, { padding: [32, 32], maxZoom: 6, animate: false });
      }
    } catch {
      if (controller.signal.aborted) return;
      index = clusterIndex([]);
      note.textContent = current.labels.failed;
    }
    draw();
    container.setAttribute('aria-busy', 'false');
  };

  // After a zoom too: Leaflet ends every change of view with `moveend`.
  map.on('moveend', draw);
  // Each search brings the page's new data; a map shown again after the list view takes its size anew.
  const observer = new MutationObserver(() => {
    map.invalidateSize();
    if (element.dataset.searchMap !== shown) void load();
  });
  observer.observe(element, { attributes: true, attributeFilter: ['data-search-map', 'hidden'] });
  await load();
  return () => {
    observer.disconnect();
    pending?.abort();
    map.remove();
  };
}
