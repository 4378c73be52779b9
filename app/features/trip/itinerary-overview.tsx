import { useTranslation } from 'react-i18next';
import { legStyleOf } from '#app/components/route-map/leg-styles.ts';
import { type MapLeg, type MapStation, RouteMap } from '#app/components/route-map/route-map.tsx';
import { useLocale } from '#app/lib/locale.tsx';
import type { TripLeg } from '#domain/geo.ts';
import { dateOfDay } from '#domain/itinerary.ts';
import { legText } from '#domain/route-words.ts';
import type { TripView } from '#server/features/trips/trip.presenter.ts';
import { StationDetails } from './station-details.tsx';
import { useTripFormat } from './use-trip-format.ts';

type Place = TripView['places'][number];

function stationDates(trip: TripView, place: Place): [string, string] | null {
  if (place.dateFrom) return [place.dateFrom, place.dateTo ?? place.dateFrom];
  if (!trip.dateFrom) return null;
  return [dateOfDay(trip.dateFrom, place.firstDay), dateOfDay(trip.dateFrom, Math.max(place.firstDay, place.lastDay))];
}

/**
 * The way on from a station: its distance along its route where one is known (ADR 0082), else as
 * the crow flies, or why there is none, and how it is travelled.
 */
function LegLine({ leg, to }: { leg: TripLeg; to: string }) {
  const { t } = useTranslation('trip-route');
  const { t: tt } = useTranslation('trips');
  const locale = useLocale();
  const distance = legText(leg, to, locale, (key, values) => t(key, values));
  const transports = leg.transports.map((type) => tt(`transportTypes.${type}`)).join(', ');
  return (
    <span className="mt-1 block text-sm text-slate-700">
      <span aria-hidden="true">↓ </span>
      {transports ? `${distance} · ${transports}` : distance}
    </span>
  );
}

/**
 * The stations in order with their days and nights and the legs between them: the map's
 * accessible twin, which reads without its script, each station linked to its description.
 */
export function StationList({ trip }: { trip: TripView }) {
  const { t } = useTranslation('trip-page');
  const format = useTripFormat();
  const legs = trip.legs;
  return (
    <ol className="space-y-2">
      {trip.places.map((place, index) => {
        const dates = stationDates(trip, place);
        const [leg, next] = [legs[index], trip.places[index + 1]];
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
              {leg && next && <LegLine leg={leg} to={next.name} />}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * What the map draws: the stations with a place, numbered by their position in the trip, and the
 * legs between consecutive ones, styled by their main means of transport, along their route's
 * line where one is known (ADR 0082).
 */
function mapRoute(places: readonly Place[], tripLegs: readonly TripLeg[]): { stations: MapStation[]; legs: MapLeg[] } {
  const stations: MapStation[] = [];
  const onMap = new Map<number, number>();
  places.forEach((place, index) => {
    if (place.latitude === null || place.longitude === null) return;
    onMap.set(index, stations.length);
    stations.push({
      id: place._id,
      number: index + 1,
      name: place.name,
      latitude: place.latitude,
      longitude: place.longitude,
    });
  });
  const legs = tripLegs.flatMap(({ from, to, transport, routed }) => {
    const [a, b] = [onMap.get(from), onMap.get(to)];
    if (a === undefined || b === undefined) return [];
    const leg: MapLeg = { from: a, to: b, style: legStyleOf(transport) };
    return [routed ? { ...leg, points: routed.points } : leg];
  });
  return { stations, legs };
}

export function ItineraryOverview({ trip, mapTileUrl }: { trip: TripView; mapTileUrl: string | null }) {
  const { t } = useTranslation('trip-page');
  const { stations, legs } = mapRoute(trip.places, trip.legs);
  return (
    <div className="space-y-8">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
        <div>
          <h3 className="mb-3 text-lg font-bold text-slate-900">{t('overview.stations')}</h3>
          <StationList trip={trip} />
        </div>
        <div className="print:hidden">
          <RouteMap stations={stations} legs={legs} tileUrl={mapTileUrl} />
        </div>
      </div>
      {trip.places.map((place, index) => (
        <StationDetails key={place._id} place={place} index={index} next={trip.places[index + 1]} />
      ))}
    </div>
  );
}
