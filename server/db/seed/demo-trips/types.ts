import type { TransportType, TravelType } from '#domain/trip-scales.ts';

/** Demo words exist in both languages; the seeder writes each trip in both. */
export type Words = { en: string; de: string };

/**
 * A generated picture: a landscape painted from a few shapes. `hue` (0-359) sets the sky and
 * ground colours, `scene` the kind of landscape.
 */
export type Scene = {
  scene: 'mountains' | 'coast' | 'city' | 'desert' | 'forest' | 'lake' | 'island' | 'snow' | 'temple' | 'vineyard';
  hue: number;
};

export type DemoActivity = {
  kind: 'sight' | 'activity';
  name: Words;
  description: Words;
  tips: Words;
  image?: Scene;
};

/** The leg to the next place; `duration` in minutes (1440 is one day). */
export type DemoLeg = {
  type: TransportType;
  duration: number;
  price: string;
  overnight?: boolean;
  description: Words;
  tips: Words;
};

export type DemoDay = {
  description: Words;
  /** Indexes into the place's `activities`. */
  activities: number[];
};

export type DemoPlace = {
  name: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  lat: number;
  lng: number;
  /** Nights at the place; the first place counts one extra day (its `days` has duration + 1 entries). */
  duration: number;
  description: Words;
  generalInfo: Words;
  activities: DemoActivity[];
  accommodation: { name: string; price: string; description: Words; tips: Words };
  /** Every place but the last has the leg to the next one. */
  leg?: DemoLeg;
  days: DemoDay[];
};

export type DemoAuthor = 'lena' | 'tom' | 'aiko' | 'marco' | 'sofia' | 'jonas';

export type DemoTrip = {
  author: DemoAuthor;
  /** The language the trip was written in first. */
  language: 'en' | 'de';
  title: Words;
  description: Words;
  summary: Words;
  /** In the trip's own language, e.g. "May 2025" or "Mai 2025". */
  period: string;
  dateFrom: string;
  travelTypes: TravelType[];
  tags: string[];
  apps: string[];
  budget: 1 | 2 | 3 | 4;
  comfort: number;
  detail: number;
  cover: Scene;
  places: DemoPlace[];
};
