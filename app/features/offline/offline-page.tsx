import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { textLink } from '#app/components/ui/text-link.ts';
import { enhance } from '#app/lib/enhance.ts';
import { LocalLink } from '#app/lib/locale.tsx';
import { bindKeptTrips, type KeptTripsLabels } from './kept-trips.ts';

/**
 * `/offline`: the trips kept on this device. The service worker also answers it for any page that
 * is neither reachable nor kept, so it says when the reader is offline.
 */
export function OfflinePage() {
  const { t } = useTranslation('offline');
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? bindKeptTrips(root.current) : undefined), []);
  const labels: KeptTripsLabels = {
    spaceUsed: t('spaceUsed'),
    keptOn: t('keptOn'),
    saved: t('saved'),
    remove: t('remove'),
    removeNamed: t('removeNamed'),
    removed: t('removed'),
    failed: t('failed'),
    unsupported: t('unsupported'),
  };
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('heading')}</h1>
      <p data-offline-notice hidden className="mt-4 rounded-lg bg-amber-50 px-4 py-3 font-semibold text-amber-900">
        {t('offline')}
      </p>
      <p className="mt-4 text-slate-700">{t('intro')}</p>
      <div ref={root} {...enhance('kept-trips')} data-labels={JSON.stringify(labels)} className="mt-6">
        <p data-kept-summary hidden className="font-semibold text-slate-800" />
        <ul className="mt-2 divide-y divide-slate-200" />
        <p data-kept-empty className="text-slate-700">
          {t('empty')}{' '}
          <LocalLink to="/trips" className={textLink}>
            {t('browse')}
          </LocalLink>
        </p>
        <p role="status" tabIndex={-1} className="mt-4 text-slate-700" />
      </div>
    </div>
  );
}
