import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { actionButton, dangerButton, outlineButton } from './ui/action-buttons.ts';

/**
 * Delete in two steps that work without script: the summary opens the question, the form inside
 * answers it. `children` are the form's hidden fields; `describedBy` points at what is deleted.
 */
export function ConfirmDelete({
  describedBy,
  busy,
  children,
}: {
  describedBy?: string;
  busy: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('trip-page');
  return (
    <details className="group">
      <summary className={`${dangerButton} cursor-pointer list-none`} aria-describedby={describedBy}>
        {t('author.delete')}
      </summary>
      <Form method="post" className="mt-3 max-w-sm space-y-3 rounded-xl border border-red-200 bg-white p-4">
        <p className="text-sm text-slate-800">{t('author.confirmDelete')}</p>
        <input type="hidden" name="intent" value="delete" />
        {children}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={`${actionButton} bg-red-700 text-white hover:bg-red-800`} disabled={busy}>
            {t('author.confirm')}
          </button>
          <button
            type="button"
            className={outlineButton}
            onClick={(event) => event.currentTarget.closest('details')?.removeAttribute('open')}
          >
            {t('author.cancel')}
          </button>
        </div>
      </Form>
    </details>
  );
}
