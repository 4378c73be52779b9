import { useTranslation } from 'react-i18next';
import type { Locale } from '#domain/locale.ts';
import { tripLimits } from '#domain/schemas/trip.ts';
import { type ButtonMove, dayContainer } from './days-layout.ts';
import { ActivityList } from './days-list.tsx';
import type { DraftActivity, DraftPlace } from './wizard-draft.ts';
import { DraftText } from './wizard-fields.tsx';
import type { WizardAction } from './wizard-reducer.ts';

type Props = {
  place: DraftPlace;
  placeIndex: number;
  /** The day's number within the station, as the draft stores it. */
  number: number;
  /** The day's number within the trip, as the author reads it. */
  tripDay: number;
  date: string | null;
  ids: string[];
  activities: ReadonlyMap<string, DraftActivity>;
  keys: ReadonlyMap<string, string>;
  nameOf: (activity: DraftActivity) => string;
  onMove: (move: ButtonMove) => void;
  dispatch: (action: WizardAction) => void;
  language: Locale;
};

/** One day of a station: its number and date, its description and its activities in order. */
export function DayPlan({
  place,
  placeIndex,
  number,
  tripDay,
  date,
  ids,
  activities,
  keys,
  nameOf,
  onMove,
  dispatch,
  language,
}: Props) {
  const { t } = useTranslation('trip-wizard-days');
  const index = place.days.findIndex((day) => day.number === number);
  const description = place.days[index]?.description ?? '';
  // The path the save's validation names this field by, so a failed check marks and focuses it;
  // a day not stored yet has no index and nothing to fail.
  const path = `places.${placeIndex}.days.${index < 0 ? `new-${number}` : index}.description`;
  return (
    <>
      <h4 className="text-lg font-bold text-slate-900">
        {t('day.heading', { number: tripDay })}{' '}
        {date && <span className="ml-2 text-base font-normal text-slate-600">{date}</span>}
      </h4>
      <DraftText
        path={path}
        label={t('day.description', { number: tripDay })}
        hint={t('day.counter', { count: description.length, max: tripLimits.dayDescriptionMax })}
        value={description}
        onChange={(value) =>
          dispatch({ type: 'setDayDescription', placeId: place._id, day: number, description: value })
        }
        max={tripLimits.dayDescriptionMax}
        multiline
        lang={language}
        className="mt-2"
      />
      <div className="mt-3">
        <ActivityList
          container={dayContainer(number)}
          ids={ids}
          activities={activities}
          keys={keys}
          nameOf={nameOf}
          onMove={onMove}
          empty={t('day.empty')}
        />
      </div>
    </>
  );
}
