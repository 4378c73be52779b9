import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { outlineButton } from '#app/components/ui/action-buttons.ts';
import { textLink } from '#app/components/ui/text-link.ts';
import { enhance } from '#app/lib/enhance.ts';
import { LocalLink } from '#app/lib/locale.tsx';
import { OFFLINE_PATH } from '#domain/offline.ts';
import { bindKeepTrip, type KeepTripLabels } from './keep-trip.ts';

/**
 * Keep the trip on this device for offline reading, or remove it. Hidden until keep-trip.ts finds
 * a browser that can keep it; the server cannot know.
 */
export function KeepTripControl() {
  const { t } = useTranslation('trip-page');
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? bindKeepTrip(root.current) : undefined), []);
  const labels: KeepTripLabels = {
    keep: t('keep.keep'),
    remove: t('keep.remove'),
    keeping: t('keep.keeping'),
    removing: t('keep.removing'),
    kept: t('keep.kept'),
    removed: t('keep.removed'),
    failed: t('keep.failed'),
  };
  return (
    <div ref={root} {...enhance('keep-trip')} data-labels={JSON.stringify(labels)} hidden className="mt-4 text-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button type="button" className={outlineButton}>
          {labels.keep}
        </button>
        <LocalLink to={OFFLINE_PATH} className={textLink}>
          {t('keep.list')}
        </LocalLink>
      </div>
      <p role="status" className="mt-2 text-slate-700" />
    </div>
  );
}
