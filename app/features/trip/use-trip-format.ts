import { useTranslation } from 'react-i18next';
import { useLocale } from '#app/lib/locale.tsx';
import { durationParts } from '#domain/itinerary.ts';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

// Building a formatter costs far more than using one, and a trip page formats dozens of dates.
function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format;
}

/** Dates and leg durations as the page's language writes them; dates are calendar days, so UTC. */
export function useTripFormat() {
  const { t } = useTranslation('trip-page');
  const locale = useLocale();
  const dates = dateFormat(locale);
  return {
    date: (iso: string) => dates.format(new Date(`${iso}T00:00:00Z`)),
    duration(minutes: number) {
      const { days, hours, minutes: rest } = durationParts(minutes);
      if (days > 0) return t('leg.daysHours', { days, hours });
      if (hours === 0) return t('leg.minutes', { minutes: rest });
      return rest === 0 ? t('leg.hours', { hours }) : t('leg.hoursMinutes', { hours, minutes: rest });
    },
  };
}
