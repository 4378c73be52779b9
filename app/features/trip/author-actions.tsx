import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { FormMessage } from '#app/components/ui/form-fields.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import type { TripActionResult } from './trip.server.ts';

const button =
  'inline-flex items-center justify-center rounded-full px-4 py-2 text-sm font-semibold outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:opacity-60';
const outline = `${button} border border-teal-700 text-teal-800 hover:bg-teal-50`;
const solid = `${button} bg-teal-700 text-white hover:bg-teal-800`;
const danger = `${button} border border-red-700 text-red-800 hover:bg-red-50`;

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
    <section aria-labelledby="author-actions" className="rounded-2xl border border-teal-200 bg-teal-50/60 p-4">
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
        <details className="group">
          <summary className={`${danger} cursor-pointer list-none`}>{t('author.delete')}</summary>
          <Form method="post" className="mt-3 max-w-sm space-y-3 rounded-xl border border-red-200 bg-white p-4">
            <p className="text-sm text-slate-800">{t('author.confirmDelete')}</p>
            <input type="hidden" name="intent" value="delete" />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={`${button} bg-red-700 text-white hover:bg-red-800`} disabled={busy}>
                {t('author.confirm')}
              </button>
              <button
                type="button"
                className={outline}
                onClick={(event) => event.currentTarget.closest('details')?.removeAttribute('open')}
              >
                {t('author.cancel')}
              </button>
            </div>
          </Form>
        </details>
      </div>
      {result?.error && (
        <div className="mt-3">
          <FormMessage>
            <p>{result.error}</p>
            <ul className="mt-1 list-inside list-disc">
              {result.missing?.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </FormMessage>
        </div>
      )}
      {result && !result.error && (
        <div className="mt-3">
          <FormMessage tone="success">
            {t(result.intent === 'publish' ? 'author.published' : 'author.drafted')}
          </FormMessage>
        </div>
      )}
    </section>
  );
}
