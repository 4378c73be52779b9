import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';

export type AlertVariant = 'success' | 'error' | 'info';

const variantClass: Record<AlertVariant, string> = {
  success: 'bg-teal-700',
  error: 'bg-red-700',
  info: 'bg-slate-800',
};

type AlertBarProps = {
  variant: AlertVariant;
  children: ReactNode;
  onDismiss: () => void;
  testId: string;
};

/** One full-width coloured bar; errors are announced at once, the rest politely. */
export function AlertBar({ variant, children, onDismiss, testId }: AlertBarProps) {
  const { t } = useTranslation();
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      data-variant={variant}
      className={`pointer-events-auto flex items-start gap-3 px-4 py-3 text-sm font-medium text-white shadow-md sm:px-6 ${variantClass[variant]}`}
    >
      <p className="mx-auto max-w-5xl flex-1 self-center">{children}</p>
      <button
        type="button"
        onClick={onDismiss}
        className="focus-light -my-1 shrink-0 rounded-md p-1.5 hover:bg-white/15"
        aria-label={t('alerts.dismiss')}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
