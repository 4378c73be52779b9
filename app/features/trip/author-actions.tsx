import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { AuthorActionResult } from '#app/components/author-action-result.tsx';
import { ConfirmDelete } from '#app/components/confirm-delete.tsx';
import { outlineButton as outline, solidButton as solid } from '#app/components/ui/action-buttons.ts';
import { LocalLink } from '#app/lib/locale.tsx';
import type { TripActionResult } from '#app/lib/trip-author-action.server.ts';

/** What only the author sees: edit, publish or back to draft, and delete after a second click. */
export function AuthorActions({
  tripId,
  status,
  result,
}: {
  tripId: string;
  status: 'draft' | 'published';
  result: TripActionResult | undefined;
}) {
  const { t } = useTranslation('trip-page');
  const busy = useNavigation().state === 'submitting';
  return (
    <section
      aria-labelledby="author-actions"
      className="rounded-2xl border border-teal-200 bg-teal-50/60 p-4 print:hidden"
    >
      <h2 id="author-actions" className="text-sm font-bold uppercase tracking-wide text-teal-900">
        {t('author.label')}
      </h2>
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <LocalLink to={`/trips/${tripId}/edit`} className={outline}>
          {t('author.edit')}
        </LocalLink>
        <Form method="post">
          <input type="hidden" name="intent" value={status === 'draft' ? 'publish' : 'draft'} />
          <button type="submit" className={status === 'draft' ? solid : outline} disabled={busy}>
            {status === 'draft' ? t('author.publish') : t('author.draft')}
          </button>
        </Form>
        <ConfirmDelete busy={busy} />
      </div>
      {result && <AuthorActionResult result={result} />}
    </section>
  );
}
