import { useTranslation } from 'react-i18next';
import { RouteMap } from '#app/components/route-map/route-map.tsx';
import { dateOfDay } from '#domain/itinerary.ts';
import type { TripView } from '#server/features/trips/trip.presenter.ts';
import { StationDetails } from './station-details.tsx';
import { useTripFormat } from './use-trip-format.ts';

type Place = TripView['places'][number];

function stationDates(trip: TripView, place: Place): [string, string] | null {
  if (place.dateFrom) return [place.dateFrom, place.dateTo ?? place.dateFrom];
  if (!trip.dateFrom) return null;
  return [dateOfDay(trip.dateFrom, place.firstDay), dateOfDay(trip.dateFrom, Math.max(place.firstDay, place.lastDay))];
}

/** The stations in order with their days and nights: the map's accessible twin. */
export function StationList({ trip }: { trip: TripView }) {
  const { t } = useTranslation('trip-page');
  const format = useTripFormat();
  return (
    <ol className="space-y-2">
      {trip.places.map((place, index) => {
        const dates = stationDates(trip, place);
        return (
          <li key={place._id} className="flex items-baseline gap-3 rounded-lg bg-slate-50 px-3 py-2">
            <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-teal-700 text-xs font-bold text-white">
              {index + 1}
            </span>
            <span className="min-w-0 flex-1">
              <a
                href={`#station-${place._id}`}
                className="font-semibold text-teal-900 underline-offset-2 hover:underline"
              >
                {place.name}
              </a>
              <span className="block text-sm text-slate-700">
                {dates && `${format.date(dates[0])} – ${format.date(dates[1])} · `}
                {t('overview.nights', { count: place.nights })}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function ItineraryOverview({ trip, mapTileUrl }: { trip: TripView; mapTileUrl: string | null }) {
  const { t } = useTranslation('trip-page');
  const stations = trip.places.flatMap((place) =>
    place.latitude !== null && place.longitude !== null
      ? [{ id: place._id, name: place.name, latitude: place.latitude, longitude: place.longitude }]
      : [],
  );
  return (
    <div className="space-y-8">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
        <div>
          <h3 className="mb-3 text-lg font-bold text-slate-900">{t('overview.stations')}</h3>
          <StationList trip={trip} />
        </div>
        <div className="print:hidden">
          <RouteMap stations={stations} tileUrl={mapTileUrl} />
        </div>
      </div>
      {trip.places.map((place, index) => (
        <StationDetails key={place._id} place={place} index={index} next={trip.places[index + 1]} />
      ))}
    </div>
  );
}
