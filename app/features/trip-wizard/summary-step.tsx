import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { tripLimits } from '#domain/schemas/trip.ts';
import { DraftList } from './draft-list.tsx';
import type { Draft } from './wizard-draft.ts';
import { DraftText } from './wizard-fields.tsx';
import type { WizardAction } from './wizard-reducer.ts';

type SummaryProps = {
  draft: Draft;
  dispatch: (action: WizardAction) => void;
  /** The saved trip's page in the draft's language, or null before the first save. */
  previewUrl: string | null;
  /** Changes with every save, so the preview shows what was saved last. */
  previewVersion: number | null;
};

/** The summary, useful apps, and the trip page itself as the last save left it. */
export const SummaryStep = memo(function SummaryStep({ draft, dispatch, previewUrl, previewVersion }: SummaryProps) {
  const { t } = useTranslation('trip-wizard');
  return (
    <div className="space-y-6">
      <DraftText
        path="summary"
        value={draft.summary}
        onChange={(value) => dispatch({ type: 'setField', field: 'summary', value })}
        max={tripLimits.summaryMax}
        multiline
      />
      <DraftList
        path="apps"
        values={draft.apps}
        onChange={(apps) => dispatch({ type: 'setField', field: 'apps', value: apps })}
        maxItems={tripLimits.appsMax}
        maxLength={tripLimits.appMax}
        hint={t('summary.appsHint')}
        addLabel={t('summary.addApp')}
        removeLabel={(app) => t('summary.removeApp', { app })}
      />
      <section aria-labelledby="wizard-preview" className="space-y-2">
        <h3 id="wizard-preview" className="text-lg font-bold text-slate-900">
          {t('summary.preview')}
        </h3>
        {previewUrl ? (
          <>
            <p className="text-sm text-slate-600">{t('summary.previewHint')}</p>
            <iframe
              key={previewVersion}
              src={previewUrl}
              title={t('summary.preview')}
              loading="lazy"
              className="h-[36rem] w-full rounded-xl border border-slate-300"
            />
          </>
        ) : (
          <p className="text-sm text-slate-600">{t('summary.previewNeedsSave')}</p>
        )}
      </section>
    </div>
  );
});
