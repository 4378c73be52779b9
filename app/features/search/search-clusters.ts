import Supercluster from 'supercluster';
import type { SearchMapPoint } from '#domain/schemas/search.ts';

/**
 * The search map's trips, grouped where they crowd (ADR 0083): supercluster groups the points in
 * each zoom's pixels; this says what the map draws for a view and how each thing is named.
 */

/** The closest the map zooms: a town's streets, as far as a start point means anything. */
export const searchMapMaxZoom = 12;
/** Pixels within which trips become one group: about a marker's width apart. */
const clusterRadius = 44;

export type SearchMapLabels = {
  zoomIn: string;
  zoomOut: string;
  /** Templates: `{title}`, `{start}` and `{n}` stand for the trip's and the group's own. */
  trip: string;
  cluster: string;
  clusterHere: string;
  listHere: string;
  close: string;
  onMap: string;
  limited: string;
  none: string;
  failed: string;
};

/** What the map draws: a trip, or a group it zooms into, or, where no zoom parts it, lists. */
export type MapItem =
  | { kind: 'trip'; key: string; latitude: number; longitude: number; trip: SearchMapPoint }
  | { kind: 'cluster'; key: string; latitude: number; longitude: number; count: number; zoom: number }
  | { kind: 'here'; key: string; latitude: number; longitude: number; trips: SearchMapPoint[] };

export type ClusterIndex = Supercluster<SearchMapPoint>;

export function clusterIndex(points: readonly SearchMapPoint[]): ClusterIndex {
  const index = new Supercluster<SearchMapPoint>({ radius: clusterRadius, maxZoom: searchMapMaxZoom });
  return index.load(
    points.map((point) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
      properties: point,
    })),
  );
}

/**
 * What the map draws in `view` (west, south, east, north) at `zoom`, north to south and then west
 * to east: the order a keyboard reaches them in, as a page is read.
 */
export function itemsInView(index: ClusterIndex, view: [number, number, number, number], zoom: number): MapItem[] {
  const items = index.getClusters(view, Math.round(zoom)).map((feature): MapItem => {
    const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
    const properties = feature.properties;
    if (!('cluster' in properties)) return { kind: 'trip', key: properties._id, latitude, longitude, trip: properties };
    const id = properties.cluster_id;
    const zoomTo = index.getClusterExpansionZoom(id);
    const key = `cluster-${id}`;
    if (zoomTo <= searchMapMaxZoom) {
      return { kind: 'cluster', key, latitude, longitude, count: properties.point_count, zoom: zoomTo };
    }
    const trips = index.getLeaves(id, Number.POSITIVE_INFINITY).map((leaf) => leaf.properties);
    return { kind: 'here', key, latitude, longitude, trips };
  });
  return items.sort((a, b) => b.latitude - a.latitude || a.longitude - b.longitude);
}

const filled = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** How a screen reader names the thing: the trip and where it starts, or the group and what it does. */
export function itemLabel(item: MapItem, labels: SearchMapLabels): string {
  if (item.kind === 'trip') return filled(labels.trip, { title: item.trip.title, start: item.trip.start });
  if (item.kind === 'cluster') return filled(labels.cluster, { n: item.count });
  return filled(labels.clusterHere, { n: item.trips.length });
}

/** The map's line under it: how many trips it shows, and whether more were found. */
export function mapNote(points: number, limited: boolean, labels: SearchMapLabels): string {
  if (points === 0) return labels.none;
  return filled(limited ? labels.limited : labels.onMap, { n: points });
}
