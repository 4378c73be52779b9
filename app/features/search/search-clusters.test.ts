import { describe, expect, it } from 'vitest';
import type { SearchMapPoint } from '#domain/schemas/search.ts';
import {
  clusterIndex,
  itemLabel,
  itemsInView,
  type MapItem,
  mapNote,
  type SearchMapLabels,
  searchMapMaxZoom,
} from './search-clusters.ts';

const point = (id: string, start: string, latitude: number, longitude: number): SearchMapPoint => ({
  _id: id,
  slug: `trip-${id}`,
  title: `Trip ${id}`,
  language: 'en',
  start,
  latitude,
  longitude,
});

const lisbon = point('a', 'Lisbon', 38.72, -9.14);
const sintra = point('b', 'Sintra', 38.8, -9.38);
const porto = point('c', 'Porto', 41.15, -8.61);
const tokyo = point('d', 'Tokyo', 35.68, 139.69);
const alsoLisbon = point('e', 'Lisbon', 38.72, -9.14);
const world: [number, number, number, number] = [-180, -85, 180, 85];

const labels: SearchMapLabels = {
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  trip: '{title}, starting in {start}',
  cluster: '{n} trips: zoom in',
  clusterHere: '{n} trips starting here: list them',
  listHere: 'Trips starting here',
  close: 'Close the list',
  onMap: 'Trips on the map: {n}',
  limited: 'The map shows {n} of the trips found',
  none: 'None has a place on the map',
  failed: 'Not loaded',
};

const kinds = (items: MapItem[]) =>
  items.map((item) =>
    item.kind === 'trip' ? item.trip._id : item.kind === 'cluster' ? item.count : item.trips.length,
  );

describe('itemsInView', () => {
  const index = clusterIndex([lisbon, sintra, porto, tokyo]);

  it('groups the trips that crowd at a small scale, and says the zoom that parts them', () => {
    const items = itemsInView(index, world, 2);
    // The group's place is the middle of its trips', north of Tokyo.
    expect(kinds(items)).toEqual([3, 'd']);
    const group = items.find((item) => item.kind === 'cluster');
    expect(group?.kind === 'cluster' && group.zoom).toBeGreaterThan(2);
    expect(group?.kind === 'cluster' && group.zoom).toBeLessThanOrEqual(searchMapMaxZoom);
  });

  it('parts them closer in, and lists them north to south', () => {
    expect(kinds(itemsInView(index, [-10, 37, -8, 42], 7))).toEqual(['c', 'b', 'a']);
  });

  it('draws only what is in view', () => {
    expect(kinds(itemsInView(index, [130, 30, 150, 40], 5))).toEqual(['d']);
  });

  it('lists the trips that start at the very same place, which no zoom parts, at any zoom', () => {
    const same = clusterIndex([lisbon, alsoLisbon]);
    for (const zoom of [3, searchMapMaxZoom]) {
      const [here] = itemsInView(same, world, zoom);
      expect(here?.kind).toBe('here');
      expect(here?.kind === 'here' && here.trips.map((trip) => trip._id).sort()).toEqual(['a', 'e']);
    }
    // With a trip nearby, they are a group that zooms in until it parts from them.
    expect(itemsInView(clusterIndex([lisbon, alsoLisbon, sintra]), world, 3)[0]?.kind).toBe('cluster');
  });

  it('draws nothing for no trips', () => {
    expect(itemsInView(clusterIndex([]), world, 3)).toEqual([]);
  });
});

describe('itemLabel and mapNote', () => {
  it('names a trip by its title and where it starts, a group by its number and what it does', () => {
    const [group, tokyoItem] = itemsInView(clusterIndex([lisbon, sintra, porto, tokyo]), world, 2);
    expect(tokyoItem && itemLabel(tokyoItem, labels)).toBe('Trip d, starting in Tokyo');
    expect(group && itemLabel(group, labels)).toBe('3 trips: zoom in');
    const [here] = itemsInView(clusterIndex([lisbon, alsoLisbon]), world, searchMapMaxZoom);
    expect(here && itemLabel(here, labels)).toBe('2 trips starting here: list them');
  });

  it('keeps a title’s braces as they are', () => {
    const [item] = itemsInView(clusterIndex([{ ...tokyo, title: 'Tokyo {n} nights' }]), world, 2);
    expect(item && itemLabel(item, labels)).toBe('Tokyo {n} nights, starting in Tokyo');
  });

  it('says how many trips the map shows, and when more were found', () => {
    expect(mapNote(35, false, labels)).toBe('Trips on the map: 35');
    expect(mapNote(500, true, labels)).toBe('The map shows 500 of the trips found');
    expect(mapNote(0, false, labels)).toBe('None has a place on the map');
  });
});
