import { useTranslation } from 'react-i18next';
import type { TripView } from '#server/features/trips/trip.presenter.ts';
import { useContentLang } from './content-language.tsx';
import { paragraphs } from './station-details.tsx';

export function TripSummary({ trip }: { trip: TripView }) {
  const { t } = useTranslation('trip-page');
  const { words } = useContentLang();
  return (
    <div className="space-y-6">
      <section>
        <h3 className="text-lg font-bold text-slate-900">{t('summary.summary')}</h3>
        <div className="mt-2 space-y-3 text-slate-700">
          {trip.summary ? paragraphs(trip.summary, words) : <p>{t('summary.empty')}</p>}
        </div>
      </section>
      {trip.apps.length > 0 && (
        <section>
          <h3 className="text-lg font-bold text-slate-900">{t('summary.apps')}</h3>
          <ul className="mt-2 list-inside list-disc text-slate-700">
            {trip.apps.map((app) => (
              <li key={app}>{app}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
