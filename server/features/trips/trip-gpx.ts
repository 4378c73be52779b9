import { escapeXml } from '../../seo/sitemap-xml.ts';
import type { TripView } from './trip.presenter.ts';
import { exportWords } from './trip-export-words.ts';
import { placed } from './trip-places.ts';
import { element } from './trip-xml.ts';

const point = (tag: string, place: { latitude: number; longitude: number }, inside: string) =>
  // GPX longitudes run from -180 up to, not including, 180: the same meridian.
  `<${tag} lat="${place.latitude}" lon="${place.longitude === 180 ? -180 : place.longitude}">${inside}</${tag}>`;

/**
 * The trip as GPX 1.1 (topografix.com/GPX/1/1): a waypoint per station with coordinates, its
 * activities and stay with their prices in its description (they have no coordinates of their
 * own), and a route through the stations in the trip's order: its description holds the total
 * distance, each route point's the way on (distance, means, prices) and its type the main means.
 * A leg with a known route (ADR 0082) is a track besides, along its line, for a GPS to follow
 * the way the distance was measured on instead of routing anew. Standard elements only, in the
 * order the schema prescribes: extensions would need a namespace of our own that no GPS reads.
 */
export function tripGpx(trip: TripView, url: string): string {
  const words = exportWords(trip);
  const stations = placed(trip);
  const metadata = [
    element('name', trip.title),
    element('desc', trip.summary || trip.description),
    trip.author ? `<author>${element('name', trip.author.name)}</author>` : '',
    `<link href="${escapeXml(url)}">${element('text', trip.title)}</link>`,
  ].join('');
  const waypoints = stations.map((place) =>
    point('wpt', place, `${element('name', place.name)}${element('desc', words.station(place))}<type>station</type>`),
  );
  const route = stations.map((place) => {
    const index = trip.places.indexOf(place);
    const transport = words.legs[index]?.transport;
    const way = `${element('desc', words.wayOn(index))}${transport ? element('type', transport) : ''}`;
    return point('rtept', place, `${element('name', place.name)}${way}`);
  });
  const routeHead = `${element('name', trip.title)}${element('desc', words.routeFigures())}`;
  const tracks = words.legs.flatMap(({ from, to, transport, routed }) => {
    const [a, b] = [trip.places[from], trip.places[to]];
    if (!routed || !a || !b) return [];
    const name = words.t('trip-page:exports.onTheWay', { from: a.name, to: b.name });
    const line = routed.points.map(([latitude, longitude]) => point('trkpt', { latitude, longitude }, '')).join('');
    const type = transport ? element('type', transport) : '';
    return [`<trk>${element('name', name)}${element('desc', words.wayOn(from))}${type}<trkseg>${line}</trkseg></trk>`];
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Itinera" xmlns="http://www.topografix.com/GPX/1/1">',
    `<metadata>${metadata}</metadata>`,
    ...waypoints,
    route.length > 0 ? `<rte>${routeHead}${route.join('')}</rte>` : '',
    ...tracks,
    '</gpx>',
    '',
  ].join('\n');
}
