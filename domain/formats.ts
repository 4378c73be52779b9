import { durationParts } from './itinerary.ts';
import type { Locale } from './locale.ts';

/** Dates are calendar days (`2025-10-18`), so they are read and written in UTC: no day shifts. */
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * Numbers and dates in the page's language, never the content's (issue 29): "3,0 von 5" and
 * "1.691" on German pages, "3.0 of 5" and "1,691" on English ones.
 */
function formatsFor(locale: Locale) {
  const whole = new Intl.NumberFormat(locale);
  const rating = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return {
    number: (value: number) => whole.format(value),
    /** An average rating, always with one decimal. */
    rating: (value: number) => rating.format(value),
    date: (iso: string) => date.format(day(iso)),
    /** A moment (a post's publication), in UTC as the pages that show one say. */
    time: (iso: string) => moment.format(new Date(iso)),
    /** A span of days, shared parts written once ("Oct 18 – 25, 2025"); one day when `to` is missing. */
    dates: (from: string, to?: string | null) =>
      to && to !== from ? date.formatRange(day(from), day(to)) : date.format(day(from)),
  };
}

export type Formats = ReturnType<typeof formatsFor>;

// Building a formatter costs far more than using one, and a page formats dozens of values.
const cache = new Map<Locale, Formats>();

export function formats(locale: Locale): Formats {
  let known = cache.get(locale);
  if (!known) {
    known = formatsFor(locale);
    cache.set(locale, known);
  }
  return known;
}

/** The words of a leg's duration (`trip-page:leg.*`): days and hours, hours and minutes, or minutes. */
export type DurationWords = (
  key: 'daysHours' | 'minutes' | 'hours' | 'hoursMinutes',
  values: Record<string, number>,
) => string;

/** A leg's duration in minutes as the language writes it, with `words` of its catalogue. */
export function durationText(minutes: number, words: DurationWords): string {
  const { days, hours, minutes: rest } = durationParts(minutes);
  if (days > 0) return words('daysHours', { days, hours });
  if (hours === 0) return words('minutes', { minutes: rest });
  return rest === 0 ? words('hours', { hours }) : words('hoursMinutes', { hours, minutes: rest });
}
