import { useTranslation } from 'react-i18next';
import { dateOfDay, stationDays } from '#domain/itinerary.ts';
import type { TripView } from '#server/features/trips/trip.presenter.ts';
import { useContentLang } from './content-language.tsx';
import { ActivityItem, LegDetails, paragraphs } from './station-details.tsx';
import { useTripFormat } from './use-trip-format.ts';

type Place = TripView['places'][number];

/** Every day of a station, numbered across the trip, with the activities the author planned for it. */
function StationDays({ trip, place }: { trip: TripView; place: Place }) {
  const { t } = useTranslation('trip-page');
  const format = useTripFormat();
  const { words } = useContentLang();
  const activities = new Map(place.activities.map((activity) => [activity._id, activity]));
  return (
    <>
      {stationDays(place).map(({ number, arrival, day }) => {
        const planned = (day?.activities ?? []).flatMap((id) => activities.get(id) ?? []);
        return (
          <li
            key={number}
            className="rounded-xl border border-slate-200 p-4 [contain-intrinsic-size:auto_320px] [content-visibility:auto]"
          >
            <h3 className="text-lg font-bold text-slate-900">
              {t('days.day', { number })}{' '}
              {trip.dateFrom && (
                <span className="ml-2 text-base font-normal text-slate-600">
                  {format.date(dateOfDay(trip.dateFrom, number))}
                </span>
              )}
            </h3>
            <p className="text-sm font-medium text-teal-800">
              {arrival ? t('days.arrival', { name: place.name }) : place.name}
            </p>
            <div className="mt-2 space-y-2 text-slate-700">
              {day?.description
                ? paragraphs(day.description, words)
                : planned.length === 0 && <p>{t('days.noPlan')}</p>}
            </div>
            {planned.length > 0 && (
              <ul className="mt-3 space-y-4">
                {planned.map((activity) => (
                  <ActivityItem key={activity._id} activity={activity} />
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </>
  );
}

export function DayByDay({ trip }: { trip: TripView }) {
  return (
    <ol className="space-y-4">
      {trip.places.map((place, index) => (
        <StationDaysWithLeg key={place._id} trip={trip} place={place} next={trip.places[index + 1]} />
      ))}
    </ol>
  );
}

function StationDaysWithLeg({ trip, place, next }: { trip: TripView; place: Place; next: Place | undefined }) {
  return (
    <>
      <StationDays trip={trip} place={place} />
      {next &&
        place.directions.map((leg) => (
          <li key={leg._id}>
            <LegDetails leg={leg} to={next.name} />
          </li>
        ))}
    </>
  );
}
