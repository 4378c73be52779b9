import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '#app/components/ui/media-image.tsx';
import { durationParts, MINUTES_PER_DAY } from '#domain/itinerary.ts';
import { tripLimits } from '#domain/schemas/trip.ts';
import { transportTypes } from '#domain/trip-scales.ts';
import { CostFields } from './cost-fields.tsx';
import { UploadButton } from './image-upload.tsx';
import { useRenameSafeKeys } from './rename-safe-keys.ts';
import { blankLeg, type DraftActivity, type DraftDirection, type DraftPlace } from './wizard-draft.ts';
import { DraftChoice, DraftNumber, DraftText } from './wizard-fields.tsx';
import type { WizardAction } from './wizard-reducer.ts';

type Dispatch = (action: WizardAction) => void;
const smallButton =
  'rounded-full px-3 py-1.5 text-sm font-semibold outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700';
export const addButton = `${smallButton} border border-teal-700 text-teal-800 hover:bg-teal-50`;
export const removeButton = `${smallButton} text-red-800 hover:bg-red-50`;

type ActivityProps = {
  placeId: string;
  path: string;
  activity: DraftActivity;
  number: number;
  dispatch: Dispatch;
  locale: string;
};

/** One sight or activity: its words, its pictures with one highlight, and a way to delete it. */
export const ActivityEditor = memo(function ActivityEditor({
  placeId,
  path,
  activity,
  number,
  dispatch,
  locale,
}: ActivityProps) {
  const { t } = useTranslation('trip-wizard');
  const target = { placeId, activityId: activity._id };
  const update = (fields: Partial<DraftActivity>) => dispatch({ type: 'updateActivity', ...target, fields });
  const name = activity.name || t('stations.activity', { number });
  return (
    <li className="space-y-4 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 className="font-semibold text-slate-900">{t('stations.activity', { number })}</h5>
        <button type="button" className={removeButton} onClick={() => dispatch({ type: 'deleteActivity', ...target })}>
          {t('stations.deleteActivity', { name })}
        </button>
      </div>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <DraftText
          path={`${path}.name`}
          value={activity.name}
          onChange={(value) => update({ name: value })}
          max={tripLimits.nameMax}
          required
        />
        <DraftChoice
          path={`${path}.kind`}
          value={activity.kind}
          options={(['sight', 'activity'] as const).map((kind) => ({
            value: kind,
            label: t(`stations.kinds.${kind}`),
          }))}
          onChange={(value) => update({ kind: value === 'activity' ? 'activity' : 'sight' })}
        />
      </div>
      <DraftText
        path={`${path}.description`}
        value={activity.description}
        onChange={(value) => update({ description: value })}
        max={tripLimits.descriptionMax}
        multiline
      />
      <DraftText
        path={`${path}.tips`}
        value={activity.tips}
        onChange={(value) => update({ tips: value })}
        max={tripLimits.tipsMax}
        multiline
      />
      <CostFields path={path} cost={activity} onChange={update} />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{t('stations.images')}</legend>
        {activity.images.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-3">
            {activity.images.map((image, index) => (
              <li key={image.key} className="w-37.5 space-y-1">
                <MediaImage
                  image={image.key}
                  preset="square-l-sm-2"
                  alt={t('stations.imageAlt', { number: index + 1, name })}
                  className="h-30 w-37.5 rounded-lg"
                />
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={`${path}.highlight`}
                    checked={image.highlight}
                    onChange={() => dispatch({ type: 'setHighlight', ...target, key: image.key })}
                    className="accent-teal-700"
                  />
                  {t('stations.highlight')}
                </label>
                <button
                  type="button"
                  className={removeButton}
                  onClick={() => dispatch({ type: 'removeImage', ...target, key: image.key })}
                >
                  {t('stations.removeImage', { number: index + 1 })}
                </button>
              </li>
            ))}
          </ul>
        )}
        {activity.images.length < tripLimits.activityImagesMax && (
          <div className="mt-2">
            <UploadButton
              label={t('stations.addImage')}
              needsTrip={t('main.coverNeedsTitle')}
              locale={locale}
              onUploaded={(key) => dispatch({ type: 'addImage', ...target, key })}
            />
          </div>
        )}
      </fieldset>
    </li>
  );
});

type LegProps = {
  place: DraftPlace;
  path: string;
  index: number;
  leg: DraftDirection;
  dispatch: Dispatch;
  main: boolean;
};

/** A means of transport to the next station: which, how long (days, hours, minutes), cost, tips. */
function LegEditor({ place, path, index, leg, dispatch, main }: LegProps) {
  const { t } = useTranslation('trip-wizard');
  const update = (fields: Partial<DraftDirection>) => dispatch({ type: 'setLeg', placeId: place._id, index, fields });
  const parts = durationParts(leg.duration);
  const setPart = (part: 'days' | 'hours' | 'minutes', value: number) => {
    const next = { ...parts, [part]: value };
    update({ duration: next.days * MINUTES_PER_DAY + next.hours * 60 + next.minutes });
  };
  const legPath = `${path}.directions.${index}`;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-4">
        <DraftChoice
          path={`${legPath}.type`}
          value={leg.type}
          options={transportTypes.map((type) => ({ value: type, label: t(`trips:transportTypes.${type}`) }))}
          onChange={(value) => update({ type: transportTypes.find((type) => type === value) ?? 'other' })}
        />
        <DraftNumber
          path={`${legPath}.days`}
          label={t('stations.days')}
          value={parts.days}
          min={0}
          max={60}
          onChange={(v) => setPart('days', v)}
        />
        <DraftNumber
          path={`${legPath}.hours`}
          label={t('stations.hours')}
          value={parts.hours}
          min={0}
          max={23}
          onChange={(v) => setPart('hours', v)}
        />
        <DraftNumber
          path={`${legPath}.minutes`}
          label={t('stations.minutes')}
          value={parts.minutes}
          min={0}
          max={59}
          onChange={(v) => setPart('minutes', v)}
        />
      </div>
      <CostFields path={legPath} cost={leg} onChange={update} />
      <DraftText
        path={`${legPath}.tips`}
        value={leg.tips}
        onChange={(value) => update({ tips: value })}
        max={tripLimits.tipsMax}
        multiline
      />
      {main && (
        <div className="flex flex-wrap items-end gap-4">
          <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
            <input
              type="checkbox"
              checked={leg.overnight}
              onChange={(event) =>
                update({ overnight: event.target.checked, nights: event.target.checked ? Math.max(1, leg.nights) : 0 })
              }
              className="size-4 accent-teal-700"
            />
            {t('fields.overnight')}
          </label>
          {leg.overnight && (
            <DraftNumber
              path={`${legPath}.nights`}
              value={leg.nights}
              min={1}
              max={tripLimits.placeDurationMax}
              onChange={(nights) => update({ nights })}
            />
          )}
        </div>
      )}
      {!main && (
        <button
          type="button"
          className={removeButton}
          onClick={() => dispatch({ type: 'setLeg', placeId: place._id, index, fields: null })}
        >
          {t('stations.removeLeg')}
        </button>
      )}
    </div>
  );
}

/** The leg to the next station, with any additional transportation after the main one. */
export function LegSection({
  place,
  path,
  next,
  dispatch,
}: {
  place: DraftPlace;
  path: string;
  next: string;
  dispatch: Dispatch;
}) {
  const { t } = useTranslation('trip-wizard');
  const [main, ...additional] = place.directions;
  const keys = useRenameSafeKeys(place.directions);
  return (
    <section className="space-y-4 rounded-xl bg-slate-50 p-4">
      <h4 className="font-bold text-slate-900">{t('stations.leg', { name: next })}</h4>
      <p className="text-sm text-slate-600">{t('stations.legHint')}</p>
      <LegEditor place={place} path={path} index={0} leg={main ?? blankLeg()} dispatch={dispatch} main />
      {additional.length > 0 && <h5 className="font-semibold text-slate-900">{t('stations.additional')}</h5>}
      {additional.map((leg, offset) => (
        <LegEditor
          key={keys.get(leg._id) ?? leg._id}
          place={place}
          path={path}
          index={offset + 1}
          leg={leg}
          dispatch={dispatch}
          main={false}
        />
      ))}
      {main && place.directions.length < tripLimits.directionsMax && (
        <button
          type="button"
          className={addButton}
          onClick={() => dispatch({ type: 'setLeg', placeId: place._id, index: place.directions.length, fields: {} })}
        >
          {t('stations.addAdditional')}
        </button>
      )}
    </section>
  );
}
