/**
 * Day counting of spec section 9. A trip is a list of places (stations); each has a duration in
 * days and the leg (direction) to the next place, whose duration is in minutes.
 */
export const MINUTES_PER_DAY = 1440;

export type LegTiming = { duration: number; overnight: boolean };
export type PlaceTiming = { duration: number; direction?: LegTiming | null | undefined };

/** The first place counts one extra day (the day of arrival); any other counts its duration. */
export function placeDayCount(place: Pick<PlaceTiming, 'duration'>, index: number): number {
  return Math.max(0, Math.trunc(place.duration)) + (index === 0 ? 1 : 0);
}

/** Nights spent at a place: one per day of its duration. */
export function placeNights(place: Pick<PlaceTiming, 'duration'>): number {
  return Math.max(0, Math.trunc(place.duration));
}

/** Whole days a leg adds to the numbering of later days: only overnight legs, truncated. */
export function legDays(leg: LegTiming | null | undefined): number {
  if (!leg?.overnight) return 0;
  return Math.max(0, Math.trunc(leg.duration / MINUTES_PER_DAY));
}

/** A station's timing as the rules read it: its duration and its first leg, the one to the next station. */
export function placeTimings(places: readonly { duration: number; directions: readonly LegTiming[] }[]): PlaceTiming[] {
  return places.map((place) => {
    const leg = place.directions[0];
    return { duration: place.duration, direction: leg ? { duration: leg.duration, overnight: leg.overnight } : null };
  });
}

export type PlaceDays = { firstDay: number; lastDay: number; dayCount: number; nights: number };

/** Day numbers of every place, counting from 1, with the days overnight legs add in between. */
export function numberDays(places: readonly PlaceTiming[]): PlaceDays[] {
  let next = 1;
  return places.map((place, index) => {
    const dayCount = placeDayCount(place, index);
    const days = { firstDay: next, lastDay: next + dayCount - 1, dayCount, nights: placeNights(place) };
    next += dayCount + legDays(place.direction);
    return days;
  });
}

/** The trip's length in days: every place's days plus what overnight legs between them add. */
export function tripLength(places: readonly PlaceTiming[]): number {
  return places.reduce(
    (total, place, index) =>
      total + placeDayCount(place, index) + (index < places.length - 1 ? legDays(place.direction) : 0),
    0,
  );
}

/**
 * A station's days, numbered across the trip, each with what the author wrote for it (`days` are
 * numbered within the station, from 1) and whether it is the day of arrival.
 */
export function stationDays<D extends { number: number }>(place: {
  firstDay: number;
  lastDay: number;
  days: readonly D[];
}): { number: number; arrival: boolean; day: D | undefined }[] {
  const written = new Map(place.days.map((day) => [day.number, day]));
  const count = Math.max(0, place.lastDay - place.firstDay + 1);
  return Array.from({ length: count }, (_, offset) => ({
    number: place.firstDay + offset,
    arrival: offset === 0,
    day: written.get(offset + 1),
  }));
}

/** The calendar date (ISO) of a day number, counting the trip's start date as day 1. */
export function dateOfDay(start: string, dayNumber: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + dayNumber - 1);
  return date.toISOString().slice(0, 10);
}

/** A leg's minutes as whole days, hours and minutes, for display. */
export function durationParts(minutes: number): { days: number; hours: number; minutes: number } {
  const total = Math.max(0, Math.trunc(minutes));
  return {
    days: Math.trunc(total / MINUTES_PER_DAY),
    hours: Math.trunc((total % MINUTES_PER_DAY) / 60),
    minutes: total % 60,
  };
}
