import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { PersonalSlot } from '#app/components/personal-slot.tsx';
import { outlineButton, solidButton } from '#app/components/ui/action-buttons.ts';
import { RadioChoices } from '#app/components/ui/radio-choices.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
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
 * What a reader may do with a published trip: save it and rate it; signed out, ways to sign in
 * that come back here. Plain forms: they work on the page served without React.
 */
export function ReaderActions({
  tripId,
  reader,
  result,
}: {
  tripId: string;
  reader: Reader | null;
  result: CommentFormResult | undefined;
}) {
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
          <ReportForm tripId={tripId} target={tripId} intent="report-trip" result={result} />
        </div>
      )}
    </PersonalSlot>
  );
}
