import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textLink } from '#app/components/ui/text-link.ts';
import { LocalLink, useLocale } from '#app/lib/locale.tsx';
import { OFFLINE_PATH } from '#domain/offline.ts';
import { askWorker, canKeepTrips } from './ask-worker.ts';

/**
 * On the saved trips page: installs the service worker, which keeps the member's saved trips on
 * this device from then on, and says how many are kept. Nothing shows where the browser cannot.
 */
export function KeepSavedTrips() {
  const { t } = useTranslation('offline');
  const locale = useLocale();
  const [kept, setKept] = useState<number | null>(null);
  useEffect(() => {
    if (!canKeepTrips()) return;
    let shown = true;
    askWorker({ type: 'sync', locale }, true).then(
      (trips) => shown && setKept(trips.filter((trip) => trip.by === 'saved').length),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [locale]);
  if (kept === null) return null;
  return (
    <p role="status" className="text-sm text-slate-700">
      {t('savedKept', { count: kept })}{' '}
      <LocalLink to={OFFLINE_PATH} className={textLink}>
        {t('heading')}
      </LocalLink>
    </p>
  );
}
