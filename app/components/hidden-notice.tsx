import { useTranslation } from 'react-i18next';

/** Tells the writer of hidden content, and admins, that others no longer see it and why (ADR 0038). */
export function HiddenNotice({ what, reason }: { what: 'trip' | 'comment'; reason: string }) {
  const { t } = useTranslation('trip-page');
  return (
    <p role="note" className="rounded-lg border border-rose-300 bg-rose-50 px-4 py-3 text-sm text-rose-950">
      {t(`hidden.${what}`, { reason })}
    </p>
  );
}
