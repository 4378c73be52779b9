import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOfDay } from '#domain/itinerary.ts';
import { stationDays } from './days-layout.ts';
import { StationPlan } from './days-station.tsx';
import { useRenameSafeKeys } from './rename-safe-keys.ts';
import type { Draft } from './wizard-draft.ts';
import type { WizardAction } from './wizard-reducer.ts';

/**
 * The Day by Day step: every station's days, numbered across the trip, each with its description
 * and its activities in order, and the station's activities not planned yet. Activities move by
 * drag and drop or, equally, by the buttons on each of them.
 */
export function DaysStep({ draft, dispatch }: { draft: Draft; dispatch: (action: WizardAction) => void }) {
  const { t, i18n } = useTranslation('trip-wizard-days');
  const [message, setMessage] = useState('');
  const announce = useCallback((text: string) => setMessage(text), []);
  const numbering = useMemo(() => stationDays(draft.places), [draft.places]);
  const keys = useRenameSafeKeys(draft.places);
  const { dateFrom } = draft;
  // Stable while the start date and language stay, so the stations' memo holds while typing.
  const dateOf = useMemo(() => {
    if (!dateFrom) return null;
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    return (tripDay: number) => format.format(new Date(`${dateOfDay(dateFrom, tripDay)}T00:00:00Z`));
  }, [dateFrom, i18n.language]);

  return (
    <div>
      <p className="text-slate-700">{t('intro')}</p>
      {draft.places.length === 0 ? (
        <p className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700">{t('noStations')}</p>
      ) : (
        <div className="mt-6 space-y-8">
          {draft.places.map((place, index) => {
            const days = numbering[index];
            return (
              days && (
                <StationPlan
                  key={keys.get(place._id) ?? place._id}
                  place={place}
                  placeIndex={index}
                  firstDay={days.firstDay}
                  dayCount={days.dayCount}
                  dateOf={dateOf}
                  language={draft.language}
                  dispatch={dispatch}
                  announce={announce}
                />
              )
            );
          })}
        </div>
      )}
      <p role="status" className="sr-only">
        {message}
      </p>
    </div>
  );
}
