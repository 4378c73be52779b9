import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { outlineButton } from '#app/components/ui/action-buttons.ts';
import { textLink } from '#app/components/ui/text-link.ts';
import type { TripView } from '#server/features/trips/trip.presenter.ts';

/**
 * "Take it along": the trip as a PDF roadbook, GPX, KML and iCalendar files from the API. Plain links and a plain
 * GET form, so they work on the page readers get without React. A trip without dates asks for the
 * first day before its calendar.
 */
export function TripExports({
  trip,
  children,
}: {
  trip: Pick<TripView, '_id' | 'language' | 'dateFrom'>;
  /** More ways to take it along: keeping it on the device. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('trip-page');
  const file = (format: string) => `/api/trip/${trip._id}/export/${format}`;
  const inLanguage = `?language=${trip.language}`;
  return (
    <section aria-labelledby="trip-exports" className="mt-10 print:hidden">
      <h2 id="trip-exports" className="text-lg font-bold text-slate-900">
        {t('exports.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('exports.hint')}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <li>
          <a href={`${file('pdf')}${inLanguage}`} download className={textLink}>
            {t('exports.pdf')}
          </a>
        </li>
        <li>
          <a href={`${file('gpx')}${inLanguage}`} download className={textLink}>
            {t('exports.gpx')}
          </a>
        </li>
        <li>
          <a href={`${file('kml')}${inLanguage}`} download className={textLink}>
            {t('exports.kml')}
          </a>
        </li>
        {trip.dateFrom && (
          <li>
            <a href={`${file('ics')}${inLanguage}`} download className={textLink}>
              {t('exports.ics')}
            </a>
          </li>
        )}
      </ul>
      {!trip.dateFrom && (
        <form method="get" action={file('ics')} className="mt-3 flex flex-wrap items-end gap-3 text-sm">
          <input type="hidden" name="language" value={trip.language} />
          <div>
            <label htmlFor="trip-exports-start" className="block font-semibold text-slate-800">
              {t('exports.start')}
            </label>
            <p id="trip-exports-start-hint" className="text-slate-600">
              {t('exports.startHint')}
            </p>
            <input
              id="trip-exports-start"
              name="start"
              type="date"
              required
              aria-describedby="trip-exports-start-hint"
              className="mt-1 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-teal-700"
            />
          </div>
          <button type="submit" className={outlineButton}>
            {t('exports.downloadCalendar')}
          </button>
        </form>
      )}
      {children}
    </section>
  );
}
