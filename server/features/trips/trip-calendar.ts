import { dateOfDay } from '#domain/itinerary.ts';
import type { Locale } from '#domain/locale.ts';
import type { TripView } from './trip.presenter.ts';
import { exportWords } from './trip-export-words.ts';
import { plannedDays } from './trip-places.ts';

/** RFC 5545 section 3.3.11: backslash, semicolon, comma and line breaks escaped in TEXT. */
const text = (value: string) => value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

/** Section 3.1: lines of at most 75 octets, continued with a space, never inside a character. */
function folded(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const icsDate = (iso: string) => iso.replaceAll('-', '');
const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

type Event = { uid: string; from: string; to: string; summary: string; description?: string; extra?: string[] };

export type CalendarOptions = {
  /** The trip's first day (ISO): its own date when it has one, else the one the reader chose. */
  start: string;
  url: string;
  locale: Locale;
  now?: Date;
};

/**
 * The trip as an iCalendar (RFC 5545): one all-day event per day of the trip with its stations and
 * the activities planned for it, with their prices, and one event per stay from arrival to
 * departure with its station, coordinates and price. Days between stations (an overnight leg) say
 * where the way leads. A leg's distance, means and prices go to the first day after its station's
 * last: the day on the way, else the arrival at the next station.
 */
export function tripCalendar(trip: TripView, { start, url, locale, now = new Date() }: CalendarOptions): string {
  const words = exportWords(trip, locale);
  const { t } = words;
  const host = new URL(url).host;
  const day = (number: number) => dateOfDay(start, number);
  const events: Event[] = [];
  const covered = new Set<number>();
  const ways = new Map<number, string[]>();
  trip.places.forEach((place, index) => {
    const way = words.wayOn(index);
    if (way) ways.set(place.lastDay + 1, [...(ways.get(place.lastDay + 1) ?? []), way]);
  });
  for (const place of trip.places) {
    for (const planned of plannedDays(place)) {
      covered.add(planned.number);
      const activities = planned.activities.map(
        (activity) => `- ${[activity.name, words.priced(activity)].filter(Boolean).join(' · ')}`,
      );
      events.push({
        uid: `trip-${trip._id}-day-${planned.number}`,
        from: day(planned.number),
        to: day(planned.number + 1),
        summary: `${t('trip-page:days.day', { number: planned.number })}: ${place.name}`,
        description: [planned.description, ...activities, ...(ways.get(planned.number) ?? []), url]
          .filter(Boolean)
          .join('\n'),
      });
    }
    if (place.accommodation) {
      const coordinates = place.latitude !== null && place.longitude !== null;
      events.push({
        uid: `trip-${trip._id}-stay-${place._id}`,
        from: day(place.firstDay),
        to: day(place.firstDay + Math.max(1, place.nights)),
        summary: t('trip-page:exports.stay', { name: place.accommodation.name || place.name }),
        description: [words.priced(place.accommodation), place.accommodation.description, place.accommodation.tips]
          .filter(Boolean)
          .join('\n'),
        extra: [
          `LOCATION:${text([place.name, place.country].filter(Boolean).join(', '))}`,
          ...(coordinates ? [`GEO:${place.latitude};${place.longitude}`] : []),
        ],
      });
    }
  }
  trip.places.forEach((place, index) => {
    const next = trip.places[index + 1];
    if (!next) return;
    for (let number = place.lastDay + 1; number < next.firstDay; number++) {
      if (covered.has(number)) continue;
      events.push({
        uid: `trip-${trip._id}-day-${number}`,
        from: day(number),
        to: day(number + 1),
        summary: `${t('trip-page:days.day', { number })}: ${t('trip-page:exports.onTheWay', { from: place.name, to: next.name })}`,
        description: ways.get(number)?.join('\n') ?? '',
      });
    }
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Itinera//Trip calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(trip.title)}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}@${host}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${icsDate(event.from)}`,
      `DTEND;VALUE=DATE:${icsDate(event.to)}`,
      `SUMMARY:${text(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
      ...(event.extra ?? []),
      `URL:${url}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(folded).join('\r\n')}\r\n`;
}
