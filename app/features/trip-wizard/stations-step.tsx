import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, ModalDialog } from '#app/components/ui/modal-dialog.tsx';
import { countryName } from '#domain/countries.ts';
import type { Locale } from '#domain/locale.ts';
import { tripLimits } from '#domain/schemas/trip.ts';
import { CostFields } from './cost-fields.tsx';
import { PlaceSearch } from './place-search.tsx';
import { useRenameSafeKeys } from './rename-safe-keys.ts';
import { ActivityEditor, addButton, LegSection, removeButton } from './station-parts.tsx';
import type { Draft, DraftAccommodation, DraftPlace } from './wizard-draft.ts';
import { DraftNumber, DraftText } from './wizard-fields.tsx';
import type { WizardAction } from './wizard-reducer.ts';
import { fieldId } from './wizard-validation.ts';

type Dispatch = (action: WizardAction) => void;

type StationProps = {
  place: DraftPlace;
  index: number;
  count: number;
  next: string | undefined;
  dispatch: Dispatch;
  onDelete: (place: DraftPlace) => void;
  locale: Locale;
};

/** One station with everything on it; memoised, so typing in one does not redraw the others. */
const StationCard = memo(function StationCard({ place, index, count, next, dispatch, onDelete, locale }: StationProps) {
  const { t } = useTranslation('trip-wizard');
  const path = `places.${index}`;
  const update = (fields: Partial<DraftPlace>) => dispatch({ type: 'updatePlace', placeId: place._id, fields });
  const stay = (fields: Partial<DraftAccommodation> | null) =>
    dispatch({ type: 'setAccommodation', placeId: place._id, fields });
  const name = place.name || '…';
  const activityKeys = useRenameSafeKeys(place.activities);
  return (
    <li className="space-y-5 rounded-2xl border border-slate-300 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${fieldId(path)}-heading`} className="text-xl font-bold text-slate-900">
          {t('stations.station', { number: index + 1, name })}
          {place.country && (
            <span className="ml-2 text-base font-normal text-slate-600">{countryName(place.country, locale)}</span>
          )}
        </h3>
        <div className="flex flex-wrap gap-1">
          <button
            type="button"
            className={addButton}
            disabled={index === 0}
            onClick={() => dispatch({ type: 'movePlace', placeId: place._id, by: -1 })}
          >
            <span aria-hidden="true">↑ </span>
            {t('stations.moveUp', { name })}
          </button>
          <button
            type="button"
            className={addButton}
            disabled={index === count - 1}
            onClick={() => dispatch({ type: 'movePlace', placeId: place._id, by: 1 })}
          >
            <span aria-hidden="true">↓ </span>
            {t('stations.moveDown', { name })}
          </button>
          <button type="button" className={removeButton} onClick={() => onDelete(place)}>
            {t('stations.delete', { name })}
          </button>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <DraftText
          path={`${path}.name`}
          value={place.name}
          onChange={(value) => update({ name: value })}
          max={tripLimits.nameMax}
          required
        />
        <DraftNumber
          path={`${path}.duration`}
          value={place.duration}
          min={0}
          max={tripLimits.placeDurationMax}
          onChange={(duration) => update({ duration })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['dateFrom', 'dateTo'] as const).map((field) => (
          <div key={field}>
            <label htmlFor={fieldId(`${path}.${field}`)} className="block text-sm font-semibold text-slate-800">
              {t(`fields.${field}`)}
            </label>
            <input
              id={fieldId(`${path}.${field}`)}
              type="date"
              value={place[field] ?? ''}
              onChange={(event) => update({ [field]: event.target.value || null })}
              className="mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base shadow-sm focus:border-teal-700"
            />
          </div>
        ))}
      </div>
      <DraftText
        path={`${path}.description`}
        value={place.description}
        onChange={(value) => update({ description: value })}
        max={tripLimits.descriptionMax}
        multiline
      />
      <DraftText
        path={`${path}.generalInfo`}
        value={place.generalInfo}
        onChange={(value) => update({ generalInfo: value })}
        max={tripLimits.generalInfoMax}
        multiline
      />

      <section className="space-y-3">
        <h4 className="font-bold text-slate-900">{t('stations.activities')}</h4>
        {place.activities.length > 0 && (
          <ol className="space-y-3">
            {place.activities.map((activity, number) => (
              <ActivityEditor
                key={activityKeys.get(activity._id) ?? activity._id}
                placeId={place._id}
                path={`${path}.activities.${number}`}
                activity={activity}
                number={number + 1}
                dispatch={dispatch}
                locale={locale}
              />
            ))}
          </ol>
        )}
        {place.activities.length < tripLimits.activitiesMax && (
          <button
            type="button"
            className={addButton}
            onClick={() => dispatch({ type: 'addActivity', placeId: place._id })}
          >
            {t('stations.addActivity')}
          </button>
        )}
      </section>

      <section className="space-y-3">
        <h4 className="font-bold text-slate-900">{t('stations.accommodation')}</h4>
        {place.accommodation ? (
          <>
            <DraftText
              path={`${path}.accommodation.name`}
              value={place.accommodation.name}
              onChange={(value) => stay({ name: value })}
              max={tripLimits.nameMax}
            />
            <DraftText
              path={`${path}.accommodation.description`}
              value={place.accommodation.description}
              onChange={(value) => stay({ description: value })}
              max={tripLimits.descriptionMax}
              multiline
            />
            <DraftText
              path={`${path}.accommodation.tips`}
              value={place.accommodation.tips}
              onChange={(value) => stay({ tips: value })}
              max={tripLimits.tipsMax}
              multiline
            />
            <CostFields path={`${path}.accommodation`} cost={place.accommodation} onChange={stay} />
            <button type="button" className={removeButton} onClick={() => stay(null)}>
              {t('stations.removeAccommodation')}
            </button>
          </>
        ) : (
          <button type="button" className={addButton} onClick={() => stay({})}>
            {t('stations.addAccommodation')}
          </button>
        )}
      </section>
      {next !== undefined && <LegSection place={place} path={path} next={next} dispatch={dispatch} />}
    </li>
  );
});

/** Stations in order: found by search, moved up or down, deleted after a question, each filled in. */
export const StationsStep = memo(function StationsStep({
  draft,
  dispatch,
  locale,
}: {
  draft: Draft;
  dispatch: Dispatch;
  locale: Locale;
}) {
  const { t } = useTranslation('trip-wizard');
  const [deleting, setDeleting] = useState<DraftPlace | null>(null);
  const { places } = draft;
  // A save gives new stations the server's ids: their cards stay, and so does the author's focus.
  const keys = useRenameSafeKeys(places);
  return (
    <div className="space-y-6">
      {places.length < tripLimits.placesMax && (
        <PlaceSearch onChoose={(place) => dispatch({ type: 'addPlace', place })} />
      )}
      {places.length === 0 ? (
        <p id={fieldId('places')} tabIndex={-1} className="rounded-xl bg-slate-50 p-4 text-slate-700">
          {t('stations.empty')}
        </p>
      ) : (
        <ol className="space-y-6">
          {places.map((place, index) => (
            <StationCard
              key={keys.get(place._id) ?? place._id}
              place={place}
              index={index}
              count={places.length}
              next={places[index + 1]?.name}
              dispatch={dispatch}
              onDelete={setDeleting}
              locale={locale}
            />
          ))}
        </ol>
      )}
      <ModalDialog
        open={deleting !== null}
        title={t('stations.deleteTitle')}
        onCancel={() => setDeleting(null)}
        actions={
          <>
            <button type="button" className={buttonClass.quiet} onClick={() => setDeleting(null)}>
              {t('stations.keep')}
            </button>
            <button
              type="button"
              className={buttonClass.danger}
              onClick={() => {
                if (deleting) dispatch({ type: 'deletePlace', placeId: deleting._id });
                setDeleting(null);
              }}
            >
              {t('stations.deleteConfirm')}
            </button>
          </>
        }
      >
        <p>{t('stations.deleteText', { name: deleting?.name ?? '' })}</p>
      </ModalDialog>
    </div>
  );
});
