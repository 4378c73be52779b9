import { useTranslation } from 'react-i18next';
import { useFormat } from '#app/lib/format.ts';
import { durationText } from '#domain/formats.ts';

/** Dates and leg durations as the page's language writes them. */
export function useTripFormat() {
  const { t } = useTranslation('trip-page');
  const { date } = useFormat();
  return {
    date,
    duration: (minutes: number) => durationText(minutes, (key, values) => t(`leg.${key}`, values)),
  };
}
