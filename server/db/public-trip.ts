import { and, eq, isNull } from 'drizzle-orm';
import { trip } from './schema/index.ts';

/** A trip everyone may see: published and not hidden by an admin (ADR 0038). Every list asks this. */
export const isPublicTrip = () => and(eq(trip.status, 'published'), isNull(trip.hiddenAt));
