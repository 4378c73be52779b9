import { legKm } from '#domain/geo.ts';
import type { TripView } from './trip.presenter.ts';
import { exportWords } from './trip-export-words.ts';
import { placed } from './trip-places.ts';
import { element } from './trip-xml.ts';

const coordinates = (place: { latitude: number | null; longitude: number | null }) =>
  `${place.longitude},${place.latitude}`;

/**
 * The trip as KML 2.2, as tripGpx has it: a placemark per station (its activities and stay with
 * their prices), and the route as a folder, its description the total distance, of a line per
 * leg whose two stations have a place: along its route where one is known (ADR 0082), else
 * straight (`tessellate` follows the ground); its means and prices in the description, its
 * distance also as a number (`distanceKm`, one decimal) that My Maps shows as a column.
 */
export function tripKml(trip: TripView, url: string): string {
  const words = exportWords(trip);
  const placemarks = placed(trip).map(
    (place) =>
      `<Placemark>${element('name', place.name)}${element('description', words.station(place))}` +
      `<Point><coordinates>${coordinates(place)}</coordinates></Point></Placemark>`,
  );
  const legs = words.legs.flatMap((leg) => {
    const { from, to, routed } = leg;
    const [a, b, km] = [trip.places[from], trip.places[to], legKm(leg)];
    if (km === null || !a || !b) return [];
    const line = routed
      ? routed.points.map(([latitude, longitude]) => coordinates({ latitude, longitude })).join(' ')
      : `${coordinates(a)} ${coordinates(b)}`;
    const distance =
      `<ExtendedData><Data name="distanceKm">${element('displayName', words.t('trip-page:exports.distanceKm'))}` +
      `<value>${km.toFixed(1)}</value></Data></ExtendedData>`;
    return [
      `<Placemark>${element('name', words.t('trip-page:exports.onTheWay', { from: a.name, to: b.name }))}` +
        `${element('description', words.wayOn(from))}${distance}<LineString><tessellate>1</tessellate>` +
        `<coordinates>${line}</coordinates></LineString></Placemark>`,
    ];
  });
  const route =
    legs.length > 0
      ? `<Folder>${element('name', words.t('trip-page:exports.route'))}` +
        `${element('description', words.routeFigures())}${legs.join('')}</Folder>`
      : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    `<Document>${element('name', trip.title)}${element('description', `${trip.summary || trip.description}\n${url}`.trim())}`,
    ...placemarks,
    route,
    '</Document>',
    '</kml>',
    '',
  ].join('\n');
}
