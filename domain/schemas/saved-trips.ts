import { z } from 'zod';
import { paginatorSchema } from './paginator.ts';
import { tripCardSchema } from './trip-card.ts';

export const savedTripsPageSize = 12;

/** `GET /api/trip/saved-trips`: one page of the member's saved trips, newest saved first. */
export const savedTripsSchema = z.object({ docs: z.array(tripCardSchema), paginator: paginatorSchema });

/** What `PUT` and `DELETE /api/trip/saved-trips/{id}` answer: whether the trip is saved now. */
export const savedStateSchema = z.object({ saved: z.boolean() });
