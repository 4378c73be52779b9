import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { trip } from './trip.ts';

/**
 * A file made from a trip (its share picture, its PDF roadbook) in one language, made once per
 * trip version and kept in storage under `key`; a newer version replaces it
 * (server/features/trips/trip-file-cache.ts).
 */
export const tripFileCache = pgTable(
  'trip_file_cache',
  {
    tripId: text('trip_id')
      .notNull()
      .references(() => trip.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['share-image', 'roadbook'] }).notNull(),
    language: text('language').notNull(),
    version: integer('version').notNull(),
    key: text('key').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tripId, table.kind, table.language] })],
);
