import type { TripView } from './trip.presenter.ts';
import { placed, stationText } from './trip-places.ts';
import { element } from './trip-xml.ts';

const coordinates = (place: { latitude: number; longitude: number }) => `${place.longitude},${place.latitude}`;

/** The trip as KML 2.2, as tripGpx has it: a placemark per station and the route as a line. */
export function tripKml(trip: TripView, url: string): string {
  const stations = placed(trip);
  const placemarks = stations.map(
    (place) =>
      `<Placemark>${element('name', place.name)}${element('description', stationText(place))}` +
      `<Point><coordinates>${coordinates(place)}</coordinates></Point></Placemark>`,
  );
  const route =
    stations.length > 1
      ? `<Placemark>${element('name', trip.title)}<LineString><tessellate>1</tessellate>` +
        `<coordinates>${stations.map(coordinates).join(' ')}</coordinates></LineString></Placemark>`
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
