import { z } from 'zod';
import {
  accommodationSchema,
  activitySchema,
  daySchema,
  directionSchema,
  placeSchema,
  tripFieldsSchema,
} from '#domain/schemas/trip.ts';
import { demoAuthors } from './demo-authors.ts';

/**
 * A demo trip file (`trip-files/<name>.json`): the trip document the wizard would save, with its words in
 * both languages and pictures to paint instead of uploads. Each field is the domain schema's own,
 * so a demo trip obeys the same limits as a traveller's; unknown keys are refused, so a typo fails.
 */
const words = <S extends z.ZodType>(field: S) => z.strictObject({ en: field, de: field });

export const sceneSchema = z.strictObject({
  scene: z.enum([
    'mountains',
    'coast',
    'city',
    'desert',
    'forest',
    'lake',
    'island',
    'snow',
    'temple',
    'vineyard',
    'pyramid',
    'dome',
    'savanna',
    'ice',
  ]),
  /** Sets the colours of the land, the water and the buildings. */
  hue: z.number().int().min(0).max(359),
});

const activity = z.strictObject({
  kind: activitySchema.shape.kind,
  name: words(activitySchema.shape.name),
  description: words(activitySchema.shape.description),
  tips: words(activitySchema.shape.tips),
  image: sceneSchema.optional(),
});

const direction = z.strictObject({
  type: directionSchema.shape.type,
  duration: directionSchema.shape.duration,
  price: directionSchema.shape.price,
  overnight: directionSchema.shape.overnight,
  description: words(directionSchema.shape.description),
  tips: words(directionSchema.shape.tips),
});

const accommodation = z.strictObject({
  name: accommodationSchema.shape.name,
  price: accommodationSchema.shape.price,
  description: words(accommodationSchema.shape.description),
  tips: words(accommodationSchema.shape.tips),
});

const day = z.strictObject({
  description: words(daySchema.shape.description),
  /** Indexes into the place's `activities`; the day's number follows from its position. */
  activities: z.array(z.number().int().min(0)).default([]),
});

const place = z
  .strictObject({
    name: placeSchema.shape.name,
    country: placeSchema.shape.country,
    latitude: placeSchema.shape.latitude,
    longitude: placeSchema.shape.longitude,
    duration: placeSchema.shape.duration,
    description: words(placeSchema.shape.description),
    generalInfo: words(placeSchema.shape.generalInfo),
    activities: z.array(activity).default([]),
    directions: z.array(direction).default([]),
    accommodation: accommodation.nullable().default(null),
    days: z.array(day).default([]),
  })
  .superRefine((value, context) => {
    for (const [index, entry] of value.days.entries())
      for (const [position, activityIndex] of entry.activities.entries())
        if (activityIndex >= value.activities.length)
          context.addIssue({
            code: 'custom',
            message: `no activity ${activityIndex} at this place`,
            path: ['days', index, 'activities', position],
          });
  });

const authors = Object.keys(demoAuthors) as [keyof typeof demoAuthors, ...(keyof typeof demoAuthors)[]];

export const demoTripSchema = z
  .strictObject({
    author: z.enum(authors),
    status: z.enum(['draft', 'published']),
    /** When a published trip went out; "newest first" lists demo trips by it. */
    publishedAt: z.iso.datetime().optional(),
    views: z.number().int().min(0).default(0),
    /** The admin's flag (spec 3), set here so the demo's home has featured trips. */
    featured: z.boolean().default(false),
    language: tripFieldsSchema.shape.language,
    title: words(tripFieldsSchema.shape.title),
    description: words(tripFieldsSchema.shape.description),
    summary: words(tripFieldsSchema.shape.summary),
    cover: sceneSchema.optional(),
    /** In the trip's own language, e.g. "May 2025" or "Mai 2025". */
    period: tripFieldsSchema.shape.period,
    /** The first day; the last follows from the places' days. */
    dateFrom: tripFieldsSchema.shape.dateFrom,
    travelTypes: tripFieldsSchema.shape.travelTypes,
    tags: tripFieldsSchema.shape.tags,
    apps: tripFieldsSchema.shape.apps,
    budget: tripFieldsSchema.shape.budget,
    comfort: tripFieldsSchema.shape.comfort,
    detail: tripFieldsSchema.shape.detail,
    places: z.array(place).default([]),
  })
  .refine((trip) => (trip.status === 'published') === Boolean(trip.publishedAt), {
    message: 'a published trip needs its date, a draft has none',
    path: ['publishedAt'],
  });

export type DemoTrip = z.output<typeof demoTripSchema>;
export type Scene = z.output<typeof sceneSchema>;
