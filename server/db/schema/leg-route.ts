import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { routingProfileNames } from '../../../domain/geo.ts';

/**
 * A leg's way as the route service (ROUTING_URL) measured it, once per leg for every trip and
 * every instance (ADR 0082). `key` names the question: the profile and the two points, rounded,
 * as the service's address has them (`driving/-8.62910,41.15790;-7.54610,41.19150`).
 *
 * `state`: `fetching` while an instance asks (the claim lapses at `retryAt`), `routed` with its
 * distance and line, `none` when the service found no route (never asked again), `failed` after a
 * transient failure, asked again from `retryAt` on.
 */
export const legRoute = pgTable(
  'leg_route',
  {
    key: text('key').primaryKey(),
    profile: text('profile', { enum: routingProfileNames }).notNull(),
    state: text('state', { enum: ['fetching', 'routed', 'none', 'failed'] }).notNull(),
    /** Kilometres along the route; null unless routed. */
    km: real('km'),
    /** The route's line, simplified to a bounded number of `[latitude, longitude]` points; null unless routed. */
    points: jsonb('points').$type<[number, number][]>(),
    /** How many times it was asked: the wait after a failure doubles with each. */
    attempts: integer('attempts').notNull().default(0),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  },
  // The sweep's retries: the claims that lapsed and the failures whose wait is over.
  (table) => [index('leg_route_retry_idx').on(table.retryAt).where(sql`${table.retryAt} IS NOT NULL`)],
);
