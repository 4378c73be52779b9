import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '#app/components/ui/media-image.tsx';
import { tripLimits } from '#domain/schemas/trip.ts';
import { travelTypes, tripScales } from '#domain/trip-scales.ts';
import { DraftList } from './draft-list.tsx';
import { UploadButton } from './image-upload.tsx';
import type { Draft } from './wizard-draft.ts';
import { DraftChoice, DraftNumber, DraftText } from './wizard-fields.tsx';
import type { WizardAction } from './wizard-reducer.ts';
import { fieldId } from './wizard-validation.ts';

type StepProps = { draft: Draft; dispatch: (action: WizardAction) => void; locale: string };

const scaleOptions = (labels: string[]) => labels.map((label, value) => ({ value, label }));

function Cover({ draft, dispatch, locale }: StepProps) {
  const { t } = useTranslation('trip-wizard');
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">{t('main.cover')}</legend>
      <p className="text-sm text-slate-600">{t('main.coverHint')}</p>
      {draft.coverImage && (
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <figure>
            <MediaImage
              image={draft.coverImage}
              preset="blog-l-lg"
              alt=""
              className="aspect-[91/40] w-full rounded-xl"
            />
            <figcaption className="mt-1 text-xs text-slate-600">{t('main.coverPreviewPage')}</figcaption>
          </figure>
          <figure>
            <MediaImage image={draft.coverImage} preset="cover-lg" alt="" className="aspect-[10/7] w-full rounded-xl" />
            <figcaption className="mt-1 text-xs text-slate-600">{t('main.coverPreviewCard')}</figcaption>
          </figure>
        </div>
      )}
      <div className="flex flex-wrap items-start gap-2">
        <UploadButton
          label={t('main.coverChoose')}
          needsTrip={t('main.coverNeedsTitle')}
          locale={locale}
          onUploaded={(key) => dispatch({ type: 'setField', field: 'coverImage', value: key })}
        />
        {draft.coverImage && (
          <button
            type="button"
            onClick={() => dispatch({ type: 'setField', field: 'coverImage', value: null })}
            className="rounded-full px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            {t('main.coverRemove')}
          </button>
        )}
      </div>
    </fieldset>
  );
}

/** Title, description, cover, when, what kind of trip, and its scales and tags. */
export const MainStep = memo(function MainStep({ draft, dispatch, locale }: StepProps) {
  const { t } = useTranslation('trip-wizard');
  const set = (field: 'title' | 'description' | 'period') => (value: string) =>
    dispatch({ type: 'setField', field, value });
  const scales = t('trips:scales', { returnObjects: true }) as Record<'budget' | 'comfort' | 'detail', string[]>;
  return (
    <div className="space-y-6">
      <DraftText path="title" value={draft.title} onChange={set('title')} max={tripLimits.titleMax} required />
      <DraftText
        path="description"
        value={draft.description}
        onChange={set('description')}
        max={tripLimits.descriptionMax}
        multiline
      />
      <Cover draft={draft} dispatch={dispatch} locale={locale} />
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('main.dates')}</legend>
        <DraftText path="period" value={draft.period} onChange={set('period')} max={tripLimits.periodMax} />
        {(['dateFrom', 'dateTo'] as const).map((field) => (
          <div key={field}>
            <label htmlFor={fieldId(field)} className="block text-sm font-semibold text-slate-800">
              {t(`fields.${field}`)}
            </label>
            <input
              id={fieldId(field)}
              type="date"
              value={draft[field] ?? ''}
              onChange={(event) => dispatch({ type: 'setField', field, value: event.target.value || null })}
              className="mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base shadow-sm focus:border-teal-700"
            />
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend id={fieldId('travelTypes')} tabIndex={-1} className="text-sm font-semibold text-slate-800">
          {t('fields.travelTypes')}
        </legend>
        <p className="mt-1 text-sm text-slate-600">{t('main.travelTypesHint')}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {travelTypes.map((type) => {
            const on = draft.travelTypes.includes(type);
            return (
              <button
                key={type}
                type="button"
                aria-pressed={on}
                onClick={() => dispatch({ type: 'toggleTravelType', travelType: type })}
                className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700 aria-pressed:border-teal-700 aria-pressed:bg-teal-700 aria-pressed:text-white"
              >
                {t(`trips:travelTypes.${type}`)}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        {(['budget', 'comfort', 'detail'] as const).map((scale) => (
          <DraftChoice
            key={scale}
            path={scale}
            value={draft[scale]}
            options={scaleOptions(scales[scale]).slice(0, tripScales[scale] + 1)}
            onChange={(value) => dispatch({ type: 'setField', field: scale, value: Number(value) })}
          />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <DraftNumber
          path="travellers"
          label={t('trip-costs:fields.travellers')}
          value={draft.travellers ?? 1}
          min={1}
          max={tripLimits.travellersMax}
          onChange={(value) => dispatch({ type: 'setField', field: 'travellers', value })}
        />
        <p className="text-sm text-slate-600 sm:col-span-2 sm:self-end">{t('trip-costs:wizard.travellersHint')}</p>
      </div>
      <DraftList
        path="tags"
        values={draft.tags}
        onChange={(tags) => dispatch({ type: 'setField', field: 'tags', value: tags })}
        maxItems={tripLimits.tagsMax}
        maxLength={tripLimits.tagMax}
        hint={t('main.tagsHint', { count: tripLimits.tagsMax })}
        fullMessage={t('main.tagsFull')}
        addLabel={t('main.addTag')}
        removeLabel={(tag) => t('main.removeTag', { tag })}
      />
    </div>
  );
});
