import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { costCovers } from '../../../domain/price-text.ts';
import { transportTypes, travelTypes } from '../../../domain/trip-scales.ts';
import { user } from './auth.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Text a trip's author writes, per language (`{ en: {...}, de: {...} }`): a trip is written in one
 * language and may gain others; a missing one falls back to the original (ADR 0015).
 */
export type Translations<T> = Partial<Record<string, T>>;

const id = () => text('id').primaryKey();

/**
 * What a stay, a leg or an activity costs (ADR 0078): an amount in cents' precision, its ISO 4217
 * currency, what it covers, and `price`, the free text beside it (the spec's field, now its note).
 */
const cost = () => ({
  price: text('price'),
  amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
  currency: text('currency'),
  covers: text('covers', { enum: costCovers }).notNull().default('total'),
});
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const trip = pgTable(
  'trip',
  {
    id: id(),
    // Trips outlive their author (spec 6): deleting the account leaves them without a name.
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    text: jsonb('text')
      .$type<Translations<{ title: string; description?: string; summary?: string }>>()
      .notNull()
      .default({}),
    coverImage: text('cover_image'),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    period: text('period'),
    travelTypes: text('travel_types', { enum: travelTypes }).array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    apps: text('apps').array().notNull().default(sql`'{}'::text[]`),
    budget: smallint('budget').notNull().default(0),
    comfort: smallint('comfort').notNull().default(0),
    detail: smallint('detail').notNull().default(0),
    // How many travellers the costs of its stays, legs and activities are for (ADR 0078).
    travellers: smallint('travellers').notNull().default(1),
    views: integer('views').notNull().default(0),
    ratingAverage: real('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    // Set by an admin (spec 3); home and an empty search show these first.
    featured: boolean('featured').notNull().default(false),
    // Hidden by an admin (ADR 0038): gone for everyone but its author, who sees why, and admins.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // Every save must name the version it started from; a stale one is refused (409).
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // What search reads, written by the trip core on every change (ADR 0030); null until then.
    searchEn: tsvector('search_en'),
    searchDe: tsvector('search_de'),
    // Both in one, for finding: a word costs one index lookup instead of two (ADR 0034).
    searchAll: tsvector('search_all').generatedAlwaysAs(sql`search_en || search_de`),
    searchNames: text('search_names').notNull().default(''),
    months: smallint('months').array().notNull().default(sql`'{}'::smallint[]`),
    continents: text('continents').array().notNull().default(sql`'{}'::text[]`),
    lengthDays: integer('length_days').notNull().default(0),
    // Euros per traveller and day by the ECB's rates when written; null when not known in full (ADR 0081).
    dailyCost: real('daily_cost'),
    // A copy made with "Use this trip" (ADR 0073): the original while it exists, its author while
    // their account exists, and the title as copied, which outlives both.
    basedOnId: text('based_on_id').references((): AnyPgColumn => trip.id, { onDelete: 'set null' }),
    basedOnAuthorId: text('based_on_author_id').references(() => user.id, { onDelete: 'set null' }),
    basedOnTitle: text('based_on_title'),
  },
  (table) => [
    uniqueIndex('trip_slug_idx').on(table.slug),
    index('trip_search_all_idx').using('gin', table.searchAll),
    index('trip_search_names_idx').using('gin', sql`${table.searchNames} gin_trgm_ops`),
    index('trip_author_idx').on(table.authorId),
    index('trip_based_on_idx').on(table.basedOnId),
    // The copies, whose pictures' uses count beside their owners' (server/media/image-ownership.ts).
    index('trip_copies_idx').on(table.id).where(sql`${table.basedOnTitle} IS NOT NULL`),
    // A filter beside words: its trips and the words' meet in one bitmap before a row is read (ADR 0034).
    index('trip_countries_idx').using('gin', table.countries),
    index('trip_continents_idx').using('gin', table.continents),
    index('trip_types_idx').using('gin', table.travelTypes),
    index('trip_months_idx').using('gin', table.months),
    // "Cost per day up to" alone, when few trips are that cheap. Only trips with a figure: holding
    // every published trip, it looked to the planner like the cheapest way to all of them.
    index('trip_daily_cost_idx')
      .on(table.dailyCost)
      .where(sql`${table.status} = 'published' AND ${table.dailyCost} IS NOT NULL`),
    // Newest first, and every column search filters and counts by: a search without words reads
    // only this index, never the wide rows (ADR 0030, "Measured").
    index('trip_published_idx').on(
      table.status,
      table.publishedAt.desc().nullsLast(),
      table.id.desc().nullsFirst(),
      table.budget,
      table.comfort,
      table.detail,
      table.lengthDays,
      table.ratingAverage,
      table.ratingCount,
      table.dailyCost,
      table.travelTypes,
      table.countries,
      table.months,
      table.continents,
    ),
  ],
);

/** A station of the trip, in order. */
export const place = pgTable(
  'place',
  {
    id: id(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trip.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    duration: integer('duration').notNull().default(0),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    image: text('image'),
    text: jsonb('text').$type<Translations<{ description?: string; generalInfo?: string }>>().notNull().default({}),
  },
  (table) => [index('place_trip_idx').on(table.tripId, table.position)],
);

/** A sight or an activity at a place. */
export const activity = pgTable(
  'activity',
  {
    id: id(),
    placeId: text('place_id')
      .notNull()
      .references(() => place.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['sight', 'activity'] })
      .notNull()
      .default('sight'),
    images: jsonb('images').$type<{ key: string; highlight: boolean }[]>().notNull().default([]),
    ...cost(),
    text: jsonb('text')
      .$type<Translations<{ name: string; description?: string; tips?: string }>>()
      .notNull()
      .default({}),
  },
  (table) => [index('activity_place_idx').on(table.placeId, table.position)],
);

/** The leg from a place to the next one (with optional extra transport legs). */
export const direction = pgTable(
  'direction',
  {
    id: id(),
    placeId: text('place_id')
      .notNull()
      .references(() => place.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type', { enum: transportTypes }).notNull(),
    duration: integer('duration').notNull().default(0),
    ...cost(),
    overnight: boolean('overnight').notNull().default(false),
    nights: integer('nights').notNull().default(0),
    text: jsonb('text').$type<Translations<{ description?: string; tips?: string }>>().notNull().default({}),
  },
  (table) => [index('direction_place_idx').on(table.placeId, table.position)],
);

/** Where the traveller slept at a place; one per place. */
export const accommodation = pgTable('accommodation', {
  id: id(),
  placeId: text('place_id')
    .notNull()
    .unique()
    .references(() => place.id, { onDelete: 'cascade' }),
  name: text('name'),
  image: text('image'),
  ...cost(),
  text: jsonb('text').$type<Translations<{ description?: string; tips?: string }>>().notNull().default({}),
});

/** A day at a place, numbered within the trip, with its activities in order. */
export const day = pgTable(
  'day',
  {
    id: id(),
    placeId: text('place_id')
      .notNull()
      .references(() => place.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    activityIds: text('activity_ids').array().notNull().default(sql`'{}'::text[]`),
    text: jsonb('text').$type<Translations<{ description?: string }>>().notNull().default({}),
  },
  (table) => [uniqueIndex('day_place_number_idx').on(table.placeId, table.number)],
);

/** Who has seen a trip on which day (a keyed hash, never the address), so views count once a day. */
export const tripView = pgTable(
  'trip_view',
  {
    tripId: text('trip_id')
      .notNull()
      .references(() => trip.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tripId, table.visitor, table.day] })],
);
