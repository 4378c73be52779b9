import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { PersonalSlot } from '#app/components/personal-slot.tsx';
import { outlineButton, solidButton } from '#app/components/ui/action-buttons.ts';
import { RadioChoices } from '#app/components/ui/radio-choices.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import type { Locale } from '#domain/locale.ts';
import type { TripView } from '#server/features/trips/trip.presenter.ts';
import { ReportForm } from './report-form.tsx';
import type { CommentFormResult } from './trip-comments.server.ts';

export type Reader = { saved: boolean; rating: number | null };

const levels = [1, 2, 3, 4, 5] as const;

/** Save trip, or Saved (pressed, to remove it). */
function SaveTrip({ tripId, saved }: { tripId: string; saved: boolean }) {
  const { t } = useTranslation('trip-page');
  return (
    <Form method="post">
      <input type="hidden" name="trip" value={tripId} />
      <input type="hidden" name="intent" value={saved ? 'unsave' : 'save'} />
      <button
        type="submit"
        aria-pressed={saved}
        title={saved ? t('save.savedHint') : undefined}
        className={saved ? solidButton : outlineButton}
      >
        {saved ? t('save.saved') : t('save.save')}
      </button>
    </Form>
  );
}

/** The five levels as a radio group, the chosen one checked, with Rate and, once rated, Remove. */
function RateTrip({ tripId, rating }: { tripId: string; rating: number | null }) {
  const { t } = useTranslation('trip-page');
  const { t: tt } = useTranslation('trips');
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="trip" value={tripId} />
        <RadioChoices
          legend={t('rate.label')}
          name="rating"
          choices={levels.map((level) => ({ value: level, label: tt(`scales.rating.${level}`) }))}
          checked={rating}
          className="flex flex-wrap gap-x-3 gap-y-1"
        />
        <button type="submit" name="intent" value="rate" className={outlineButton}>
          {rating === null ? t('rate.submit') : t('rate.change')}
        </button>
      </Form>
      {rating !== null && (
        <Form method="post">
          <input type="hidden" name="trip" value={tripId} />
          <button type="submit" name="intent" value="unrate" className={outlineButton}>
            {t('rate.remove')}
          </button>
        </Form>
      )}
    </div>
  );
}

/**
 * "Use this trip": a draft of the reader's own, opened in the wizard (ADR 0073); of a trip in
 * several languages, all of them or only the one being read.
 */
function UseTrip({ trip }: { trip: Pick<TripView, '_id' | 'language' | 'languages'> }) {
  const { t } = useTranslation('trip-page');
  const languageName = (language: string) => t(`languages.${language as Locale}`);
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="trip" value={trip._id} />
      {trip.languages.length > 1 && (
        <RadioChoices
          legend={t('copy.languages')}
          name="language"
          choices={[
            { value: '', label: t('copy.allLanguages', { languages: trip.languages.map(languageName).join(', ') }) },
            { value: trip.language, label: t('copy.oneLanguage', { language: languageName(trip.language) }) },
          ]}
          checked=""
          className="flex flex-wrap gap-x-4 gap-y-1"
        />
      )}
      <button type="submit" name="intent" value="copy" aria-describedby="use-trip-hint" className={outlineButton}>
        {t('copy.submit')}
      </button>
      <p id="use-trip-hint" className="text-sm text-slate-700">
        {t('copy.hint')}
      </p>
    </Form>
  );
}

/**
 * What a reader may do with a published trip: save, rate, use it for their own, report it; signed
 * out, ways to sign in that come back here. Plain forms: they work on the page served without React.
 */
export function ReaderActions({
  trip,
  reader,
  result,
}: {
  trip: Pick<TripView, '_id' | 'language' | 'languages'>;
  reader: Reader | null;
  result: CommentFormResult | undefined;
}) {
  const tripId = trip._id;
  const { t } = useTranslation('trip-page');
  const { pathname } = useLocation();
  return (
    <PersonalSlot name="reader-actions">
      {reader === null ? (
        <LocalLink to={`/signin?relay=${encodeURIComponent(pathname)}`} className={outlineButton}>
          {t('save.signIn')}
        </LocalLink>
      ) : (
        <div className="space-y-3">
          <SaveTrip tripId={tripId} saved={reader.saved} />
          <RateTrip tripId={tripId} rating={reader.rating} />
          <UseTrip trip={trip} />
          <ReportForm tripId={tripId} target={tripId} intent="report-trip" result={result} />
        </div>
      )}
    </PersonalSlot>
  );
}
