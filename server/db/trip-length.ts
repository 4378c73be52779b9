import { and, gte, lte, type SQL } from 'drizzle-orm';
import { type DurationBucket, durationBuckets } from '#domain/schemas/search.ts';
import { trip } from './schema/index.ts';

/** Trips whose length falls in one of the duration filter's buckets (spec 2), wherever trips are listed. */
export function lengthIn(bucket: DurationBucket): SQL | undefined {
  const [min, max] = durationBuckets[bucket];
  return and(gte(trip.lengthDays, min), max === null ? undefined : lte(trip.lengthDays, max));
}
