import { Trans, useTranslation } from 'react-i18next';
import { textLink } from '#app/components/ui/text-link.ts';
import { LocalLink } from '#app/lib/locale.tsx';
import type { TripView } from '#server/features/trips/trip.presenter.ts';

/**
 * Where a copied trip came from (ADR 0073), linked while the original is public and named as text
 * once it is gone; and how many travellers used this one for their own.
 */
export function TripOrigin({ basedOn, copies }: Pick<TripView, 'basedOn' | 'copies'>) {
  const { t } = useTranslation('trip-page');
  const author = basedOn?.author?.name ?? t('unknownAuthor');
  return (
    <>
      {basedOn && (
        <p className="mt-1 text-sm text-slate-700">
          {basedOn.slug ? (
            <Trans
              t={t}
              i18nKey="copy.basedOn"
              values={{ title: basedOn.title, author }}
              components={{ 1: <LocalLink to={`/trips/${basedOn.slug}`} className={textLink} /> }}
            />
          ) : (
            t('copy.basedOnGone', { title: basedOn.title, author })
          )}
        </p>
      )}
      {copies > 0 && <p className="mt-1 text-sm text-slate-700">{t('copy.used', { count: copies })}</p>}
    </>
  );
}
