import { z } from 'zod';
import { isCountryCode } from '../countries.ts';
import { isCurrencyCode } from '../currencies.ts';
import { locales } from '../locale.ts';
import { mediaKeyPattern } from '../media.ts';
import { costCovers } from '../price-text.ts';
import { transportTypes, travelTypes, tripScales } from '../trip-scales.ts';
import { readOnly } from './read-only.ts';
import { tripCostsSchema } from './trip-costs.ts';
import { tripDistanceSchema, tripLegSchema } from './trip-route.ts';

/**
 * Limits of trip input (spec section 5 names the fields, not the figures), used by the API, the
 * wizard and the messages "No more than {length} characters can be entered here".
 */
export const tripLimits = {
  titleMax: 120,
  descriptionMax: 5000,
  summaryMax: 5000,
  generalInfoMax: 3000,
  tipsMax: 2000,
  dayDescriptionMax: 3000,
  nameMax: 120,
  priceMax: 60,
  periodMax: 60,
  tagMax: 30,
  tagsMax: 5,
  appMax: 60,
  appsMax: 20,
  placesMax: 60,
  activitiesMax: 60,
  activityImagesMax: 10,
  directionsMax: 5,
  daysMax: 400,
  placeDurationMax: 365,
  /** Minutes; a leg of more than 60 days is a typing error. */
  legDurationMax: 60 * 1440,
  /** A cost's amount, in any currency: a billion holds a long trip in dong or rupiah. */
  amountMax: 1_000_000_000,
  /** How many travellers a trip's figures are for: a family, a group, a school class. */
  travellersMax: 99,
} as const;

const text = (max: number) => z.string().trim().max(max).default('');
const required = (max: number) => z.string().trim().min(1).max(max);
const scale = (max: number) => z.number().int().min(0).max(max).default(0);
const isoDate = z.iso.date().nullable().default(null);
const image = z.string().regex(mediaKeyPattern).nullable().default(null);

/** A sub-object: an existing one by its `_id`, or a new one (`isNew`) that the server names. */
const identity = { _id: z.string().min(1).max(64).optional(), isNew: z.boolean().optional() };

/** At most two decimals (cents), the precision of the stored amount. */
const inCents = (value: number) => Number(value.toFixed(2)) === value;

/**
 * What a stay, a leg or an activity costs (ADR 0078): an amount in an ISO 4217 currency and what it
 * covers, and `price`, the spec's free text, now the note beside it ("fuel", "dorm") or, where no
 * amount is known, the whole of what the author wrote. An amount needs its currency.
 */
const costFields = {
  price: text(tripLimits.priceMax),
  amount: z
    .number()
    .min(0)
    .max(tripLimits.amountMax)
    .refine(inCents, { message: 'cents' })
    .nullable()
    .default(null)
    .describe('What it costs, in `currency`, at most two decimals; null when not known'),
  currency: z
    .string()
    .refine((code): boolean => isCurrencyCode(code), { message: 'invalid' })
    .nullable()
    .default(null)
    .describe('ISO 4217 code of the amount'),
  covers: z
    .enum(costCovers)
    .default('total')
    .describe('What the amount is for: in total, per night, per person, or per person and night'),
};
const currencyWithAmount = <T extends { amount: number | null; currency: string | null }>(value: T) =>
  value.amount === null || value.currency !== null;
const currencyRequired = { message: 'currency_needed', path: ['currency'] };

const inOrder = <T extends { dateFrom: string | null; dateTo: string | null }>(value: T) =>
  !value.dateFrom || !value.dateTo || value.dateFrom <= value.dateTo;
const datesInOrder = { message: 'date_order', path: ['dateTo'] };

/** A picture of an activity; the one marked `highlight` stands for the activity (at most one). */
export const activityImageSchema = z.object({
  key: z.string().regex(mediaKeyPattern),
  highlight: z.boolean().default(false),
});

export const activitySchema = z
  .object({
    ...identity,
    image: readOnly(z.string().nullable().describe('The picture that stands for the activity')),
    kind: z.enum(['sight', 'activity']).default('sight'),
    name: required(tripLimits.nameMax),
    description: text(tripLimits.descriptionMax),
    tips: text(tripLimits.tipsMax),
    ...costFields,
    images: z
      .array(activityImageSchema)
      .max(tripLimits.activityImagesMax)
      .default([])
      .refine((images) => images.filter((entry) => entry.highlight).length <= 1, { message: 'one_highlight' }),
  })
  .refine(currencyWithAmount, currencyRequired);

export const directionSchema = z
  .object({
    ...identity,
    type: z.enum(transportTypes),
    duration: z.number().int().min(0).max(tripLimits.legDurationMax).default(0),
    ...costFields,
    overnight: z.boolean().default(false),
    nights: z.number().int().min(0).max(tripLimits.placeDurationMax).default(0),
    description: text(tripLimits.descriptionMax),
    tips: text(tripLimits.tipsMax),
  })
  .refine(currencyWithAmount, currencyRequired);

export const accommodationSchema = z
  .object({
    ...identity,
    name: text(tripLimits.nameMax),
    ...costFields,
    description: text(tripLimits.descriptionMax),
    tips: text(tripLimits.tipsMax),
    image,
  })
  .refine(currencyWithAmount, currencyRequired);

export const daySchema = z.object({
  ...identity,
  number: z.number().int().min(1).max(tripLimits.daysMax),
  description: text(tripLimits.dayDescriptionMax),
  /** Activities of this place, by `_id` (or the index of a new one as `new:{index}`). */
  activities: z.array(z.string().min(1).max(64)).max(tripLimits.activitiesMax).default([]),
});

export const placeSchema = z
  .object({
    ...identity,
    name: required(tripLimits.nameMax),
    country: z.string().refine(isCountryCode, { message: 'invalid' }).nullable().default(null),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    duration: z.number().int().min(0).max(tripLimits.placeDurationMax).default(0),
    dateFrom: isoDate,
    dateTo: isoDate,
    image,
    description: text(tripLimits.descriptionMax),
    generalInfo: text(tripLimits.generalInfoMax),
    activities: z.array(activitySchema).max(tripLimits.activitiesMax).default([]),
    directions: z.array(directionSchema).max(tripLimits.directionsMax).default([]),
    accommodation: accommodationSchema.nullable().default(null),
    days: z.array(daySchema).max(tripLimits.daysMax).default([]),
    firstDay: readOnly(z.number().int().describe("The trip's day the station begins on")),
    lastDay: readOnly(z.number().int()),
    nights: readOnly(z.number().int()),
  })
  .refine(inOrder, datesInOrder);

/** The trip's own fields, as created and as the wizard's first step edits them. */
export const tripFieldsSchema = z.object({
  language: z.enum(locales),
  title: required(tripLimits.titleMax),
  description: text(tripLimits.descriptionMax),
  summary: text(tripLimits.summaryMax),
  coverImage: image,
  dateFrom: isoDate,
  dateTo: isoDate,
  period: text(tripLimits.periodMax),
  travelTypes: z
    .array(z.enum(travelTypes))
    .max(travelTypes.length)
    .default([])
    .transform((types) => [...new Set(types)]),
  tags: z.array(z.string().trim().min(1).max(tripLimits.tagMax)).max(tripLimits.tagsMax).default([]),
  // Each once: all the codes there are fit the search index's row (about 2.7 kB), repeats did not.
  countries: z
    .array(z.string().refine(isCountryCode, { message: 'invalid' }))
    .max(300)
    .default([])
    .transform((codes) => [...new Set(codes)]),
  apps: z.array(z.string().trim().min(1).max(tripLimits.appMax)).max(tripLimits.appsMax).default([]),
  budget: scale(tripScales.budget),
  comfort: scale(tripScales.comfort),
  detail: scale(tripScales.detail),
  travellers: z
    .number()
    .int()
    .min(1)
    .max(tripLimits.travellersMax)
    .default(1)
    .describe("How many travellers the trip's costs are for"),
});

/** `POST /api/trip/create`: the trip's own fields, their dates in order as the whole document's must be. */
export const newTripSchema = tripFieldsSchema.refine(inOrder, datesInOrder);

/** A trip's dates after a patch, which may move one of them past the one it keeps. */
export const tripDatesSchema = z.object({ dateFrom: isoDate, dateTo: isoDate }).refine(inOrder, datesInOrder);

const tripStatus = z.enum(['draft', 'published']);

/** Set when an admin hid the trip: only its author (told why) and admins still see it. */
const hiddenSchema = z
  .object({ reason: z.string(), at: z.iso.datetime({ offset: true }) })
  .nullable()
  .describe('Hidden by our team, with the reason; null when everyone may see it');

const personSchema = z.object({ name: z.string(), alias: z.string().nullable() });

/** What a copy was made from ("Use this trip"); null for a trip written from scratch. */
const basedOnSchema = z
  .object({
    title: z.string().describe('The title of the original as it was copied'),
    slug: z.string().nullable().describe("The original's slug while anyone may read it; null once it is gone"),
    author: personSchema.nullable().describe("The original's author while their account exists"),
  })
  .nullable();

/** `POST /api/trip/{id}/copy`: the languages to take along, all of them when left out. */
export const tripCopySchema = z.object({
  language: z
    .enum(locales)
    .optional()
    .describe("Only this one of the trip's languages (the one being read); all of them when left out"),
});

/**
 * The trip document: what `GET /api/trip/{id}` and every save return, and, unchanged, what
 * `PUT /api/trip/{id}` takes back, with the version it was loaded at. The words are those of
 * `language`; the read-only fields are the server's and are ignored on a save.
 */
export const tripDocumentSchema = tripFieldsSchema
  .extend({
    version: z.number().int().min(1),
    places: z.array(placeSchema).max(tripLimits.placesMax).default([]),
    _id: readOnly(z.string()),
    slug: readOnly(z.string()),
    status: readOnly(tripStatus),
    originalLanguage: readOnly(z.enum(locales).describe('The language the trip was written in')),
    languages: readOnly(z.array(z.enum(locales)).describe('Every language the trip has words in')),
    fallback: readOnly(z.boolean().describe('The requested language was missing: the words are in `language`')),
    author: readOnly(personSchema.nullable()),
    views: readOnly(z.number().int()),
    rating: readOnly(z.object({ average: z.number(), count: z.number().int() })),
    publishedAt: readOnly(z.iso.datetime({ offset: true }).nullable()),
    length: readOnly(z.number().int().describe('Days, derived from the stations')),
    hidden: readOnly(hiddenSchema),
    basedOn: readOnly(basedOnSchema),
    copies: readOnly(z.number().int().describe('How many travellers made a trip of their own from this one')),
    costs: readOnly(tripCostsSchema.describe('What the trip costs, added up from its amounts; null when it has none')),
    legs: readOnly(
      z
        .array(tripLegSchema)
        .describe('The ways between consecutive stations: as the crow flies, and along roads and paths where known'),
    ),
    distance: readOnly(tripDistanceSchema.describe('How far the trip goes over its known legs')),
  })
  .refine(inOrder, datesInOrder);

export type TripDocumentInput = z.input<typeof tripDocumentSchema>;
export type TripDocument = z.output<typeof tripDocumentSchema>;

/** `PATCH /api/trip/{id}/partial`: some of the trip's own fields, with the version they were loaded at. */
export const tripPatchSchema = tripFieldsSchema
  .partial()
  .extend({ version: z.number().int().min(1), language: z.enum(locales) });

/** What a trip needs before others may see it; each missing one is named. */
export function missingForPublish(trip: {
  title: string;
  description: string;
  travelTypes: readonly string[];
  places: readonly { name: string }[];
}): string[] {
  const missing: string[] = [];
  if (!trip.title.trim()) missing.push('title');
  if (!trip.description.trim()) missing.push('description');
  if (trip.travelTypes.length === 0) missing.push('travelTypes');
  if (trip.places.length === 0) missing.push('places');
  return missing;
}

export const myTripsPageSize = 12;

/** `GET /api/trip/my`: one page of the author's trips. */
export const myTripsSchema = z.object({
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  items: z.array(
    z.object({
      _id: z.string(),
      slug: z.string(),
      status: tripStatus,
      title: z.string(),
      coverImage: z.string().nullable(),
      publishedAt: z.iso.datetime({ offset: true }).nullable(),
      updatedAt: z.iso.datetime({ offset: true }),
      views: z.number().int(),
      hidden: hiddenSchema,
    }),
  ),
});

/** A parsed patch without the defaults zod filled in: only what the caller sent changes. */
export function sentFields<T extends Record<string, unknown>>(parsed: T, raw: Record<string, unknown>): Partial<T> {
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => Object.hasOwn(raw, key))) as Partial<T>;
}
