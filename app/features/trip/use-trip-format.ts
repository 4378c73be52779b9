import { useTranslation } from 'react-i18next';
import { useFormat } from '#app/lib/format.ts';
import { durationParts } from '#domain/itinerary.ts';

/** Dates and leg durations as the page's language writes them. */
export function useTripFormat() {
  const { t } = useTranslation('trip-page');
  const { date } = useFormat();
  return {
    date,
    duration(minutes: number) {
      const { days, hours, minutes: rest } = durationParts(minutes);
      if (days > 0) return t('leg.daysHours', { days, hours });
      if (hours === 0) return t('leg.minutes', { minutes: rest });
      return rest === 0 ? t('leg.hours', { hours }) : t('leg.hoursMinutes', { hours, minutes: rest });
    },
  };
}
