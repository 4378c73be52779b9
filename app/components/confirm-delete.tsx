import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { actionButton, dangerButton, outlineButton } from './ui/action-buttons.ts';

/** The words of a deletion: the button, the question it opens, the answer that deletes. */
type Words = { open: string; question: string; confirm: string };

/**
 * Delete in two steps that work without script: the summary opens the question, the form inside
 * answers it with `intent`. `children` are the form's hidden fields; `describedBy` points at what
 * is deleted. Without `words`, a trip's.
 */
export function ConfirmDelete({
  describedBy,
  busy,
  intent = 'delete',
  words,
  children,
}: {
  describedBy?: string;
  busy: boolean;
  intent?: string;
  words?: Words;
  children?: ReactNode;
}) {
  const { t } = useTranslation('trip-page');
  const { open, question, confirm } = words ?? {
    open: t('author.delete'),
    question: t('author.confirmDelete'),
    confirm: t('author.confirm'),
  };
  return (
    <details className="group">
      <summary className={`${dangerButton} cursor-pointer list-none`} aria-describedby={describedBy}>
        {open}
      </summary>
      <Form method="post" className="mt-3 max-w-sm space-y-3 rounded-xl border border-red-200 bg-white p-4">
        <p className="text-sm text-slate-800">{question}</p>
        <input type="hidden" name="intent" value={intent} />
        {children}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={`${actionButton} bg-red-700 text-white hover:bg-red-800`} disabled={busy}>
            {confirm}
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
