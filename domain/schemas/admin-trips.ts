import { z } from 'zod';
import { idPattern } from '../ids.ts';
import { paginatorSchema } from './paginator.ts';

export const adminTripsPerPage = 25;

/** `GET /api/admin/trips`: published trips, hidden ones included, by words of the title or the address. */
export const adminTripsQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const adminTripSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  views: z.number().int(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  featured: z.boolean(),
  hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
  publishedAt: z.string().nullable(),
});

/** A day an admin chose the trip of the day for, today or later. */
export const pinnedDaySchema = z.object({
  day: z.iso.date(),
  trip: z.object({ _id: z.string(), slug: z.string(), title: z.string() }),
});
export type PinnedDay = z.infer<typeof pinnedDaySchema>;

export const adminTripsSchema = z.object({
  docs: z.array(adminTripSchema),
  paginator: paginatorSchema,
  pinned: z.array(pinnedDaySchema),
});
export type AdminTrips = z.infer<typeof adminTripsSchema>;

export const featuredSchema = z.object({ featured: z.boolean() });

export const pinSchema = z.object({ trip: z.string().regex(idPattern) });
export const dayParamsSchema = z.object({ day: z.iso.date() });
