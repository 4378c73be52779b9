import { z } from 'zod';

/** The spec's five levels: Poor, Sufficient, Average, Great, Outstanding (`trips:scales.rating.N`). */
export const ratingValueSchema = z.number().int().min(1).max(5);

/** `PUT /api/rating/{tripId}`: the member's rating. */
export const rateTripSchema = z.object({ value: ratingValueSchema });

/** What every rating call answers: the member's rating (null: none) and the trip's figures after it. */
export const ratingStateSchema = z.object({
  value: ratingValueSchema.nullable(),
  average: z.number(),
  count: z.number().int(),
});
export type RatingState = z.infer<typeof ratingStateSchema>;
