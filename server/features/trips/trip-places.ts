import { stationDays } from '#domain/itinerary.ts';
import type { TripView } from './trip.presenter.ts';

export type Place = TripView['places'][number];
export type Activity = Place['activities'][number];

/** A station with coordinates: the ones a map, a GPS or a calendar can place. */
export type PlacedStation = Place & { latitude: number; longitude: number };

export const placed = (trip: TripView): PlacedStation[] =>
  trip.places.filter((place): place is PlacedStation => place.latitude !== null && place.longitude !== null);

/** A station's days across the trip, each with the activities the author planned for it. */
export function plannedDays(place: Place) {
  const activities = new Map(place.activities.map((activity) => [activity._id, activity]));
  return stationDays(place).map(({ number, arrival, day }) => ({
    number,
    arrival,
    description: day?.description ?? '',
    activities: (day?.activities ?? []).flatMap((id) => activities.get(id) ?? []),
  }));
}
