import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { solidButton } from '#app/components/ui/action-buttons.ts';
import { TextAreaField } from '#app/components/ui/form-fields.tsx';
import { RadioChoices } from '#app/components/ui/radio-choices.tsx';
import { reportLimits, reportReasons } from '#domain/schemas/report.ts';
import type { CommentFormResult } from './trip-comments.server.ts';

export const disclosureSummary =
  'cursor-pointer list-none rounded text-sm font-semibold text-teal-800 underline-offset-2 hover:underline';

/**
 * Report a trip or a comment: a disclosure holding the spec's three reasons and a note, a plain
 * form that works without script. `target` is the trip's or the comment's id.
 */
export function ReportForm({
  tripId,
  target,
  intent,
  describedBy,
  result,
}: {
  tripId: string;
  target: string;
  intent: 'report-trip' | 'report-comment';
  describedBy?: string;
  result: CommentFormResult | undefined;
}) {
  const { t } = useTranslation('trip-page');
  const formKey = `report-${target}`;
  const refused = result?.form === formKey ? result : undefined;
  return (
    <details className="w-full max-w-xl" open={refused !== undefined}>
      <summary className={disclosureSummary} aria-describedby={describedBy}>
        {t('report.report')}
      </summary>
      <Form method="post" className="mt-2 space-y-3">
        <input type="hidden" name="trip" value={tripId} />
        <input type="hidden" name="intent" value={intent} />
        {intent === 'report-comment' && <input type="hidden" name="comment" value={target} />}
        <RadioChoices
          legend={t('report.legend')}
          name="reason"
          choices={reportReasons.map((reason) => ({ value: reason, label: t(`report.reasons.${reason}`) }))}
          checked={refused?.choice}
        />
        <TextAreaField
          id={`${formKey}-body`}
          name="body"
          label={t('report.commentLabel')}
          error={refused?.message}
          defaultValue={refused?.body}
          maxLength={reportLimits.commentMax}
          rows={2}
        />
        <button type="submit" className={solidButton}>
          {t('report.submit')}
        </button>
      </Form>
    </details>
  );
}
